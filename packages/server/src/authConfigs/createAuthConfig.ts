import type { CatalogToolkit } from '../catalog/types';
import { newId, uuid } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { checkTools } from './checkTools';
import type { NamedAuthConfigRecord } from './records';

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
  /** The project's default vendor-managed config of the toolkit (see defaultAuthConfig). @default false */
  isDefault?: boolean | undefined;
}

/** The name a config gets when its creator gives none. */
export function defaultAuthConfigName(toolkit: CatalogToolkit, authScheme: string, isVendorManaged: boolean): string {
  return `${toolkit.name} (${isVendorManaged ? 'vendor-managed' : 'custom'} ${authScheme})`;
}

export function createAuthConfig(service: Service, project: ProjectRecord, input: NewAuthConfig): NamedAuthConfigRecord {
  const tools = [...new Set(input.restrictToFollowingTools ?? [])];
  checkTools(input.toolkit, tools);
  const forCreation = [...new Set(input.toolsForConnectedAccountCreation ?? [])];
  checkTools(input.toolkit, forCreation, 'body.auth_config.tool_access_config.tools_for_connected_account_creation');
  const now = service.clock().toISOString();
  return service.store.put('auth_configs', {
    id: newId('authConfig'),
    project_id: project.id,
    name: input.name?.trim() || defaultAuthConfigName(input.toolkit, input.authScheme, input.isVendorManaged),
    toolkit_slug: input.toolkit.slug,
    auth_scheme: input.authScheme,
    is_vendor_managed: input.isVendorManaged,
    is_default: input.isDefault ?? false,
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
