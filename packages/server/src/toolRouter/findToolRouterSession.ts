import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/** A record stored before pinned accounts were lists, configurations had versions and sessions preloaded tools. */
type StoredSession = Omit<ToolRouterSessionRecord, 'connected_accounts' | 'config_version' | 'config_updated_at' | 'preload'> & {
  connected_accounts: Record<string, string | string[]>;
  config_version?: number;
  config_updated_at?: string;
  preload?: ToolRouterSessionRecord['preload'];
};

/** Reads a stored session in today's shape: one pinned id becomes a list of one, no version is version 1, no preload preloads nothing. */
function upgrade(stored: StoredSession): ToolRouterSessionRecord {
  const pins = Object.entries(stored.connected_accounts).map(([slug, ids]) => [slug, typeof ids === 'string' ? [ids] : ids]);
  return {
    ...stored,
    connected_accounts: Object.fromEntries(pins) as Record<string, string[]>,
    config_version: stored.config_version ?? 1,
    config_updated_at: stored.config_updated_at ?? stored.created_at,
    preload: stored.preload ?? { tools: [] },
  };
}

export function findToolRouterSession(service: Service, project: ProjectRecord, id: string): ToolRouterSessionRecord {
  const session: StoredSession | undefined = service.store.get('tool_router_sessions', id);
  if (!session || session.project_id !== project.id) throw notFound('Tool router session', id);
  return upgrade(session);
}
