import type { ConnectedAccountRecord } from './records';
import type { Service } from '../Service';
import { finishLinkSession } from './linkSessions';

/**
 * Soft-deletes accounts (spec 2.3: the records stay for audit) and closes
 * their pending links, so a hosted page left open cannot bring one back.
 */
export function softDeleteAccounts(service: Service, accounts: readonly ConnectedAccountRecord[]): void {
  if (accounts.length === 0) return;
  const { store } = service;
  const now = service.clock().toISOString();
  const ids = new Set(accounts.map((account) => account.id));
  for (const account of accounts) {
    store.put('connected_accounts', { ...account, deleted_at: now, updated_at: now });
  }
  for (const link of store.find('link_sessions', { where: { connected_account_id: [...ids], status: 'PENDING' } })) {
    finishLinkSession(service, link, 'SUPERSEDED');
  }
}
