import type { Store } from '../collections/Store';

/** Marks every live key of the project deleted (spec 5 rule 5); returns how many. */
export function revokeProjectKeys(store: Store, projectId: string, at: string): number {
  let revoked = 0;
  for (const key of store.find('api_keys', { where: { project_id: projectId } })) {
    if (key.deleted_at !== null) continue;
    store.put('api_keys', { ...key, deleted_at: at });
    revoked += 1;
  }
  return revoked;
}
