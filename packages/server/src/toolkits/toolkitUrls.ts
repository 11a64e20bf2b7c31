import type { CatalogToolkit } from '../catalog';

/** Logos are served by the service itself: no external URLs. */
export function toolkitLogoUrl(origin: string, slug: string): string {
  return `${origin}/logos/${encodeURIComponent(slug)}.svg`;
}

/**
 * The HTTP API base of a toolkit. Built-in toolkits ('builtin:<slug>') are
 * simulated by the service under /sandbox/<slug>.
 */
export function toolkitBaseUrl(origin: string, toolkit: CatalogToolkit): string {
  return toolkit.baseUrl.startsWith('builtin:') ? `${origin}/sandbox/${toolkit.slug}` : toolkit.baseUrl;
}
