import type { Catalog, CatalogTriggerTypeEntry } from '../catalog';
import { ApiError } from '../http/ApiError';

/** Trigger type slugs are UPPER_SNAKE; lower-case input is accepted. 404 when unknown. */
export function findTriggerType(catalog: Catalog, slug: string): CatalogTriggerTypeEntry {
  const trigger = catalog.triggerType(slug) ?? catalog.triggerType(slug.toUpperCase());
  if (!trigger) {
    throw new ApiError('NOT_FOUND', `Trigger type '${slug}' was not found.`, {
      suggestedFix: 'Use a slug from GET /api/v3/triggers_types (filter with toolkit_slugs).',
    });
  }
  return trigger;
}
