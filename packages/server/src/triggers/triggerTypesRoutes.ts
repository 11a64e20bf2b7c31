import type { CursorPage, TriggerType, TriggerTypeEnumResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { checkToolkitVersions } from './checkToolkitVersions';
import { findTriggerType } from './findTriggerType';
import { listTriggerTypes } from './listTriggerTypes';
import { toTriggerTypeWire } from './toTriggerTypeWire';
import { getTriggerTypeQuery, listTriggerTypesQuery, triggerTypeSlugParams } from './triggersSchemas';

/** Spec 4.4 trigger type listing, plus reading one type. */
export const triggerTypesRoutes = new Hono<AppEnv>();

route(triggerTypesRoutes, 'triggerTypes.list', { query: listTriggerTypesQuery }, (c, { query: input }) => {
  return c.json<CursorPage<TriggerType>>(listTriggerTypes(c.var.service, c.var.origin, input));
});

route(triggerTypesRoutes, 'triggerTypes.enum', (c) => {
  const slugs: TriggerTypeEnumResponse = c.var.service.catalog.triggerTypes.map((type) => type.slug);
  return c.json(slugs);
});

route(triggerTypesRoutes, 'triggerTypes.get', { query: getTriggerTypeQuery }, (c, { query: { toolkit_versions } }) => {
  const { slug } = params(c, triggerTypeSlugParams);
  const { service, origin } = c.var;
  checkToolkitVersions(service.catalog, toolkit_versions, 'query');
  return c.json<TriggerType>(toTriggerTypeWire(service.catalog, origin, findTriggerType(service.catalog, slug)));
});
