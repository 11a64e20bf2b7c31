import { PatchbayApiError, type AuthConfig, type CursorPage, type ListAuthConfigsQuery } from '@patchbay/client';

/**
 * The page `useConnectToolkit` reads a toolkit's auth configs from (one cache
 * entry for the render and the click): disabled ones too, so a toolkit an
 * admin turned off is told from one nobody set up yet.
 */
export function toolkitAuthConfigsQuery(toolkit: string): ListAuthConfigsQuery {
  return { toolkit_slug: toolkit, show_disabled: true };
}

/** An auth config a toolkit's connection can go through: enabled, and of that toolkit. */
export function isUsableAuthConfig(config: AuthConfig, toolkit: string): boolean {
  return config.status === 'ENABLED' && config.toolkit.slug === toolkit;
}

/**
 * The toolkit is turned off: it has auth configs and an admin disabled every
 * one of them. Then connecting it must neither go on nor create another
 * config in their place; null when it is not (an enabled config, or none yet).
 */
export function turnedOffError(page: CursorPage<AuthConfig>, toolkit: string): PatchbayApiError | null {
  const configs = page.items.filter((config) => config.toolkit.slug === toolkit);
  // A page that is not the last one may hide an enabled config: only a whole answer decides.
  if (configs.length === 0 || configs.some((config) => config.status === 'ENABLED') || page.next_cursor) return null;
  // SERVICE_ERRORS.AUTH_CONFIG_DISABLED, written out: reading the table would bundle all of it.
  const [status, code, slug] = [422, 1422, 'auth_config_disabled'] as const;
  const url = `/api/v3/auth_configs?${new URLSearchParams({ toolkit_slug: toolkit, show_disabled: 'true' })}`;
  // The service's own answer for a connection through a disabled config, as the kit's messages know it (not retryable).
  return new PatchbayApiError(
    status,
    {
      error: {
        message: `Connecting '${toolkit}' is turned off: every auth config of it is disabled.`,
        code,
        slug,
        status,
        request_id: '',
        suggested_fix: `An admin can enable one (PATCH /api/v3/auth_configs/${configs[0]?.id ?? '{id}'}/ENABLED).`,
        errors: [],
      },
    },
    { method: 'GET', url },
  );
}
