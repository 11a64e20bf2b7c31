import type { UpdateAuthConfigRequest } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { Service } from '../Service';
import { checkTools } from './checkTools';
import type { AuthConfigUpdate } from './authConfigsSchemas';
import type { AuthConfigRecord } from './records';

/**
 * Applies an update: the name, the tool lists (`tool_access_config`'s
 * execution list and `restrict_to_following_tools` are one list; the later
 * wins), the tool router flag, and for `custom` configs the caller's
 * credentials, merged over the stored ones. A `custom` update of a
 * vendor-managed config, or credentials in a `default` one, is a 400: the
 * vendor manages those.
 */
export function updateAuthConfig(service: Service, config: AuthConfigRecord, input: AuthConfigUpdate & UpdateAuthConfigRequest): AuthConfigRecord {
  const custom = !config.is_vendor_managed;
  if ((input.type === 'custom') !== custom) {
    throw new ApiError(
      'BAD_REQUEST',
      `Auth config '${config.id}' is ${custom ? 'custom' : 'vendor-managed'}: update it with type '${custom ? 'custom' : 'default'}'.`,
      {
        ...atField('body.type', 'invalid_value', `expected '${custom ? 'custom' : 'default'}' for this auth config`),
      },
    );
  }
  if (input.type === 'default' && input.credentials !== undefined) {
    throw new ApiError('BAD_REQUEST', 'A vendor-managed auth config takes no credentials.', {
      ...atField('body.credentials', 'unknown_field', "only 'custom' auth configs hold the caller's credentials"),
    });
  }
  const toolkit = service.catalog.toolkit(config.toolkit_slug);
  const execution = input.tool_access_config?.tools_available_for_execution ?? input.restrict_to_following_tools;
  const creation = input.tool_access_config?.tools_for_connected_account_creation;
  if (toolkit && execution) checkTools(toolkit, execution, 'body.tool_access_config.tools_available_for_execution');
  if (toolkit && creation) checkTools(toolkit, creation, 'body.tool_access_config.tools_for_connected_account_creation');
  return service.store.put('auth_configs', {
    ...config,
    ...(input.name !== undefined && { name: input.name }),
    ...(execution !== undefined && { restrict_to_following_tools: [...new Set(execution)] }),
    ...(creation !== undefined && { tools_for_connected_account_creation: [...new Set(creation)] }),
    ...(input.is_enabled_for_tool_router !== undefined && { is_enabled_for_tool_router: input.is_enabled_for_tool_router }),
    ...(input.credentials !== undefined && { credentials: { ...config.credentials, ...input.credentials } }),
    updated_at: service.clock().toISOString(),
  });
}
