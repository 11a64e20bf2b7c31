import type { SessionConnection } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog';
import { inactiveAccountOf } from '../connectedAccounts/AccountNotActiveError';
import { connectedAtOf } from '../connectedAccounts/connectedAt';
import { refreshAccount } from '../connectedAccounts/refreshAccount';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { isUsable, sessionAccounts } from './sessionConnection';
import type { ToolContext } from '../tools/ToolContext';

/**
 * PATCHBAY_MANAGE_CONNECTIONS for a toolkit whose account's access ended
 * (EXPIRED after it was connected) and that has no usable one: a reconnect
 * link for that same account, as the kit's Reconnect makes (the user gives
 * consent or a key again), rather than a second account. The entry names it
 * in `inactive_account`. Null when there is no such account.
 */
export function reconnectSessionAccount(ctx: ToolContext, session: ToolRouterSessionRecord, toolkit: CatalogToolkit): SessionConnection | null {
  const accounts = sessionAccounts(ctx, session, toolkit.slug);
  if (accounts.some((account) => isUsable(ctx, account))) return null;
  // Only the user's own: another user's SHARED account is reconnected by its owner, with their credentials.
  const expired = accounts.find(
    (account) => account.user_id === session.user_id && account.status === 'EXPIRED' && !account.is_disabled && connectedAtOf(account) !== null,
  );
  if (!expired) return null;
  const refreshed = refreshAccount(ctx.service, ctx.origin, ctx.project, expired, {
    redirectUrl: session.manage_connections.callback_url ?? undefined,
    validateCredentials: false,
    collectCredentials: true,
  });
  const token = refreshed.redirect_url?.split('/').pop();
  return {
    toolkit: toolkit.slug,
    connected: refreshed.status === 'ACTIVE',
    status: refreshed.status,
    connected_account_id: refreshed.id,
    ...(refreshed.redirect_url ? { redirect_url: refreshed.redirect_url } : {}),
    ...(token ? { link_token: token } : {}),
    inactive_account: inactiveAccountOf(expired),
  };
}
