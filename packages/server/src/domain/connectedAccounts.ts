import type { ConnectedAccount } from '@patchbay/client';
import { ApiError, notFound } from '../http/ApiError';
import type { AuthConfigRecord, ConnectedAccountRecord, ProjectRecord } from '../records';
import type { Service } from '../Service';

/** The project's account with this id, deleted or not; 404 when it is not the project's. */
export function findAccount(service: Service, project: ProjectRecord, id: string): ConnectedAccountRecord {
  const account = service.store.get<ConnectedAccountRecord>('connected_accounts', id);
  if (!account || account.project_id !== project.id) throw notFound('Connected account', id);
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

export function toConnectedAccountWire(service: Service, account: ConnectedAccountRecord): ConnectedAccount {
  const authConfig = service.store.get<AuthConfigRecord>('auth_configs', account.auth_config_id);
  return {
    id: account.id,
    user_id: account.user_id,
    status: account.status,
    status_reason: account.status_reason,
    toolkit: { slug: account.toolkit_slug },
    auth_config: {
      id: account.auth_config_id,
      auth_scheme: authConfig?.auth_scheme ?? 'UNKNOWN',
      is_vendor_managed: authConfig?.is_vendor_managed ?? false,
      is_disabled: authConfig?.status === 'DISABLED',
    },
    is_disabled: account.is_disabled,
    created_at: account.created_at,
    updated_at: account.updated_at,
    deleted_at: account.deleted_at,
  };
}
