import type { RefreshConnectedAccountResponse } from '@patchbay/client';
import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { ApiError } from '../http/ApiError';
import type { ConnectedAccountRecord } from './records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { changeAccountStatus } from './accountStatus';
import { apiTestCredentialOutcome } from '../credentials/apiTestCredentials';
import { credentialRejection } from '../credentials/connectionForm';
import { connectedAtOf } from './connectedAt';
import { latestLinkOf, pendingLinksOf } from './accountLinks';
import { finishLinkSession, linkPageUrl, openLinkSession, statusSnapshot } from './linkSessions';

export interface RefreshInput {
  /** Where the hosted page sends the user after a new flow; defaults to the previous link's callback. */
  redirectUrl: string | undefined;
  /** Check stored API-key-style credentials with the app before declaring the account ACTIVE. */
  validateCredentials: boolean;
  /** Ask the user for new credentials on the hosted page instead of reusing the stored ones. */
  collectCredentials: boolean;
  /** The language of a new link's pages (a canonical BCP 47 tag); undefined keeps the previous link's. */
  locale?: string | undefined;
}

/** A refresh that needs no user step ends any pending one, so that link can no longer put an older status back. */
function endPendingLinks(service: Service, account: ConnectedAccountRecord): void {
  for (const link of pendingLinksOf(service, account)) finishLinkSession(service, link, 'SUPERSEDED');
}

/**
 * Refresh (the server README's "Reconnect (refresh)" decision), same account id throughout. An account with nothing
 * to enter (no auth) becomes ACTIVE; one with stored key-style credentials
 * too, unless `collectCredentials` asks the user for new ones. Otherwise the
 * user gets a new hosted link: OAuth consent again (the account goes back
 * to INITIATED, as the vendor's refresh does), or the credential form, while
 * an account connected before keeps its status. Until the user finishes, a
 * reconnect of an account connected before can be given up on: cancelled,
 * expired or denied, the account gets back the status it had.
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
    return service.store.transaction(() => {
      endPendingLinks(service, account);
      const updated = changeAccountStatus(service, account, { status: 'ACTIVE', status_reason: null, status_reason_code: null });
      return { id: updated.id, status: updated.status, redirect_url: null, expires_at: null };
    });
  }

  const oauth = authConfig.auth_scheme === 'OAUTH2';
  if (!oauth && hasCredentials && !input.collectCredentials) {
    const rejection = input.validateCredentials && toolkit ? credentialRejection(toolkit, account.credentials) : null;
    // The stored values meet the app again: with the test controls on, a test credential fails on purpose.
    const test = apiTestCredentialOutcome(service.testControls, toolkit?.name ?? account.toolkit_slug, account.credentials);
    return service.store.transaction(() => {
      endPendingLinks(service, account);
      const updated = changeAccountStatus(
        service,
        account,
        test?.kind === 'invalid_credentials'
          ? { status: 'FAILED', status_reason: test.message, status_reason_code: 'credentials_rejected' }
          : test
            ? { status: 'FAILED', status_reason: test.status_reason, status_reason_code: test.status_reason_code }
            : rejection
              ? { status: 'FAILED', status_reason: rejection.message, status_reason_code: 'credentials_rejected' }
              : { status: 'ACTIVE', status_reason: null, status_reason_code: null },
      );
      return { id: updated.id, status: updated.status, redirect_url: null, expires_at: null };
    });
  }

  return service.store.transaction(() => {
    const connectedBefore = connectedAtOf(account) !== null;
    const previous = latestLinkOf(service, account);
    // A reconnect started again while one is pending puts back what the first one found.
    const restore = connectedBefore ? (pendingLinksOf(service, account).find((link) => link.restore)?.restore ?? statusSnapshot(account)) : null;
    const link = openLinkSession(service, {
      account,
      callbackUrl: input.redirectUrl ?? previous?.callback_url ?? null,
      connectionData: previous?.connection_data ?? {},
      restore,
      locale: input.locale ?? previous?.locale ?? null,
    });
    const updated =
      oauth || !connectedBefore
        ? changeAccountStatus(service, account, { status: 'INITIATED', status_reason: null, status_reason_code: null })
        : account;
    return { id: updated.id, status: updated.status, redirect_url: linkPageUrl(origin, link.id), expires_at: link.expires_at };
  });
}
