import type { CursorPage, TriggerType, TriggerTypeEnumResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { params, query, type AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { checkToolkitVersions } from './checkToolkitVersions';
import { findTriggerType } from './findTriggerType';
import { toTriggerTypeWire } from './toTriggerTypeWire';

/** Spec 4.4 trigger type listing, plus reading one type. */
export const triggerTypesRoutes = new Hono<AppEnv>();

/** 'latest' or bracket notation (`toolkit_versions[slug]=20250101_00`, read as an object). */
const toolkitVersions = z.preprocess(
  (v) => (v === '' || v === 'null' ? undefined : v),
  z
    .union([z.string(), z.record(z.string(), z.string())], {
      error: "expected 'latest' or toolkit_versions[<toolkit slug>]=<version>",
    })
    .optional(),
);

export const listQuery = z.object({
  toolkit_slugs: q.list(),
  toolkit_versions: toolkitVersions,
  limit: pageLimit(),
  cursor: z.string().optional(),
});

route(triggerTypesRoutes, 'triggerTypes.list', (c) => {
  const input = query(c, 'triggerTypes.list', listQuery);
  const { service, origin } = c.var;
  checkToolkitVersions(service.catalog, input.toolkit_versions, 'query');
  const slugs = input.toolkit_slugs ? new Set(input.toolkit_slugs.map((s) => s.toLowerCase())) : undefined;
  const matching = slugs ? service.catalog.triggerTypes.filter((t) => slugs.has(t.toolkitSlug)) : service.catalog.triggerTypes;
  const page = paginate(matching, input);
  return c.json<CursorPage<TriggerType>>({
    ...page,
    items: page.items.map((t) => toTriggerTypeWire(service.catalog, origin, t)),
  });
});

route(triggerTypesRoutes, 'triggerTypes.enum', (c) => {
  const slugs: TriggerTypeEnumResponse = c.var.service.catalog.triggerTypes.map((type) => type.slug);
  return c.json(slugs);
});

const slugParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'expected a trigger type slug (letters, digits and _)'),
});

export const getQuery = z.object({ toolkit_versions: toolkitVersions });

route(triggerTypesRoutes, 'triggerTypes.get', (c) => {
  const { slug } = params(c, slugParams);
  const { toolkit_versions } = query(c, 'triggerTypes.get', getQuery);
  const { service, origin } = c.var;
  checkToolkitVersions(service.catalog, toolkit_versions, 'query');
  return c.json<TriggerType>(toTriggerTypeWire(service.catalog, origin, findTriggerType(service.catalog, slug)));
});
