import type { ApiKeyRecord } from '../records';
import type { Store } from '../store/Store';

/** Marks every live key of the project deleted (spec 5 rule 5); returns how many. */
export function revokeProjectKeys(store: Store, projectId: string, at: string): number {
  let revoked = 0;
  for (const key of store.list<ApiKeyRecord>('api_keys', projectId)) {
    if (key.deleted_at !== null) continue;
    store.put<ApiKeyRecord>('api_keys', { ...key, deleted_at: at });
    revoked += 1;
  }
  return revoked;
}
