import type { Service } from '../Service';
import type { ConnectedAccountRecord, LinkSessionRecord } from './records';

/** The account's links still waiting for the user (due ones included: `expireIfDue` them first). */
export function pendingLinksOf(service: Service, account: ConnectedAccountRecord): LinkSessionRecord[] {
  return service.store.find('link_sessions', { where: { connected_account_id: account.id, status: 'PENDING' } });
}

/** The newest link of an account (its connection_data seeds a refresh). */
export function latestLinkOf(service: Service, account: ConnectedAccountRecord): LinkSessionRecord | undefined {
  return service.store.find('link_sessions', { where: { connected_account_id: account.id }, direction: 'desc', limit: 1 })[0];
}
