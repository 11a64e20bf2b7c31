import type { CreateProjectResponse, CursorPage, DeleteProjectResponse, Project, RegenerateApiKeyResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { addProjectKey, generateProjectKey } from '../bootstrap';
import { body, params, query, type AppEnv } from '../http/context';
import { keysetPage } from '../http/pagination';
import { pageLimit } from '../http/validate';
import { newId } from '../ids';
import { projectConfigSchema } from './projectBranding';
import { findLiveProject, projectIdParam, projectName, requireUniqueName } from './projectRules';
import { revokeProjectKeys } from './revokeProjectKeys';

/** Spec 4.9: organization-key endpoints that manage projects and their keys. */
export const projectsRoutes = new Hono<AppEnv>();

export const createBody = z.object({
  name: projectName,
  should_create_api_key: z.boolean({ error: 'expected a boolean' }).default(false),
  config: projectConfigSchema.default({}),
});

route(projectsRoutes, 'projects.create', async (c) => {
  const input = await body(c, 'projects.create', createBody);
  const { store, clock } = c.var.service;
  const orgId = c.var.orgId;
  const result = store.transaction((): CreateProjectResponse => {
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
    if (!input.should_create_api_key) return { id: project.id, name: project.name };
    const key = generateProjectKey();
    addProjectKey(store, project.id, key, clock);
    return { id: project.id, name: project.name, api_key: key };
  });
  return c.json(result, 201);
});

export const listQuery = z.object({ limit: pageLimit(), cursor: z.string().optional() });

route(projectsRoutes, 'projects.list', (c) => {
  const input = query(c, 'projects.list', listQuery);
  const page = keysetPage(c.var.service.store, 'projects', { where: { org_id: c.var.orgId, deleted_at: null } }, input);
  return c.json<CursorPage<Project>>({ ...page, items: page.items.map((p) => ({ id: p.id, name: p.name, created_at: p.created_at })) });
});

route(projectsRoutes, 'projects.regenerateApiKey', (c) => {
  const { nano_id } = params(c, projectIdParam);
  const { store, clock } = c.var.service;
  const result = store.transaction((): RegenerateApiKeyResponse => {
    const project = findLiveProject(store, c.var.orgId, nano_id);
    const revoked = revokeProjectKeys(store, project.id, clock().toISOString());
    const key = generateProjectKey();
    const record = addProjectKey(store, project.id, key, clock);
    return {
      api_key: { id: record.key_id, name: record.name, key, created_at: record.created_at },
      message: `Created a new API key for project '${project.name}'; ${revoked} earlier key${revoked === 1 ? ' was' : 's were'} invalidated.`,
    };
  });
  return c.json(result);
});

route(projectsRoutes, 'projects.delete', (c) => {
  const { nano_id } = params(c, projectIdParam);
  const { store, clock } = c.var.service;
  store.transaction(() => {
    const project = findLiveProject(store, c.var.orgId, nano_id);
    const at = clock().toISOString();
    // Soft delete (spec 3): the record and its resources stay, the keys stop working.
    store.put('projects', { ...project, deleted_at: at });
    revokeProjectKeys(store, project.id, at);
  });
  const response: DeleteProjectResponse = { status: 'deleted' };
  return c.json(response);
});
