import type { SessionConnection } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import { pinnedAccounts } from './sessionSettings';
import { pinnedSharedAccounts } from './pinnedSharedAccounts';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import type { ToolContext } from '../tools/ToolContext';

/** Waiting for the user on the hosted page: it may still become ACTIVE. */
export const isPending = (account: ConnectedAccountRecord) => account.status === 'INITIATED' || account.status === 'INITIALIZING';

/**
 * The session user's live accounts of a toolkit, with the pinned SHARED
 * accounts of others its ACL lets them use, newest first, narrowed to the
 * session's pinned accounts or auth config.
 */
export function sessionAccounts(ctx: ToolContext, session: ToolRouterSessionRecord, toolkitSlug: string): ConnectedAccountRecord[] {
  const pinned = pinnedAccounts(session, toolkitSlug);
  const viaConfig = session.auth_configs[toolkitSlug];
  const allowed = (account: ConnectedAccountRecord) =>
    pinned.length > 0 ? pinned.includes(account.id) : viaConfig === undefined || account.auth_config_id === viaConfig;
  const own = ctx.service.store.find('connected_accounts', {
    where: { project_id: session.project_id, user_id: session.user_id, toolkit_slug: toolkitSlug, deleted_at: null },
  });
  return [...own, ...pinnedSharedAccounts(ctx.service, session, toolkitSlug)]
    .filter(allowed)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** An account the session's tools can run with now: ACTIVE, not disabled, its auth config enabled. */
export function isUsable(ctx: ToolContext, account: ConnectedAccountRecord): boolean {
  return account.status === 'ACTIVE' && !account.is_disabled && ctx.service.store.get('auth_configs', account.auth_config_id)?.status !== 'DISABLED';
}

/**
 * Whether the session's user can run a toolkit's tools now: connected
 * means a usable account, or a no-auth toolkit (nothing to connect). The
 * account shown is the usable one, else the newest.
 */
export function sessionConnection(ctx: ToolContext, session: ToolRouterSessionRecord, toolkit: CatalogToolkit): SessionConnection {
  const accounts = sessionAccounts(ctx, session, toolkit.slug);
  const shown = accounts.find((account) => isUsable(ctx, account)) ?? accounts[0];
  return {
    toolkit: toolkit.slug,
    connected: toolkit.noAuth || (shown !== undefined && isUsable(ctx, shown)),
    status: shown?.status ?? null,
    connected_account_id: shown?.id ?? null,
  };
}
