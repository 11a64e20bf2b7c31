import type { Service } from '../Service';
import { findLiveProject } from './projectRules';
import { revokeProjectKeys } from './revokeProjectKeys';

/** Soft delete (spec 3): the record and its resources stay, the keys stop working. */
export function deleteProject(service: Service, orgId: string, projectId: string): void {
  const { store, clock } = service;
  store.transaction(() => {
    const project = findLiveProject(store, orgId, projectId);
    const at = clock().toISOString();
    store.put('projects', { ...project, deleted_at: at });
    revokeProjectKeys(store, project.id, at);
  });
}
