import type { CursorPage, TriggerType } from '@patchbay/client';
import type { z } from 'zod';
import { paginate } from '../http/pagination';
import type { Service } from '../Service';
import { checkToolkitVersions } from './checkToolkitVersions';
import { toTriggerTypeWire } from './toTriggerTypeWire';
import type { listTriggerTypesQuery } from './triggersSchemas';

/** One page of the catalog's trigger types, of the toolkits named (any case), else of every toolkit. */
export function listTriggerTypes(service: Service, origin: string, input: z.output<typeof listTriggerTypesQuery>): CursorPage<TriggerType> {
  checkToolkitVersions(service.catalog, input.toolkit_versions, 'query');
  const slugs = input.toolkit_slugs ? new Set(input.toolkit_slugs.map((s) => s.toLowerCase())) : undefined;
  const matching = slugs ? service.catalog.triggerTypes.filter((t) => slugs.has(t.toolkitSlug)) : service.catalog.triggerTypes;
  const page = paginate(matching, input);
  return { ...page, items: page.items.map((t) => toTriggerTypeWire(service.catalog, origin, t)) };
}
