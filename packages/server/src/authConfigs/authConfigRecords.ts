import type { AuthConfig, AuthScheme } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog/catalog';
import { connectionFieldsFor } from '../connect/connectionForm';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import { ApiError } from '../http/ApiError';
import { newId, uuid } from '../ids';
import { stableUuid } from '../stableUuid';
import type { AuthConfigRecord } from './records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/** An auth config as this module stores it: the shared record plus its display name. */
export interface NamedAuthConfigRecord extends AuthConfigRecord {
  name: string;
}

/** The schemes a toolkit accepts; a no-auth toolkit accepts exactly NO_AUTH. */
export function toolkitAuthSchemes(toolkit: CatalogToolkit): string[] {
  if (toolkit.noAuth) return ['NO_AUTH'];
  return toolkit.authSchemes.length > 0 ? [...toolkit.authSchemes] : ['NO_AUTH'];
}

/** The scheme of a vendor-managed config: the first vendor-managed scheme, else the first scheme. */
export function vendorManagedScheme(toolkit: CatalogToolkit): string {
  const schemes = toolkitAuthSchemes(toolkit);
  return toolkit.vendorManagedAuthSchemes.find((s) => schemes.includes(s)) ?? schemes[0] ?? 'NO_AUTH';
}

export interface NewAuthConfig {
  toolkit: CatalogToolkit;
  authScheme: string;
  isVendorManaged: boolean;
  name?: string | undefined;
  credentials?: Record<string, unknown> | undefined;
  restrictToFollowingTools?: string[] | undefined;
  toolsForConnectedAccountCreation?: string[] | undefined;
  /** @default true */
  isEnabledForToolRouter?: boolean | undefined;
}

/** Validates a tool list against the toolkit's tools; 400 names every unknown slug at `field`. */
export function checkTools(toolkit: CatalogToolkit, tools: string[], field = 'body.auth_config.restrict_to_following_tools'): void {
  const known = new Set(toolkit.tools.map((t) => t.slug));
  const unknown = tools.filter((t) => !known.has(t));
  if (unknown.length > 0) {
    throw new ApiError('BAD_REQUEST', `Unknown tool${unknown.length > 1 ? 's' : ''} for toolkit '${toolkit.slug}': ${unknown.join(', ')}.`, {
      errors: unknown.map((t) => `${field}: '${t}' is not a tool of ${toolkit.slug}`),
      suggestedFix: `List tool slugs of ${toolkit.slug} (GET /api/v3/toolkits/${toolkit.slug}) or leave the list empty.`,
    });
  }
}

export function createAuthConfig(service: Service, project: ProjectRecord, input: NewAuthConfig): NamedAuthConfigRecord {
  const tools = [...new Set(input.restrictToFollowingTools ?? [])];
  checkTools(input.toolkit, tools);
  const forCreation = [...new Set(input.toolsForConnectedAccountCreation ?? [])];
  checkTools(input.toolkit, forCreation, 'body.auth_config.tool_access_config.tools_for_connected_account_creation');
  const now = service.clock().toISOString();
  const kind = input.isVendorManaged ? 'vendor-managed' : 'custom';
  return service.store.put('auth_configs', {
    id: newId('authConfig'),
    project_id: project.id,
    name: input.name?.trim() || `${input.toolkit.name} (${kind} ${input.authScheme})`,
    toolkit_slug: input.toolkit.slug,
    auth_scheme: input.authScheme,
    is_vendor_managed: input.isVendorManaged,
    credentials: input.credentials ?? {},
    restrict_to_following_tools: tools,
    tools_for_connected_account_creation: forCreation,
    is_enabled_for_tool_router: input.isEnabledForToolRouter ?? true,
    uuid: uuid(),
    status: 'ENABLED',
    created_at: now,
    updated_at: now,
  });
}

export function toAuthConfigWire(service: Service, origin: string, record: AuthConfigRecord): AuthConfig {
  const connections = service.store.count('connected_accounts', { project_id: record.project_id, auth_config_id: record.id, deleted_at: null });
  const toolkit = service.catalog.toolkit(record.toolkit_slug);
  return {
    id: record.id,
    uuid: record.uuid ?? stableUuid(record.id),
    name: record.name ?? `${record.toolkit_slug} auth config`,
    // Every stored scheme is one of a catalog toolkit's (createAuthConfig checks it).
    auth_scheme: record.auth_scheme as AuthScheme,
    is_vendor_managed: record.is_vendor_managed,
    is_composio_managed: record.is_vendor_managed,
    type: record.is_vendor_managed ? 'default' : 'custom',
    restrict_to_following_tools: record.restrict_to_following_tools,
    tool_access_config: {
      tools_available_for_execution: record.restrict_to_following_tools,
      tools_for_connected_account_creation: record.tools_for_connected_account_creation ?? [],
    },
    is_enabled_for_tool_router: record.is_enabled_for_tool_router ?? true,
    expected_input_fields: toolkit ? connectionFieldsFor(toolkit, record.auth_scheme) : [],
    status: record.status,
    toolkit: { slug: record.toolkit_slug, logo: toolkitLogoUrl(origin, record.toolkit_slug) },
    no_of_connections: connections,
    created_at: record.created_at,
    last_updated_at: record.updated_at,
  };
}
