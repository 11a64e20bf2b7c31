import type { ProjectRecord } from '../projects/records';
import { keepApprovalLists } from './keepApprovalLists';
import type { Service } from '../Service';
import { requireOfferedPreload, resolveSessionSettings, sessionMetaTools } from './resolveSessionSettings';
import type { SessionConfigRecord } from './SessionConfigRecord';
import type { UpdateSessionInput } from './sessionConfigSchemas';
import { sessionSettings } from './sessionSettings';
import type { ToolRouterSessionRecord, ToolRouterSessionSettings } from './ToolRouterSessionRecord';

/** Versions a session keeps besides its current one; the oldest go first. */
const MAX_ARCHIVED_CONFIGS = 100;

/** `<session id>.v<version>`: the id of an archived configuration. */
const sessionConfigId = (sessionId: string, version: number) => `${sessionId}.v${version}`;

/**
 * Replaces the settings an update gives (checked as on create, against the
 * session's user; `require_approval` lists kept unless named, see
 * `keepApprovalLists`), keeps the configuration it replaces in the session's
 * history (the newest MAX_ARCHIVED_CONFIGS) and counts the version up: every
 * update is a new version, as the vendor's.
 */
export function updateToolRouterSession(
  service: Service,
  project: ProjectRecord,
  session: ToolRouterSessionRecord,
  input: UpdateSessionInput,
): ToolRouterSessionRecord {
  const given = resolveSessionSettings(service, project, session.user_id, {
    ...input,
    connected_accounts: input.connected_accounts ?? undefined,
    manage_connections: input.manage_connections ?? undefined,
    workbench: input.workbench ?? undefined,
    preload: input.preload ?? undefined,
  });
  const resolved = keepApprovalLists(sessionSettings(session), given, input);
  const now = service.clock().toISOString();
  // null puts a field back to what a new session has.
  const next: ToolRouterSessionSettings = {
    ...sessionSettings(session),
    ...resolved,
    ...(input.connected_accounts === null && { connected_accounts: {} }),
    ...(input.manage_connections === null && { manage_connections: { enabled: true, callback_url: null, enable_wait_for_connections: false } }),
    ...(input.workbench === null && { workbench: { proxy_execution_enabled: false } }),
    ...(input.preload === null && { preload: { tools: [] } }),
  };
  requireOfferedPreload(service, next);
  const updated: ToolRouterSessionRecord = {
    ...session,
    ...next,
    tool_router_tools: sessionMetaTools(next),
    config_version: session.config_version + 1,
    config_updated_at: now,
  };
  const archived: SessionConfigRecord = {
    ...sessionSettings(session),
    id: sessionConfigId(session.id, session.config_version),
    project_id: session.project_id,
    session_id: session.id,
    user_id: session.user_id,
    version: session.config_version,
    archived_at: now,
  };
  const { store } = service;
  return store.transaction(() => {
    store.put('tool_router_session_configs', archived);
    const kept = store.count('tool_router_session_configs', { session_id: session.id });
    if (kept > MAX_ARCHIVED_CONFIGS) {
      const oldest = store.find('tool_router_session_configs', {
        where: { session_id: session.id },
        orderBy: 'version',
        limit: kept - MAX_ARCHIVED_CONFIGS,
      });
      for (const config of oldest) store.remove('tool_router_session_configs', config.id);
    }
    return store.put('tool_router_sessions', updated);
  });
}
