import { Hono } from 'hono';
import { body, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { updatedProjectConfig, updateProjectConfigBody } from './projectConfigUpdate';
import { projectConfigOf } from './projectSettings';

/**
 * The vendor's settings of the API key's own project (`/org/project/config`,
 * project key): its branding among them, read by the hosted pages on every
 * request, so a change shows on the next page load.
 */
export const projectConfigRoutes = new Hono<AppEnv>();

route(projectConfigRoutes, 'projects.getConfig', (c) => c.json(projectConfigOf(c.var.project)));

route(projectConfigRoutes, 'projects.updateConfig', async (c) => {
  const update = await body(c, 'projects.updateConfig', updateProjectConfigBody);
  const { store } = c.var.service;
  const saved = store.transaction(() => {
    // Read again inside the transaction: another update since authentication must not be lost.
    const project = store.get('projects', c.var.project.id) ?? c.var.project;
    return store.put('projects', { ...project, config: updatedProjectConfig(project.config, update) });
  });
  return c.json(projectConfigOf(saved));
});
