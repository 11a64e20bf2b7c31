import type { Service } from '../Service';
import type { ToolRouterSessionRecord, ToolRouterSessionSettings } from './ToolRouterSessionRecord';

/** The settings part of a session, as its history keeps it. */
export function sessionSettings(session: ToolRouterSessionRecord): ToolRouterSessionSettings {
  const { toolkits, auth_configs, connected_accounts, manage_connections, tools, tags, workbench, preload, tool_router_tools } = session;
  const { search, execute, multi_account } = session;
  return {
    toolkits,
    auth_configs,
    connected_accounts,
    manage_connections,
    tools,
    tags,
    workbench,
    preload,
    tool_router_tools,
    ...(search && { search }),
    ...(execute && { execute }),
    ...(multi_account && { multi_account }),
  };
}

/** The accounts a session pins for a toolkit, the default first; empty when it pins none. */
export function pinnedAccounts(session: ToolRouterSessionSettings, toolkitSlug: string): readonly string[] {
  return session.connected_accounts[toolkitSlug] ?? [];
}

/** Whether a toolkit belongs to the session's set. */
export function sessionHasToolkit(session: Pick<ToolRouterSessionSettings, 'toolkits'>, slug: string): boolean {
  const listed = session.toolkits.slugs.includes(slug);
  return session.toolkits.mode === 'enable' ? listed : !listed;
}

/** The session's toolkit slugs, in catalog order. */
export function sessionToolkitSlugs(service: Service, session: ToolRouterSessionSettings): string[] {
  return service.catalog.toolkits.map((t) => t.slug).filter((slug) => sessionHasToolkit(session, slug));
}
