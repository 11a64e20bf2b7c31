import type { Catalog } from '../catalog';
import { sessionRefusal } from './sessionRules';
import type { ToolRouterSessionSettings } from './ToolRouterSessionRecord';

type OfferSettings = Pick<ToolRouterSessionSettings, 'toolkits' | 'tools' | 'tags'>;

/** Settings resolved per catalog; the catalog is read-only, so an answer holds as long as it does. */
const cache = new WeakMap<Catalog, Map<string, readonly string[]>>();
/** Distinct settings kept per catalog: each entry is at most one list of slugs. */
const MAX_CACHED_SETTINGS = 200;

/**
 * The slugs of every app tool a session offers (its toolkits, after `tools`
 * and `tags`), in catalog order: what `preload.tools: "all"` stands for.
 * A session of the whole catalog walks thousands of tools, so the answer is
 * kept per settings (the oldest dropped past MAX_CACHED_SETTINGS).
 */
export function sessionOfferedToolSlugs(catalog: Catalog, settings: OfferSettings): readonly string[] {
  let byKey = cache.get(catalog);
  if (!byKey) cache.set(catalog, (byKey = new Map<string, readonly string[]>()));
  const enabledTools = Object.entries(settings.tools).map(([slug, tools]) => [slug, tools.enabled ?? null]);
  const key = JSON.stringify([settings.toolkits.mode, settings.toolkits.slugs, enabledTools, settings.tags.enabled, settings.tags.disabled]);
  const known = byKey.get(key);
  if (known) return known;
  const slugs = catalog.toolkits.flatMap((toolkit) =>
    toolkit.tools.filter((tool) => sessionRefusal(settings, { toolkit, tool }) === null).map((tool) => tool.slug),
  );
  if (byKey.size >= MAX_CACHED_SETTINGS) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, slugs);
  return slugs;
}
