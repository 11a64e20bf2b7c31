import { ApiError, notFound } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ProjectRecord } from './records';
import type { Store } from '../collections/Store';

/** Names compare case-insensitively, so 'Billing' and 'billing' cannot both exist. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function liveProjects(store: Store, orgId: string): ProjectRecord[] {
  return store.find('projects', { where: { org_id: orgId, deleted_at: null } });
}

export function requireUniqueName(store: Store, orgId: string, name: string): void {
  if (liveProjects(store, orgId).some((p) => sameName(p.name, name))) {
    throw new ApiError('CONFLICT', `A project named '${name.trim()}' already exists in this organization.`, {
      ...atField('body.name', 'invalid_value', 'already used by another project'),
      suggestedFix: 'Choose another name, or delete the existing project first.',
    });
  }
}

/** A live project of the organization; deleted or foreign projects answer 404. */
export function findLiveProject(store: Store, orgId: string, id: string): ProjectRecord {
  const project = store.get('projects', id);
  if (!project || project.org_id !== orgId || project.deleted_at !== null) throw notFound('Project', id);
  return project;
}
