import type { CursorPage, DeleteProjectResponse, Project } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { keysetPage } from '../http/pagination';
import { createProject } from './createProject';
import { deleteProject } from './deleteProject';
import { projectDetails } from './projectDetails';
import { createProjectBody, listProjectsQuery, projectIdParams } from './projectsSchemas';
import { regenerateProjectKey } from './regenerateProjectKey';

/** Spec 4.9: organization-key endpoints that manage projects and their keys. */
export const projectsRoutes = new Hono<AppEnv>();

route(projectsRoutes, 'projects.create', { body: createProjectBody }, (c, { body: input }) => {
  const created = createProject(c.var.service, c.var.orgId, { name: input.name, config: input.config, withApiKey: input.should_create_api_key });
  return c.json(created, 201);
});

route(projectsRoutes, 'projects.list', { query: listProjectsQuery }, (c, { query: input }) => {
  const page = keysetPage(c.var.service.store, 'projects', { where: { org_id: c.var.orgId, deleted_at: null } }, input);
  return c.json<CursorPage<Project>>({ ...page, items: page.items.map((p) => ({ id: p.id, name: p.name, created_at: p.created_at })) });
});

route(projectsRoutes, 'projects.get', (c) => {
  const { nano_id } = params(c, projectIdParams);
  return c.json(projectDetails(c.var.service.store, c.var.orgId, nano_id));
});

route(projectsRoutes, 'projects.regenerateApiKey', (c) => {
  const { nano_id } = params(c, projectIdParams);
  return c.json(regenerateProjectKey(c.var.service, c.var.orgId, nano_id));
});

route(projectsRoutes, 'projects.delete', (c) => {
  const { nano_id } = params(c, projectIdParams);
  deleteProject(c.var.service, c.var.orgId, nano_id);
  return c.json<DeleteProjectResponse>({ status: 'deleted' });
});
