import type { ProjectDetails } from '@patchbay/client';
import type { Store } from '../collections/Store';
import { findLiveProject } from './projectRules';

/**
 * One live project of the organization with its live keys, oldest first. A
 * key is shown by its public id: the record's own id is the key's hash, and
 * the key itself was never kept.
 */
export function projectDetails(store: Store, orgId: string, id: string): ProjectDetails {
  const project = findLiveProject(store, orgId, id);
  const keys = store.find('api_keys', { where: { project_id: project.id } }).filter((key) => key.deleted_at === null);
  return {
    id: project.id,
    name: project.name,
    created_at: project.created_at,
    org_id: project.org_id,
    deleted: false,
    api_keys: keys
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.key_id.localeCompare(b.key_id))
      .map((key) => ({ id: key.key_id, name: key.name, created_at: key.created_at })),
  };
}
