import type { CatalogToolkit } from '../catalog/types';
import { ApiError } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { AuthConfigInput } from './authConfigsSchemas';
import { createAuthConfig, defaultAuthConfigName } from './createAuthConfig';
import type { AuthConfigRecord } from './records';
import { vendorManagedScheme } from './toolkitAuthSchemes';

const MANAGED_TYPES: ReadonlySet<string> = new Set(['use_vendor_managed_auth', 'use_composio_managed_auth']);

/**
 * A create that asks for nothing but the service's defaults: no auth_config,
 * or a vendor-managed one with no name, credentials, tool lists or flags.
 * That is the project's default config of the toolkit (what the vendor's
 * `toolkits.authorize`, the kit's connect flow and the relay send on a
 * user's behalf); anything more is an explicit config of the caller's.
 */
export function asksForDefault(config: AuthConfigInput | undefined): boolean {
  if (config === undefined) return true;
  const access = config.tool_access_config;
  return (
    MANAGED_TYPES.has(config.type) &&
    !config.name?.trim() &&
    Object.keys(config.credentials).length === 0 &&
    config.restrict_to_following_tools.length === 0 &&
    (access?.tools_available_for_execution ?? []).length === 0 &&
    (access?.tools_for_connected_account_creation ?? []).length === 0 &&
    config.is_enabled_for_tool_router !== false
  );
}

/**
 * The project's default vendor-managed config of its toolkit. Records older
 * than the `is_default` mark are judged by their fields: vendor-managed, with
 * nothing of a caller's and the generated name.
 */
export function isDefaultAuthConfig(config: AuthConfigRecord, toolkit: CatalogToolkit): boolean {
  if (config.is_default !== undefined) return config.is_default;
  return (
    config.is_vendor_managed &&
    Object.keys(config.credentials).length === 0 &&
    config.restrict_to_following_tools.length === 0 &&
    (config.tools_for_connected_account_creation ?? []).length === 0 &&
    config.is_enabled_for_tool_router !== false &&
    (config.name === undefined || config.name === defaultAuthConfigName(toolkit, config.auth_scheme, true))
  );
}

/** An admin disabled the toolkit's config: new connections through it are refused, and no other one is made in its place. */
export function turnedOff(toolkit: CatalogToolkit, config: AuthConfigRecord): ApiError {
  return new ApiError('AUTH_CONFIG_DISABLED', `Connecting ${toolkit.name} is turned off: auth config '${config.id}' is disabled.`, {
    suggestedFix: `An admin can enable it with PATCH /api/v3/auth_configs/${config.id}/ENABLED, or create an auth config of their own (with a name or credentials).`,
  });
}

/**
 * The project's default vendor-managed config of `toolkit`, created when it
 * has none. There is at most one per toolkit and project: the read and the
 * write are one immediate transaction, so neither concurrent requests in one
 * process (the store is synchronous) nor processes sharing one SQLite file
 * can both find none and create two. A disabled default, or a toolkit whose
 * every config is disabled, is 422: an admin turned the toolkit off, and a
 * create on a user's behalf does not turn it on.
 */
export function defaultAuthConfig(service: Service, project: ProjectRecord, toolkit: CatalogToolkit): AuthConfigRecord {
  return service.store.transaction(() => {
    const configs = service.store.find('auth_configs', { where: { project_id: project.id, toolkit_slug: toolkit.slug } });
    const existing = configs.find((config) => isDefaultAuthConfig(config, toolkit));
    if (existing?.status === 'DISABLED') throw turnedOff(toolkit, existing);
    if (existing) return existing;
    // Every config of the toolkit disabled (an admin's own ones too): it stays off, as links and Manage connections keep it.
    const disabled = configs.length > 0 && configs.every((config) => config.status === 'DISABLED') ? configs[0] : undefined;
    if (disabled) throw turnedOff(toolkit, disabled);
    return createDefaultAuthConfig(service, project, toolkit);
  }, 'immediate');
}

/**
 * Creates the default config; callers hold an immediate transaction in which
 * they found the project has no config of the toolkit that could serve.
 */
export function createDefaultAuthConfig(service: Service, project: ProjectRecord, toolkit: CatalogToolkit): AuthConfigRecord {
  return createAuthConfig(service, project, { toolkit, authScheme: vendorManagedScheme(toolkit), isVendorManaged: true, isDefault: true });
}
