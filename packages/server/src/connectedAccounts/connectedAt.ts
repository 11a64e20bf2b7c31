import type { ConnectedAccountRecord } from './records';

/**
 * When the account was last connected by its user, or null for an attempt
 * never completed. Records stored before `connected_at` existed do not say:
 * one that is ACTIVE or INACTIVE, or holds credentials (only a completed
 * connection stores them), reads as connected at its `updated_at`, the
 * latest moment known to be at or after that connection; any other as never
 * connected.
 */
export function connectedAtOf(account: ConnectedAccountRecord): string | null {
  if (account.connected_at !== undefined) return account.connected_at;
  const connected = account.status === 'ACTIVE' || account.status === 'INACTIVE' || Object.keys(account.credentials).length > 0;
  return connected ? account.updated_at : null;
}
