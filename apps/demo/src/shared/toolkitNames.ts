/** The sandbox apps this demo features, by slug: the names shown before their details load. */
export const FEATURED_APPS = [
  { slug: 'patchbay_oauth_demo', name: 'Acme Tasks', kind: 'OAuth 2.0 sign-in' },
  { slug: 'patchbay_apikey_demo', name: 'Acme Metrics', kind: 'API key' },
  { slug: 'patchbay_noauth_demo', name: 'Acme Status', kind: 'No credentials' },
] as const;

export const ACME_TASKS = 'patchbay_oauth_demo';

/** A readable name for a toolkit slug when only the slug is at hand. */
export function toolkitName(slug: string): string {
  return FEATURED_APPS.find((app) => app.slug === slug)?.name ?? slug.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
