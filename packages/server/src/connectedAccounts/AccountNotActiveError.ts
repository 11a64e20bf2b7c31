import type { ErrorEnvelope, InactiveAccount } from '@patchbay/client';
import { ApiError, type ApiErrorOptions } from '../http/ApiError';
import type { ConnectedAccountRecord } from './records';

/** The account as an app needs it to reconnect it: which one, of which toolkit and user, and why it stopped. */
export function inactiveAccountOf(account: ConnectedAccountRecord): InactiveAccount {
  return {
    connected_account_id: account.id,
    toolkit: account.toolkit_slug,
    user_id: account.user_id,
    status: account.status,
    status_reason_code: account.status_reason_code ?? null,
    is_disabled: account.is_disabled,
  };
}

/**
 * 422 `connected_account_not_active` that also names the account, in the
 * envelope's `inactive_account`, so an app (or an agent's tool result) can
 * offer to reconnect that very account.
 */
export class AccountNotActiveError extends ApiError {
  readonly inactiveAccount: InactiveAccount;

  constructor(account: ConnectedAccountRecord, message: string, options: ApiErrorOptions) {
    super('CONNECTED_ACCOUNT_NOT_ACTIVE', message, options);
    this.inactiveAccount = inactiveAccountOf(account);
  }

  override toEnvelope(requestId: string): ErrorEnvelope {
    const envelope = super.toEnvelope(requestId);
    return { error: { ...envelope.error, inactive_account: this.inactiveAccount } };
  }
}
