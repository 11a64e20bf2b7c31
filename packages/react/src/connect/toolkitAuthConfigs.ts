import type { AuthConfig, ListAuthConfigsQuery } from '@patchbay/client';

/** The page `useConnectToolkit` reads a toolkit's auth configs from (one cache entry for the render and the click). */
export function toolkitAuthConfigsQuery(toolkit: string): ListAuthConfigsQuery {
  return { toolkit_slug: toolkit, show_disabled: false };
}

/** An auth config a toolkit's connection can go through: enabled, and of that toolkit. */
export function isUsableAuthConfig(config: AuthConfig, toolkit: string): boolean {
  return config.status === 'ENABLED' && config.toolkit.slug === toolkit;
}
