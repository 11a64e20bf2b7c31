import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { updateProjectConfigBody } from './projectsSchemas';
import { projectConfigOf } from './projectSettings';
import { updateProjectConfig } from './updateProjectConfig';

/**
 * The vendor's settings of the API key's own project (`/org/project/config`,
 * project key): its branding among them, read by the hosted pages on every
 * request, so a change shows on the next page load.
 */
export const projectConfigRoutes = new Hono<AppEnv>();

route(projectConfigRoutes, 'projects.getConfig', (c) => c.json(projectConfigOf(c.var.project)));

route(projectConfigRoutes, 'projects.updateConfig', { body: updateProjectConfigBody }, (c, { body: update }) => {
  return c.json(projectConfigOf(updateProjectConfig(c.var.service, c.var.project, update)));
});
