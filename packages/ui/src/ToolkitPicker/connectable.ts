import type { AuthConfig, Toolkit } from '@patchbay/client';

/**
 * Which toolkits' vendor-managed auth config an end user's connect flow may
 * create: the relay's `managedAuthConfigs` option (`true` any, a list of
 * slugs those, `false` none).
 */
export type ManagedAuthConfigsPolicy = boolean | readonly string[];

/** Per toolkit slug: whether the project has an ENABLED auth config for it, or only DISABLED ones. */
export type ProjectAuthConfigs = ReadonlyMap<string, 'enabled' | 'disabled'>;

/** The project's auth configs by toolkit: one ENABLED config makes the toolkit 'enabled'. */
export function projectAuthConfigsOf(configs: readonly AuthConfig[]): ProjectAuthConfigs {
  const byToolkit = new Map<string, 'enabled' | 'disabled'>();
  for (const config of configs) {
    if (config.status === 'ENABLED') byToolkit.set(config.toolkit.slug, 'enabled');
    else if (!byToolkit.has(config.toolkit.slug)) byToolkit.set(config.toolkit.slug, 'disabled');
  }
  return byToolkit;
}

/**
 * Whether an end user can connect `toolkit` through the kit, as the relay and
 * the service decide it: it needs no auth; or the project has an enabled auth
 * config for it; or the project has none at all and the toolkit offers
 * vendor-managed auth that `policy` lets the user's connect flow create. A
 * toolkit whose configs an admin all disabled cannot be connected.
 */
export function isConnectable(toolkit: Toolkit, configs: ProjectAuthConfigs, policy: ManagedAuthConfigsPolicy): boolean {
  if (toolkit.no_auth) return true;
  const project = configs.get(toolkit.slug);
  if (project !== undefined) return project === 'enabled';
  // The vendor's name first: a service that speaks only the vendor's still fills it.
  const managed = toolkit.composio_managed_auth_schemes ?? toolkit.vendor_managed_auth_schemes ?? [];
  const allowed = policy === true || (Array.isArray(policy) && policy.includes(toolkit.slug));
  return managed.length > 0 && allowed;
}
