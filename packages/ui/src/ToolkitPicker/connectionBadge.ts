import type { ConnectedAccount } from '@patchbay/client';

/** The connection state a row shows for a toolkit, and the account it is about. */
export interface ConnectionBadge {
  state: 'active' | 'expired' | 'failed';
  account: ConnectedAccount;
  /** The user's accounts of the toolkit connected once, oldest first: their names show when there are several, or any has one. */
  accounts: readonly ConnectedAccount[];
}

const STATES: Partial<Record<ConnectedAccount['status'], ConnectionBadge['state']>> = {
  ACTIVE: 'active',
  EXPIRED: 'expired',
  FAILED: 'failed',
};

/**
 * The badge of the user's account for a toolkit (its best one); pending
 * (INITIATED) and disabled accounts show none. `accounts` are all their
 * accounts of the toolkit that were connected once, oldest first.
 */
export function connectionBadgeOf(account: ConnectedAccount | undefined, accounts: readonly ConnectedAccount[] = []): ConnectionBadge | undefined {
  if (!account || account.is_disabled || account.deleted_at) return undefined;
  const state = STATES[account.status];
  return state ? { state, account, accounts } : undefined;
}
