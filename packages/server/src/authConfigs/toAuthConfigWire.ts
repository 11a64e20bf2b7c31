import type { AuthConfig, AuthScheme } from '@patchbay/client';
import { connectionFieldsFor } from '../credentials/connectionForm';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import type { Service } from '../Service';
import { stableUuid } from '../stableUuid';
import type { AuthConfigRecord } from './records';

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
