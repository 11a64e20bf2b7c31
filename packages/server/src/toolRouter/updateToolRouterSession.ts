import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ProjectRecord } from '../projects/records';
import { findToolRouterSession } from './findToolRouterSession';
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

/** 409: the session moved past the version the update was made against. */
function staleVersion(session: ToolRouterSessionRecord, expected: number): ApiError {
  const message = `the session is at config_version ${session.config_version}, not ${expected}`;
  return new ApiError('CONFLICT', `Tool router session '${session.id}' changed since version ${expected}: ${message}; the update was not applied.`, {
    ...atField('body.expected_config_version', 'invalid_value', message),
    suggestedFix: `Read the session again (GET /api/v3.1/tool_router/session/${session.id}), apply your change to its configuration and send it with expected_config_version ${session.config_version}; or leave expected_config_version out to apply it regardless.`,
  });
}

/**
 * Replaces the settings an update gives (checked as on create, against the
 * session's user; `require_approval` lists kept unless named, see
 * `keepApprovalLists`), keeps the configuration it replaces in the session's
 * history (the newest MAX_ARCHIVED_CONFIGS) and counts the version up: every
 * update is a new version, as the vendor's. With `expected_config_version`
 * it applies only while the session is at that version (409 otherwise, the
 * vendor's answer its SDK throws as ComposioSessionConfigConflictError): the
 * session is read, compared and written in one write transaction, so of two
 * updates made against the same version exactly one applies.
 */
export function updateToolRouterSession(
  service: Service,
  project: ProjectRecord,
  pathSession: ToolRouterSessionRecord,
  input: UpdateSessionInput,
): ToolRouterSessionRecord {
  const { store } = service;
  return store.transaction(() => {
    // Read again under the write lock: the version compared is the one replaced.
    const session = findToolRouterSession(service, project, pathSession.id);
    const expected = input.expected_config_version;
    if (typeof expected === 'number' && expected !== session.config_version) throw staleVersion(session, expected);
    const updated = nextSession(service, project, session, input);
    const archived: SessionConfigRecord = {
      ...sessionSettings(session),
      id: sessionConfigId(session.id, session.config_version),
      project_id: session.project_id,
      session_id: session.id,
      user_id: session.user_id,
      version: session.config_version,
      archived_at: updated.config_updated_at,
    };
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
  }, 'immediate');
}

/** The session as the update leaves it, one version on. */
function nextSession(service: Service, project: ProjectRecord, session: ToolRouterSessionRecord, input: UpdateSessionInput): ToolRouterSessionRecord {
  const given = resolveSessionSettings(service, project, session.user_id, {
    ...input,
    connected_accounts: input.connected_accounts ?? undefined,
    manage_connections: input.manage_connections ?? undefined,
    workbench: input.workbench ?? undefined,
    preload: input.preload ?? undefined,
    search: input.search ?? undefined,
    execute: input.execute ?? undefined,
    multi_account: input.multi_account ?? undefined,
  });
  const resolved = keepApprovalLists(sessionSettings(session), given, input);
  // null puts a field back to what a new session has.
  const next: ToolRouterSessionSettings = {
    ...sessionSettings(session),
    ...resolved,
    ...(input.connected_accounts === null && { connected_accounts: {} }),
    ...(input.manage_connections === null && { manage_connections: { enabled: true, callback_url: null, enable_wait_for_connections: false } }),
    ...(input.workbench === null && { workbench: { proxy_execution_enabled: false } }),
    ...(input.preload === null && { preload: { tools: [] } }),
  };
  if (input.search === null) delete next.search;
  if (input.execute === null) delete next.execute;
  if (input.multi_account === null) delete next.multi_account;
  requireOfferedPreload(service, next);
  return {
    ...withoutSettings(session),
    ...next,
    tool_router_tools: sessionMetaTools(next),
    config_version: session.config_version + 1,
    config_updated_at: service.clock().toISOString(),
  };
}

/** A session's record without its optional settings, which the next settings give again when they still hold. */
function withoutSettings(session: ToolRouterSessionRecord): ToolRouterSessionRecord {
  const { search: _search, execute: _execute, multi_account: _multiAccount, ...rest } = session;
  return rest;
}
