import type { RevokeConnectedAccountResponse, RevokedToken } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { findLiveAccount } from './accountRules';
import { changeAccountStatus } from './accountStatus';
import { pendingLinksOf } from './accountLinks';
import { finishLinkSession } from './linkSessions';

/** The vendor's words for an account revoked by this endpoint. */
export const REVOKED_REASON = 'Revoked via user-initiated revoke endpoint.';

/** Statuses of an account that was connected and holds (or held) credentials: the ones a revoke applies to. */
const REVOCABLE = new Set(['ACTIVE', 'EXPIRED', 'INACTIVE']);

/** What revoking `credentials` ends, in the vendor's words: OAuth tokens by name, anything else as one credential. */
function revokedTokensOf(credentials: Record<string, string>): RevokedToken[] {
  const tokens: RevokedToken[] = [];
  if (credentials.access_token) tokens.push('access_token');
  if (credentials.refresh_token) tokens.push('refresh_token');
  const other = Object.entries(credentials).some(([key, value]) => key !== 'access_token' && key !== 'refresh_token' && value !== '');
  if (other) tokens.push('credential');
  return tokens;
}

/**
 * Revokes the project's account (the vendor's `revoke`): its stored
 * credentials are dropped, so the service's own OAuth provider no longer
 * accepts its access token (it accepts only a token an ACTIVE account
 * holds), and it becomes REVOKED, which tools, the proxy and MCP refuse.
 * Pending links end, so none can put an earlier status back; a refresh
 * reconnects it (same id). Revoking it again revokes nothing (empty
 * `revoked_tokens`). An account never connected is a 409 and one without
 * credentials (no auth) a 400, as the vendor answers what it cannot revoke.
 */
export function revokeConnectedAccount(service: Service, project: ProjectRecord, id: string): RevokeConnectedAccountResponse {
  return service.store.transaction(() => {
    const account = findLiveAccount(service, project, id);
    if (account.status === 'REVOKED') return { revoked_tokens: [], connected_account: { id: account.id, status: 'REVOKED' } };
    if (!REVOCABLE.has(account.status)) {
      throw new ApiError('CONFLICT', `Connected account '${id}' is ${account.status}: only a connected account can be revoked.`, {
        suggestedFix: 'Revoke an account once it is connected (ACTIVE, EXPIRED or INACTIVE); give up a pending connection with link/cancel instead.',
      });
    }
    const revoked = revokedTokensOf(account.credentials);
    if (revoked.length === 0) {
      throw new ApiError('BAD_REQUEST', `Connected account '${id}' holds no credentials to revoke (its toolkit needs no auth).`, {
        suggestedFix: 'Disable the account (PATCH /api/v3/connected_accounts/{nanoid}/status) or delete it instead.',
      });
    }
    for (const link of pendingLinksOf(service, account)) finishLinkSession(service, link, 'SUPERSEDED');
    const updated = changeAccountStatus(service, account, {
      status: 'REVOKED',
      status_reason: REVOKED_REASON,
      status_reason_code: 'access_revoked',
      credentials: {},
    });
    return { revoked_tokens: revoked, connected_account: { id: updated.id, status: 'REVOKED' } };
  });
}
