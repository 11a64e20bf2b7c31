import type { CreateProjectResponse } from '@patchbay/client';
import { addProjectKey, generateProjectKey } from './addProjectKey';
import { newId } from '../ids';
import type { Service } from '../Service';
import { requireUniqueName } from './projectRules';

export interface NewProject {
  name: string;
  config: Record<string, unknown>;
  /** Also issue the project's first API key, answered once, in full. */
  withApiKey: boolean;
}

/** Creates a project of the organization under a name no live project of it has (409 otherwise). */
export function createProject(service: Service, orgId: string, input: NewProject): CreateProjectResponse {
  const { store, clock } = service;
  return store.transaction((): CreateProjectResponse => {
    requireUniqueName(store, orgId, input.name);
    const id = newId('project');
    const project = store.put('projects', {
      id,
      project_id: id,
      org_id: orgId,
      name: input.name.trim(),
      config: input.config,
      created_at: clock().toISOString(),
      deleted_at: null,
    });
    if (!input.withApiKey) return { id: project.id, name: project.name };
    const key = generateProjectKey();
    addProjectKey(store, project.id, key, clock);
    return { id: project.id, name: project.name, api_key: key };
  });
}
