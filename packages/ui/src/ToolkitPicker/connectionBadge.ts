import type { ConnectedAccount } from '@patchbay/client';

/** The one connection state a row shows for a toolkit, and the account it is about. */
export interface ConnectionBadge {
  state: 'active' | 'expired' | 'failed';
  account: ConnectedAccount;
}

/**
 * A user may hold several accounts of one toolkit: any usable one means
 * Connected; otherwise the most recent expired or failed one explains what
 * went wrong. Pending (INITIATED) and disabled accounts show nothing.
 */
export function connectionBadgeOf(accounts: readonly ConnectedAccount[] | undefined): ConnectionBadge | undefined {
  if (!accounts || accounts.length === 0) return undefined;
  const live = accounts.filter((a) => !a.deleted_at && !a.is_disabled);
  const newest = (status: ConnectedAccount['status']) =>
    live.filter((a) => a.status === status).sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  const active = newest('ACTIVE');
  if (active) return { state: 'active', account: active };
  const expired = newest('EXPIRED');
  if (expired) return { state: 'expired', account: expired };
  const failed = newest('FAILED');
  if (failed) return { state: 'failed', account: failed };
  return undefined;
}
