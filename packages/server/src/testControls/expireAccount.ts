import type { ConnectedAccount } from '@patchbay/client';
import { endAccountAccess, type AccessEndReason } from '../connectedAccounts/endAccountAccess';
import { toConnectedAccountWire } from '../connectedAccounts/toConnectedAccountWire';
import { ApiError, notFound } from '../http/ApiError';
import { findLiveProject } from '../projects/projectRules';
import type { Service } from '../Service';

/**
 * Ends an ACTIVE account's access as a provider would (its token expired, or
 * the user revoked it): EXPIRED with the reason, and the webhook. The account
 * may be of any live project of the organization, or must be of `projectId`.
 */
export function expireAccount(service: Service, orgId: string, accountId: string, reason: AccessEndReason, projectId?: string): ConnectedAccount {
  return service.store.transaction(() => {
    const account = service.store.get('connected_accounts', accountId);
    const project = account && service.store.get('projects', account.project_id);
    if (projectId !== undefined) findLiveProject(service.store, orgId, projectId);
    if (!account || !project || project.org_id !== orgId || project.deleted_at || (projectId !== undefined && project.id !== projectId)) {
      throw notFound('Connected account', accountId);
    }
    if (account.deleted_at) {
      throw new ApiError('CONNECTED_ACCOUNT_DELETED', `Connected account '${accountId}' was deleted: it has no access to end.`, {
        suggestedFix: 'Expire an account that is not deleted.',
      });
    }
    if (account.status !== 'ACTIVE') {
      throw new ApiError('STATE_CONFLICT', `Connected account '${accountId}' is ${account.status}: only an ACTIVE account can expire.`, {
        suggestedFix: 'Connect the account first (or reconnect it), then expire it.',
      });
    }
    return toConnectedAccountWire(service, endAccountAccess(service, account, reason));
  });
}
