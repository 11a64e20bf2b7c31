import type { Clock } from '../clock';
import type { Store } from '../collections/Store';
import { hashKey } from '../http/keys';
import { newId, secret } from '../ids';
import type { ApiKeyRecord } from './records';

/** A new project key: the secret its holder sends, stored only as its hash. */
export function generateProjectKey(): string {
  return secret('pb_proj_');
}

/** Adds a new key to a project and returns the stored record. */
export function addProjectKey(store: Store, projectId: string, key: string, clock: Clock): ApiKeyRecord {
  return store.put('api_keys', {
    id: hashKey(key),
    project_id: projectId,
    key_id: newId('apiKey'),
    name: `key-${secret('').slice(0, 8).toLowerCase()}`,
    created_at: clock().toISOString(),
    deleted_at: null,
  });
}
