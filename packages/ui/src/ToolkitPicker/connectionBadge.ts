import type { ConnectedAccount } from '@patchbay/client';

/** The connection state a row shows for a toolkit, and the account it is about. */
export interface ConnectionBadge {
  state: 'active' | 'expired' | 'failed';
  account: ConnectedAccount;
}

const STATES: Partial<Record<ConnectedAccount['status'], ConnectionBadge['state']>> = {
  ACTIVE: 'active',
  EXPIRED: 'expired',
  FAILED: 'failed',
};

/** The badge of the user's account for a toolkit; pending (INITIATED) and disabled accounts show none. */
export function connectionBadgeOf(account: ConnectedAccount | undefined): ConnectionBadge | undefined {
  if (!account || account.is_disabled || account.deleted_at) return undefined;
  const state = STATES[account.status];
  return state ? { state, account } : undefined;
}
