import type { SessionConnection, SessionConnectionsData, ToolErrorCode } from '@patchbay/client';
import { SERVICE_ERRORS } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog';
import { sweepExpiredLinks } from '../connectedAccounts/linkSessions';
import { ApiError } from '../http/ApiError';
import { startSessionLink } from './startSessionLink';
import { sessionHasToolkit } from './sessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { reconnectSessionAccount } from './reconnectSessionAccount';
import { sessionConnection } from './sessionConnection';
import type { ToolContext } from '../tools/ToolContext';

/** A toolkit named in a meta tool's arguments: the catalog's, in the session, or why not (as an entry of the answer). */
export function sessionToolkitArg(ctx: ToolContext, session: ToolRouterSessionRecord, slug: string): CatalogToolkit | SessionConnection {
  const refused = (error: string, kind: 'BAD_REQUEST' | 'FORBIDDEN'): SessionConnection => ({
    toolkit: slug,
    connected: false,
    status: null,
    connected_account_id: null,
    error,
    error_code: SERVICE_ERRORS[kind].slug,
  });
  const toolkit = ctx.service.catalog.toolkit(slug);
  if (!toolkit) return refused(`Unknown toolkit '${slug}'.`, 'BAD_REQUEST');
  if (!sessionHasToolkit(session, slug)) return refused(`Toolkit '${slug}' is not part of tool router session '${session.id}'.`, 'FORBIDDEN');
  return toolkit;
}

export const isToolkit = (value: CatalogToolkit | SessionConnection): value is CatalogToolkit => 'slug' in value;

export interface ConnectionsResult {
  data: SessionConnectionsData;
  error: string | null;
  error_code: ToolErrorCode | null;
}

/** The answer: `error` and `error_code` say which toolkits could not be handled (the first one's slug). */
export function connectionsResult(connections: SessionConnection[], what: string): ConnectionsResult {
  const failed = connections.filter((connection) => connection.error !== undefined);
  const data: SessionConnectionsData = { connections, all_connected: connections.every((connection) => connection.connected) };
  if (failed.length === 0) return { data, error: null, error_code: null };
  const names = failed.map((connection) => connection.toolkit).join(', ');
  return {
    data,
    error: `${failed.length} of ${connections.length} toolkits could not be ${what}: ${names}.`,
    error_code: failed[0]?.error_code ?? null,
  };
}

/**
 * PATCHBAY_MANAGE_CONNECTIONS: each toolkit's connection for the session's
 * user; one that is not connected gets a real link session, the same as the
 * session's link endpoint (`POST .../session/{session_id}/link`), whose
 * redirect_url the user opens to connect it, or, when its account's access
 * ended, a link that reconnects that account (`inactive_account` names it).
 */
export function manageConnections(ctx: ToolContext, session: ToolRouterSessionRecord, slugs: readonly string[]): ConnectionsResult {
  sweepExpiredLinks(ctx.service, session.project_id);
  const connections = [...new Set(slugs)].map((slug): SessionConnection => {
    const toolkit = sessionToolkitArg(ctx, session, slug);
    if (!isToolkit(toolkit)) return toolkit;
    const current = sessionConnection(ctx, session, toolkit);
    if (current.connected) return current;
    try {
      const reconnect = reconnectSessionAccount(ctx, session, toolkit);
      if (reconnect) return reconnect;
      const link = startSessionLink(ctx.service, ctx.origin, ctx.project, session, { toolkit: toolkit.slug });
      return {
        ...current,
        status: 'INITIATED',
        connected_account_id: link.connected_account_id,
        redirect_url: link.redirect_url,
        link_token: link.link_token,
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { ...current, error: error.message, error_code: SERVICE_ERRORS[error.kind].slug };
    }
  });
  return connectionsResult(connections, 'connected');
}
