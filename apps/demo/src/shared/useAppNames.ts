import { toolkitQueryOptions, usePatchbayClient } from '@patchbay/react';
import { useQueries } from '@tanstack/react-query';
import { FEATURED_APPS, toolkitName } from './toolkitNames';

const featured = new Set<string>(FEATURED_APPS.map((app) => app.slug));

/**
 * Names of apps as the catalog spells them ("GitHub", "OpenAI"), for the
 * slugs a screen shows: each one not featured is read once from the
 * catalog (cached for the session). Until it arrives, and for an app the
 * catalog no longer has, the name falls back to `toolkitName`.
 */
export function useAppNames(slugs: readonly string[]): (slug: string) => string {
  const client = usePatchbayClient();
  const wanted = [...new Set(slugs)].filter((slug) => slug && !featured.has(slug));
  const names = useQueries({
    queries: wanted.map((slug) => ({
      ...toolkitQueryOptions(client, slug),
      select: (toolkit: { name: string }) => toolkit.name,
      staleTime: Infinity,
    })),
    combine: (results) => results.map((result) => result.data),
  });
  const known = new Map(wanted.map((slug, i) => [slug, names[i]]));
  return (slug) => known.get(slug) || toolkitName(slug);
}
