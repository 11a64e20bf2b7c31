import type { CatalogToolkit } from '../catalog/types';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { createDefaultAuthConfig } from './defaultAuthConfig';
import { requireEnabledAuthConfig } from './authConfigRules';
import type { AuthConfigRecord } from './records';

/**
 * The auth config a toolkit is used through when the caller names only the
 * toolkit (the vendor's MCP servers of toolkits): the project's newest
 * enabled one; when it has none at all, its default vendor-managed one,
 * created here (no credentials of the caller's), as the hosted service does.
 * When every config of the toolkit is disabled, 422: an admin turned it off.
 * The read and the create are one immediate transaction, so two requests
 * never both find none and create two (see defaultAuthConfig).
 */
export function toolkitAuthConfig(service: Service, project: ProjectRecord, toolkit: CatalogToolkit): AuthConfigRecord {
  return service.store.transaction(() => {
    const configs = service.store.find('auth_configs', { where: { project_id: project.id, toolkit_slug: toolkit.slug }, direction: 'desc' });
    const enabled = configs.find((config) => config.status === 'ENABLED');
    if (enabled) return enabled;
    if (configs[0]) return requireEnabledAuthConfig(service, project, configs[0].id);
    return createDefaultAuthConfig(service, project, toolkit);
  }, 'immediate');
}
