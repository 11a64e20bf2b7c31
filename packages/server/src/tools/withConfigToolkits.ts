import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/**
 * The toolkits to list tools of: those named, and those of the auth configs
 * named (the vendor's `auth_config_ids`, the project's own configs). Neither:
 * every toolkit.
 */
export function withConfigToolkits(
  service: Service,
  project: ProjectRecord,
  toolkits: string[] | undefined,
  authConfigIds: string[] | undefined,
): string[] | undefined {
  if (!authConfigIds) return toolkits;
  const fromConfigs = service.store
    .find('auth_configs', { where: { project_id: project.id, id: authConfigIds } })
    .map((config) => config.toolkit_slug);
  return [...new Set([...(toolkits ?? []), ...fromConfigs])];
}
