import type { McpTag, ToolRouterSession } from '@patchbay/client';
import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/** Stored in 'tool_router_sessions'; the id is the session id ('trs_...'). */
export interface ToolRouterSessionRecord {
  id: string;
  project_id: string;
  user_id: string;
  /** As requested: an allow list, or a deny list over the whole catalog. */
  toolkits: { mode: 'enable' | 'disable'; slugs: string[] };
  auth_configs: Record<string, string>;
  connected_accounts: Record<string, string>;
  manage_connections: { enabled: boolean; callback_url: string | null; enable_wait_for_connections: boolean };
  tools: Record<string, { enabled: string[] }>;
  tags: { enabled: McpTag[]; disabled: McpTag[] };
  workbench: { proxy_execution_enabled: boolean };
  /** The meta tools the session's MCP server offers. */
  tool_router_tools: string[];
  created_at: string;
}

export function findToolRouterSession(service: Service, project: ProjectRecord, id: string): ToolRouterSessionRecord {
  const session = service.store.get('tool_router_sessions', id);
  if (!session || session.project_id !== project.id) throw notFound('Tool router session', id);
  return session;
}

/** Whether a toolkit belongs to the session's set. */
export function sessionHasToolkit(session: ToolRouterSessionRecord, slug: string): boolean {
  const listed = session.toolkits.slugs.includes(slug);
  return session.toolkits.mode === 'enable' ? listed : !listed;
}

/** The session's toolkit slugs, in catalog order. */
export function sessionToolkitSlugs(service: Service, session: ToolRouterSessionRecord): string[] {
  return service.catalog.toolkits.map((t) => t.slug).filter((slug) => sessionHasToolkit(session, slug));
}

export function toolRouterMcpUrl(origin: string, sessionId: string): string {
  return `${origin}/mcp/tool_router/${sessionId}`;
}

export function toToolRouterSessionWire(service: Service, origin: string, session: ToolRouterSessionRecord): ToolRouterSession {
  const { callback_url, ...manage } = session.manage_connections;
  return {
    session_id: session.id,
    mcp: { type: 'http', url: toolRouterMcpUrl(origin, session.id) },
    tool_router_tools: session.tool_router_tools,
    config: {
      user_id: session.user_id,
      toolkits: { enabled: sessionToolkitSlugs(service, session) },
      auth_configs: session.auth_configs,
      connected_accounts: session.connected_accounts,
      manage_connections: callback_url ? { ...manage, callback_url } : manage,
      tools: session.tools,
      tags: session.tags,
      workbench: session.workbench,
    },
  };
}
