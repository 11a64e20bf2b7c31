import { newId } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { CreateSessionInput } from './sessionConfigSchemas';
import { requireOfferedPreload, resolveSessionSettings, sessionMetaTools } from './resolveSessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/** Checks every slug and id the body names, then stores the session (version 1 of its configuration). */
export function createToolRouterSession(service: Service, project: ProjectRecord, input: CreateSessionInput): ToolRouterSessionRecord {
  // No toolkits given means every toolkit: null resolves to an empty deny list.
  const settings = resolveSessionSettings(service, project, input.user_id, { ...input, toolkits: input.toolkits ?? null });
  const manage = settings.manage_connections ?? { enabled: true, callback_url: null, enable_wait_for_connections: false };
  const now = service.clock().toISOString();
  const toolkits = settings.toolkits ?? { mode: 'disable', slugs: [] };
  const tools = settings.tools ?? {};
  const tags = settings.tags ?? { enabled: [], disabled: [] };
  const session: ToolRouterSessionRecord = {
    id: newId('toolRouterSession'),
    project_id: project.id,
    user_id: input.user_id,
    toolkits,
    auth_configs: settings.auth_configs ?? {},
    connected_accounts: settings.connected_accounts ?? {},
    manage_connections: manage,
    tools,
    tags,
    workbench: settings.workbench ?? { proxy_execution_enabled: false },
    preload: settings.preload ?? { tools: [] },
    ...(settings.search && { search: settings.search }),
    ...(settings.execute && { execute: settings.execute }),
    ...(settings.multi_account && { multi_account: settings.multi_account }),
    tool_router_tools: sessionMetaTools({ manage_connections: manage, toolkits, tools, tags, search: settings.search, execute: settings.execute }),
    config_version: 1,
    config_updated_at: now,
    created_at: now,
  };
  requireOfferedPreload(service, session);
  return service.store.put('tool_router_sessions', session);
}
