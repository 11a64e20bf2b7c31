import type { RefreshConnectedAccountResponse } from '@patchbay/client';
import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { ApiError } from '../http/ApiError';
import type { ConnectedAccountRecord } from './records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { changeAccountStatus } from './accountStatus';
import { credentialRejection } from '../connect/connectionForm';
import { latestLinkOf, linkPageUrl, openLinkSession } from './linkSessions';

export interface RefreshInput {
  /** Where the hosted page sends the user after a new flow; defaults to the previous link's callback. */
  redirectUrl: string | undefined;
  /** Check stored API-key-style credentials with the app before declaring the account ACTIVE. */
  validateCredentials: boolean;
}

/**
 * Refresh (DESIGN.md): an OAuth account, or any account that never stored
 * credentials, goes back to INITIATED with a new hosted link; an account
 * with stored key-style credentials (or no auth at all) becomes ACTIVE.
 */
export function refreshAccount(
  service: Service,
  origin: string,
  project: ProjectRecord,
  account: ConnectedAccountRecord,
  input: RefreshInput,
): RefreshConnectedAccountResponse {
  if (account.deleted_at) {
    throw new ApiError('CONNECTED_ACCOUNT_DELETED', `Connected account '${account.id}' was deleted and cannot be refreshed.`, {
      suggestedFix: 'Create a new connection with POST /api/v3/connected_accounts/link.',
    });
  }
  const authConfig = requireEnabledAuthConfig(service, project, account.auth_config_id);
  const toolkit = service.catalog.toolkit(account.toolkit_slug);
  const hasCredentials = Object.keys(account.credentials).length > 0;

  if (authConfig.auth_scheme === 'NO_AUTH') {
    const updated = changeAccountStatus(service, account, { status: 'ACTIVE', status_reason: null, status_reason_code: null });
    return { id: updated.id, status: updated.status, redirect_url: null };
  }

  if (authConfig.auth_scheme !== 'OAUTH2' && hasCredentials) {
    const rejection = input.validateCredentials && toolkit ? credentialRejection(toolkit, account.credentials) : null;
    const updated = changeAccountStatus(
      service,
      account,
      rejection
        ? { status: 'FAILED', status_reason: rejection, status_reason_code: 'credentials_rejected' }
        : { status: 'ACTIVE', status_reason: null, status_reason_code: null },
    );
    return { id: updated.id, status: updated.status, redirect_url: null };
  }

  return service.store.transaction(() => {
    const previous = latestLinkOf(service, account);
    const link = openLinkSession(service, {
      account,
      callbackUrl: input.redirectUrl ?? previous?.callback_url ?? null,
      connectionData: previous?.connection_data ?? {},
    });
    const updated = changeAccountStatus(service, account, { status: 'INITIATED', status_reason: null, status_reason_code: null });
    return { id: updated.id, status: updated.status, redirect_url: linkPageUrl(origin, link.id) };
  });
}
