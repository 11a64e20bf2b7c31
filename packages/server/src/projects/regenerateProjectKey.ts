import type { RegenerateApiKeyResponse } from '@patchbay/client';
import { addProjectKey, generateProjectKey } from './addProjectKey';
import type { Service } from '../Service';
import { findLiveProject } from './projectRules';
import { revokeProjectKeys } from './revokeProjectKeys';

/** Issues the project a new API key and invalidates every earlier one. */
export function regenerateProjectKey(service: Service, orgId: string, projectId: string): RegenerateApiKeyResponse {
  const { store, clock } = service;
  return store.transaction((): RegenerateApiKeyResponse => {
    const project = findLiveProject(store, orgId, projectId);
    const revoked = revokeProjectKeys(store, project.id, clock().toISOString());
    const key = generateProjectKey();
    const record = addProjectKey(store, project.id, key, clock);
    return {
      api_key: { id: record.key_id, name: record.name, key, created_at: record.created_at },
      message: `Created a new API key for project '${project.name}'; ${revoked} earlier key${revoked === 1 ? ' was' : 's were'} invalidated.`,
    };
  });
}
