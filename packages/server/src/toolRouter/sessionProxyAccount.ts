import type { CatalogToolkit } from '../catalog';
import { requireUsableAccount } from '../connectedAccounts/accountRules';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import { mayUseAccount } from '../connectedAccounts/accountSharing';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { isUsable, sessionAccounts } from './sessionConnection';
import type { ToolContext } from '../tools/ToolContext';
import { pinnedAccounts } from './sessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/**
 * Whose credentials a session's proxy call uses for `toolkit`: the session's
 * default pinned account (it must be usable: 422 otherwise, and the user's
 * or shared with them now: 400 otherwise), else the user's newest usable
 * account (through the session's auth config for the toolkit, when it pins
 * one). A no-auth toolkit needs none: null. Accounts of a
 * disabled auth config are refused (422), as tools refuse them.
 */
export function sessionProxyAccount(ctx: ToolContext, session: ToolRouterSessionRecord, toolkit: CatalogToolkit): ConnectedAccountRecord | null {
  const { service, project } = ctx;
  const [pinned] = pinnedAccounts(session, toolkit.slug);
  const account =
    pinned !== undefined ? requireUsableAccount(service, project, pinned) : sessionAccounts(ctx, session, toolkit.slug).find((a) => isUsable(ctx, a));
  // A pinned SHARED account of another user: its ACL is read now, as tool calls read it.
  if (account && !mayUseAccount(account, session.user_id)) {
    const field = `session.connected_accounts.${toolkit.slug}`;
    const message = `connected account '${account.id}' belongs to another user than '${session.user_id}'`;
    throw new ApiError('BAD_REQUEST', `Invalid request body: ${field}: ${message}`, {
      ...atField(field, 'invalid_value', message),
      suggestedFix: "Update the session to pin one of the user's connected accounts, or one shared with them.",
    });
  }
  if (account) {
    const config = service.store.get('auth_configs', account.auth_config_id);
    if (config?.status === 'DISABLED') {
      throw new ApiError('AUTH_CONFIG_DISABLED', `Auth config '${config.id}' is disabled: its connected accounts cannot make API calls.`, {
        suggestedFix: `Enable it with PATCH /api/v3/auth_configs/${config.id}/ENABLED, or connect through another auth config.`,
      });
    }
    return account;
  }
  if (toolkit.noAuth) return null;
  throw new ApiError(
    'MISSING_CONNECTION',
    `User '${session.user_id}' has no ACTIVE connection to ${toolkit.name} (${toolkit.slug}) in this session.`,
    {
      suggestedFix: `Connect ${toolkit.slug} first (POST /api/v3/tool_router/session/${session.id}/link), finish the hosted page, then call the proxy again.`,
    },
  );
}
