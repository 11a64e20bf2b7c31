import type { CatalogToolkit } from '../catalog/types';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { createAuthConfig } from './createAuthConfig';
import { vendorManagedScheme } from './toolkitAuthSchemes';
import { requireEnabledAuthConfig } from './authConfigRules';
import type { AuthConfigRecord } from './records';

/**
 * The auth config a toolkit is used through when the caller names only the
 * toolkit (the vendor's MCP servers of toolkits): the project's newest
 * enabled one; when it has none at all, its default vendor-managed one,
 * created here (no credentials of the caller's), as the hosted service does.
 * When every config of the toolkit is disabled, 422: an admin turned it off.
 */
export function toolkitAuthConfig(service: Service, project: ProjectRecord, toolkit: CatalogToolkit): AuthConfigRecord {
  const configs = service.store.find('auth_configs', { where: { project_id: project.id, toolkit_slug: toolkit.slug }, direction: 'desc' });
  const enabled = configs.find((config) => config.status === 'ENABLED');
  if (enabled) return enabled;
  if (configs[0]) return requireEnabledAuthConfig(service, project, configs[0].id);
  return createAuthConfig(service, project, { toolkit, authScheme: vendorManagedScheme(toolkit), isVendorManaged: true });
}
