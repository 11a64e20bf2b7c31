import type { ConnectedAccountStatus } from '@patchbay/client';
import type { StatusPillProps } from '@patchbay/ui';

/** The pill colour of a connected account's status. */
export function statusTone(status: ConnectedAccountStatus): NonNullable<StatusPillProps['tone']> {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'INITIATED':
    case 'INITIALIZING':
      return 'info';
    case 'EXPIRED':
    case 'INACTIVE':
      return 'warning';
    case 'FAILED':
      return 'danger';
  }
}
