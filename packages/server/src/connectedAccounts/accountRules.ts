import { ApiError, notFound } from '../http/ApiError';
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
  if (account.status !== 'ACTIVE' || account.is_disabled) {
    throw new ApiError(
      'CONNECTED_ACCOUNT_NOT_ACTIVE',
      `Connected account '${id}' is ${account.is_disabled ? 'disabled' : account.status}, not ACTIVE.`,
      { suggestedFix: 'Finish or refresh the connection so the account becomes ACTIVE.' },
    );
  }
  return account;
}
