import { ApiError, notFound } from '../http/ApiError';
import { AccountNotActiveError } from './AccountNotActiveError';
import type { ConnectedAccountRecord } from './records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/** The project's account with this id, deleted or not; 404 when it is not the project's. */
export function findAccount(service: Service, project: ProjectRecord, id: string): ConnectedAccountRecord {
  const account = service.store.get('connected_accounts', id);
  if (!account || account.project_id !== project.id) throw notFound('Connected account', id);
  return account;
}

/** The project's account with this id, not deleted (422 when it is); for changes to the account itself. */
export function findLiveAccount(service: Service, project: ProjectRecord, id: string): ConnectedAccountRecord {
  const account = findAccount(service, project, id);
  if (account.deleted_at) {
    throw new ApiError('CONNECTED_ACCOUNT_DELETED', `Connected account '${id}' was deleted and cannot be changed.`, {
      suggestedFix: 'Connect the account again through a new link session.',
    });
  }
  return account;
}

/** An account that may be used for API calls (spec 7): not deleted, not disabled, ACTIVE. */
export function requireUsableAccount(service: Service, project: ProjectRecord, id: string): ConnectedAccountRecord {
  const account = findAccount(service, project, id);
  if (account.deleted_at) {
    throw new ApiError('CONNECTED_ACCOUNT_DELETED', `Connected account '${id}' was deleted and cannot be used.`, {
      suggestedFix: 'Connect the account again through a new link session.',
    });
  }
  if (account.status !== 'ACTIVE' || account.is_disabled) throw accountNotActive(account);
  return account;
}

/**
 * The one answer to using an account that is not ACTIVE (or is disabled):
 * 422 `connected_account_not_active`, with its status and reason code in
 * `errors` for people and in `inactive_account` for code, and for an
 * EXPIRED account the way back (a refresh of the same account id).
 */
export function accountNotActive(account: ConnectedAccountRecord): AccountNotActiveError {
  const status = account.is_disabled ? 'disabled' : account.status;
  const code = account.status_reason_code ?? null;
  return new AccountNotActiveError(account, `Connected account '${account.id}' is ${status}${code ? ` (${code})` : ''}, not ACTIVE.`, {
    errors: [`status: ${account.status}`, `status_reason_code: ${code ?? 'null'}`, `is_disabled: ${account.is_disabled}`],
    suggestedFix:
      account.status === 'EXPIRED' && !account.is_disabled
        ? `Its access ended: reconnect it with POST /api/v3/connected_accounts/${account.id}/refresh and send the user to the redirect_url it answers; the account keeps its id.`
        : 'Finish or refresh the connection so the account becomes ACTIVE.',
  });
}
