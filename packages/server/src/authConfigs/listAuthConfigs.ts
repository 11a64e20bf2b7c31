import type { CursorPage } from '@patchbay/client';
import { keysetPage, paginate } from '../http/pagination';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { AuthConfigListQuery } from './authConfigsSchemas';
import type { AuthConfigRecord } from './records';

/** A page of the project's auth configs, newest first, as the list's filters narrow them. */
export function listAuthConfigs(service: Service, project: ProjectRecord, input: AuthConfigListQuery): CursorPage<AuthConfigRecord> {
  const showDisabled = input.show_disabled ?? true;
  // Newest first: reverse insertion order.
  const where = { project_id: project.id, toolkit_slug: input.toolkit_slug, status: showDisabled ? undefined : 'ENABLED' };
  const search = input.search?.trim().toLowerCase();
  const managed = input.is_composio_managed;
  if (managed === undefined && !search) return keysetPage(service.store, 'auth_configs', { where, direction: 'desc' }, input);
  // The vendor's filters are not columns: a project's auth configs (a settings-sized list) are filtered here.
  return paginate(
    service.store
      .find('auth_configs', { where, direction: 'desc' })
      .filter((ac) => (managed === undefined || ac.is_vendor_managed === managed) && (!search || matchesSearch(ac, search))),
    input,
  );
}

function matchesSearch(config: AuthConfigRecord, search: string): boolean {
  return [config.name ?? '', config.id, config.toolkit_slug].some((text) => text.toLowerCase().includes(search));
}
