import { isoNow } from '../clock';
import type { Service } from '../Service';

/**
 * Records that a call just ran with the account (`last_used_at`): one write
 * of the stored record, read afresh since the call may have taken a while.
 * `updated_at` stays: using an account does not change it.
 */
export function markAccountUsed(service: Service, accountId: string): void {
  const account = service.store.get('connected_accounts', accountId);
  if (!account) return;
  service.store.put('connected_accounts', { ...account, last_used_at: isoNow(service.clock) });
}
