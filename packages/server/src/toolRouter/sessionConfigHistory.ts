import type { ApiVersion, SessionConfigVersion } from '@patchbay/client';
import type { Service } from '../Service';
import { toSessionConfigWire } from './toToolRouterSessionWire';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/**
 * A session's configurations, newest first: the live one (`is_current`,
 * dated when it took effect) then those updates replaced (dated when they
 * were replaced). At most MAX_ARCHIVED_CONFIGS + 1, so a page is cut in memory.
 */
export function sessionConfigHistory(service: Service, session: ToolRouterSessionRecord, version: ApiVersion): SessionConfigVersion[] {
  const archived = service.store.find('tool_router_session_configs', { where: { session_id: session.id }, orderBy: 'version', direction: 'desc' });
  return [
    {
      version: session.config_version,
      is_current: true,
      created_at: session.config_updated_at,
      config: toSessionConfigWire(service, session.user_id, session, version),
    },
    ...archived.map((config): SessionConfigVersion => ({
      version: config.version,
      is_current: false,
      created_at: config.archived_at,
      // A configuration archived before sessions preloaded tools preloaded none.
      config: toSessionConfigWire(
        service,
        config.user_id,
        { ...config, preload: (config as Partial<typeof config>).preload ?? { tools: [] } },
        version,
      ),
    })),
  ];
}
