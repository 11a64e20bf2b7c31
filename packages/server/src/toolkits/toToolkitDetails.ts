import type { ConnectionField, Toolkit, ToolkitAuthConfigDetail, ToolkitDetails } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog';
import { connectionFieldsFor } from '../credentials/connectionForm';
import { toolKinds } from './toolKinds';
import { toolkitBaseUrl } from './toolkitUrls';

/** What creating a custom auth config of a scheme takes: an OAuth app's client; other schemes need nothing up front. */
function authConfigCreationFields(scheme: string): ConnectionField[] {
  if (scheme !== 'OAUTH2') return [];
  const field = (name: string, displayName: string, required: boolean, secret: boolean): ConnectionField => ({
    name,
    display_name: displayName,
    displayName,
    type: 'string',
    description: '',
    required,
    secret,
    is_secret: secret,
  });
  return [field('client_id', 'Client ID', true, false), field('client_secret', 'Client secret', true, true), field('scopes', 'Scopes', false, false)];
}

const split = (fields: ConnectionField[]) => ({ required: fields.filter((f) => f.required), optional: fields.filter((f) => !f.required) });

/**
 * One toolkit in full, as `GET /toolkits/{slug}` answers it: the listing's
 * fields, its tools and how many of each kind (`tool_kinds`, ours), and per
 * auth scheme (`mode`, as the vendor names it) what a custom auth config and
 * a connection ask for, which the vendor's SDK reads to start connections
 * (`getConnectedAccountInitiationFields`).
 */
export function toToolkitDetails(origin: string, toolkit: CatalogToolkit, wire: Toolkit): ToolkitDetails {
  const baseUrl = toolkitBaseUrl(origin, toolkit);
  const details = toolkit.authSchemes.map((scheme): ToolkitAuthConfigDetail => ({
    mode: scheme,
    name: scheme,
    fields: {
      auth_config_creation: split(authConfigCreationFields(scheme)),
      connected_account_initiation: split(connectionFieldsFor(toolkit, scheme)),
    },
    proxy: { base_url: baseUrl },
  }));
  return {
    ...wire,
    meta: { ...wire.meta, available_versions: [toolkit.version] },
    deprecated: { ...wire.deprecated, rawProxyInfoByAuthSchemes: [] },
    base_url: baseUrl,
    enabled: true,
    tools: toolkit.tools.map((t) => ({ slug: t.slug, name: t.name, description: t.description })),
    tool_kinds: toolKinds(toolkit),
    auth_config_details: details,
    composio_managed_auth: toolkit.vendorManagedAuthSchemes.map((mode) => ({ mode, scopes: { available: [] } })),
  };
}
