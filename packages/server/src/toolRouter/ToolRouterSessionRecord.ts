import type { ApiVersion, McpTag, ToolRouterSession, ToolRouterSessionConfig } from '@patchbay/client';
import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/** What a session's configuration holds: replaced by updates, kept per version in its history. */
export interface ToolRouterSessionSettings {
  /** As requested: an allow list, or a deny list over the whole catalog. */
  toolkits: { mode: 'enable' | 'disable'; slugs: string[] };
  auth_configs: Record<string, string>;
  /** toolkit slug -> the pinned accounts, the default first. */
  connected_accounts: Record<string, string[]>;
  manage_connections: { enabled: boolean; callback_url: string | null; enable_wait_for_connections: boolean };
  tools: Record<string, { enabled: string[] }>;
  tags: { enabled: McpTag[]; disabled: McpTag[] };
  workbench: { proxy_execution_enabled: boolean };
  /** The meta tools the session's MCP server offers. */
  tool_router_tools: string[];
}

/** Stored in 'tool_router_sessions'; the id is the session id ('trs_...'). */
export interface ToolRouterSessionRecord extends ToolRouterSessionSettings {
  id: string;
  project_id: string;
  user_id: string;
  /** 1 when created, one more with each update. */
  config_version: number;
  /** When the current configuration took effect. */
  config_updated_at: string;
  created_at: string;
}

/** A record stored before pinned accounts were lists and configurations had versions. */
type StoredSession = Omit<ToolRouterSessionRecord, 'connected_accounts' | 'config_version' | 'config_updated_at'> & {
  connected_accounts: Record<string, string | string[]>;
  config_version?: number;
  config_updated_at?: string;
};

/** Reads a stored session in today's shape: one pinned id becomes a list of one, and no version is version 1. */
function upgrade(stored: StoredSession): ToolRouterSessionRecord {
  const pins = Object.entries(stored.connected_accounts).map(([slug, ids]) => [slug, typeof ids === 'string' ? [ids] : ids]);
  return {
    ...stored,
    connected_accounts: Object.fromEntries(pins) as Record<string, string[]>,
    config_version: stored.config_version ?? 1,
    config_updated_at: stored.config_updated_at ?? stored.created_at,
  };
}

export function findToolRouterSession(service: Service, project: ProjectRecord, id: string): ToolRouterSessionRecord {
  const session: StoredSession | undefined = service.store.get('tool_router_sessions', id);
  if (!session || session.project_id !== project.id) throw notFound('Tool router session', id);
  return upgrade(session);
}

/** The settings part of a session, as its history keeps it. */
export function sessionSettings(session: ToolRouterSessionRecord): ToolRouterSessionSettings {
  const { toolkits, auth_configs, connected_accounts, manage_connections, tools, tags, workbench, tool_router_tools } = session;
  return { toolkits, auth_configs, connected_accounts, manage_connections, tools, tags, workbench, tool_router_tools };
}

/** The accounts a session pins for a toolkit, the default first; empty when it pins none. */
export function pinnedAccounts(session: ToolRouterSessionSettings, toolkitSlug: string): readonly string[] {
  return session.connected_accounts[toolkitSlug] ?? [];
}

/** Whether a toolkit belongs to the session's set. */
export function sessionHasToolkit(session: ToolRouterSessionSettings, slug: string): boolean {
  const listed = session.toolkits.slugs.includes(slug);
  return session.toolkits.mode === 'enable' ? listed : !listed;
}

/** The session's toolkit slugs, in catalog order. */
export function sessionToolkitSlugs(service: Service, session: ToolRouterSessionSettings): string[] {
  return service.catalog.toolkits.map((t) => t.slug).filter((slug) => sessionHasToolkit(session, slug));
}

export function toolRouterMcpUrl(origin: string, sessionId: string): string {
  return `${origin}/mcp/tool_router/${sessionId}`;
}

/**
 * A configuration as answered: pinned accounts as one id per toolkit under
 * `/api/v3` (spec 2.7: the default), as lists under `/api/v3.1` (the vendor's).
 */
export function toSessionConfigWire(
  service: Service,
  userId: string,
  settings: ToolRouterSessionSettings,
  version: ApiVersion,
): ToolRouterSessionConfig {
  const { callback_url, ...manage } = settings.manage_connections;
  const pins = Object.entries(settings.connected_accounts).map(([slug, ids]) => [slug, version === 'v3' ? ids[0] : ids]);
  return {
    user_id: userId,
    toolkits: { enabled: sessionToolkitSlugs(service, settings) },
    auth_configs: settings.auth_configs,
    connected_accounts: Object.fromEntries(pins) as Record<string, string | string[]>,
    manage_connections: callback_url ? { ...manage, callback_url } : manage,
    tools: settings.tools,
    tags: settings.tags,
    workbench: settings.workbench,
  };
}

export function toToolRouterSessionWire(service: Service, origin: string, session: ToolRouterSessionRecord, version: ApiVersion): ToolRouterSession {
  return {
    session_id: session.id,
    mcp: { type: 'http', url: toolRouterMcpUrl(origin, session.id) },
    tool_router_tools: session.tool_router_tools,
    config_version: session.config_version,
    config: toSessionConfigWire(service, session.user_id, session, version),
  };
}
