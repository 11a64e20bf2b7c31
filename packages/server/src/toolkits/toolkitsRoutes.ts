import type { CursorPage, ToolkitCategory, ToolkitChangelogResponse, ToolkitDetails } from '@patchbay/client';
import { Hono } from 'hono';
import { ApiError } from '../http/ApiError';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { paginate } from '../http/pagination';
import { listToolkits } from './listToolkits';
import { toolkitChangelog } from './toolkitChangelog';
import { toToolkitDetails } from './toToolkitDetails';
import { toToolkitWire } from './toToolkitWire';
import { listCategoriesQuery, multiBody, slugParams, vendorListQuery } from './toolkitsSchemas';

/** Spec 4.3 (`toolkits/multi`), plus the categories, changelog and one-toolkit extensions. */
export const toolkitsRoutes = new Hono<AppEnv>();

route(toolkitsRoutes, 'toolkits.list', { body: multiBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  return c.json(listToolkits(service, project, origin, input, 'body'));
});

route(toolkitsRoutes, 'toolkits.query', { query: vendorListQuery }, (c, { query: { toolkit_slugs, ...input } }) => {
  const { service, project, origin } = c.var;
  return c.json(listToolkits(service, project, origin, { ...input, toolkits: toolkit_slugs }, 'query'));
});

route(toolkitsRoutes, 'toolkits.categories', { query: listCategoriesQuery }, (c, { query: page }) => {
  const categories = c.var.service.catalog.categories.map((cat) => ({ id: cat.id, name: cat.name }));
  return c.json<CursorPage<ToolkitCategory>>(paginate(categories, page));
});

// A literal path: registered before `toolkits.get`, which would read `changelog` as a toolkit slug.
route(toolkitsRoutes, 'toolkits.changelog', (c) => {
  return c.json<ToolkitChangelogResponse>(toolkitChangelog(c.var.service.catalog));
});

route(toolkitsRoutes, 'toolkits.get', (c) => {
  const { slug } = params(c, slugParams);
  const { service, origin } = c.var;
  const toolkit = service.catalog.toolkit(slug.toLowerCase());
  if (!toolkit) {
    throw new ApiError('NOT_FOUND', `Toolkit '${slug}' was not found.`, {
      suggestedFix: 'Use a slug from POST /api/v3/toolkits/multi.',
    });
  }
  return c.json<ToolkitDetails>(toToolkitDetails(origin, toolkit, toToolkitWire(origin, toolkit)));
});
