import type { ConnectedAccountReasonCode, ConnectedAccountStatusChangedData } from '@patchbay/client';
import { isoNow } from '../clock';
import { publishWebhookEvent } from '../webhooks/publishWebhookEvent';
import { connectedAtOf } from './connectedAt';
import { toConnectedAccountWire } from './toConnectedAccountWire';
import type { ConnectedAccountRecord, ConnectedAccountStatus } from './records';
import type { Service } from '../Service';

export interface AccountChange {
  status: ConnectedAccountStatus;
  status_reason: string | null;
  status_reason_code: ConnectedAccountReasonCode | null;
  credentials?: Record<string, string>;
  /** Set when the user just completed a hosted connection. @default the account's current `connected_at` */
  connected_at?: string;
}

/**
 * The one place an account's status moves: stores the change and, when the
 * status really changed, announces it to the project's webhook subscription.
 */
export function changeAccountStatus(service: Service, account: ConnectedAccountRecord, change: AccountChange): ConnectedAccountRecord {
  const updated: ConnectedAccountRecord = {
    ...account,
    status: change.status,
    status_reason: change.status_reason,
    status_reason_code: change.status_reason_code,
    credentials: change.credentials ?? account.credentials,
    // Kept as read before this change, so an older record's derived value does not move with updated_at.
    connected_at: change.connected_at ?? connectedAtOf(account),
    updated_at: isoNow(service.clock),
  };
  service.store.put('connected_accounts', updated);
  if (updated.status !== account.status) {
    const data: ConnectedAccountStatusChangedData = {
      connected_account_id: account.id,
      user_id: account.user_id,
      toolkit_slug: account.toolkit_slug,
      status: updated.status,
      previous_status: account.status,
    };
    publishWebhookEvent(service, account.project_id, 'connected_account.status_changed', {
      ...data,
      account: () => toConnectedAccountWire(service, updated),
    });
  }
  return updated;
}
