import type { ApiVersion, ToolRouterSession, ToolRouterSessionConfig } from '@patchbay/client';
import type { Service } from '../Service';
import { sessionToolkitSlugs } from './sessionSettings';
import type { ToolRouterSessionRecord, ToolRouterSessionSettings } from './ToolRouterSessionRecord';

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
    toolkits: {
      enabled: sessionToolkitSlugs(service, settings),
      ...(settings.toolkits.require_approval && { require_approval: settings.toolkits.require_approval }),
    },
    auth_configs: settings.auth_configs,
    connected_accounts: Object.fromEntries(pins) as Record<string, string | string[]>,
    manage_connections: callback_url ? { ...manage, callback_url } : manage,
    tools: settings.tools,
    tags: settings.tags,
    workbench: settings.workbench,
    preload: { tools: settings.preload.tools === 'all' ? 'all' : [...settings.preload.tools] },
    search: { enable: settings.search?.enable ?? true },
    execute: { enable_multi_execute: settings.execute?.enable_multi_execute ?? true },
    ...(settings.multi_account && { multi_account: { ...settings.multi_account } }),
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
