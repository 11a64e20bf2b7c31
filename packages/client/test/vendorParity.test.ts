import type { Composio as V3 } from '@composio/client-v3';
import type { Composio as V31 } from '@composio/client';
import type * as ManageV3 from '@composio/client-v3/resources/trigger-instances/manage';
import type * as ManageV31 from '@composio/client/resources/trigger-instances/manage';
import type * as CustomV3 from '@composio/client-v3/resources/mcp/custom';
import type * as CustomV31 from '@composio/client/resources/mcp/custom';
import type * as GenerateV3 from '@composio/client-v3/resources/mcp/generate';
import type * as GenerateV31 from '@composio/client/resources/mcp/generate';
import type * as SessionV3 from '@composio/client-v3/resources/tool-router/session/session';
import type * as SessionV31 from '@composio/client/resources/tool-router/session/session';
import { describe, expectTypeOf, it } from 'vitest';
import type { NoParams, Parity } from './vendorParity';

/*
 * Type-level parity with the vendor's client (`@composio/client`: 0.1.0-alpha.68
 * for v3, as @composio/core 0.8.1 uses it, and 0.1.0-alpha.76 for v3.1), for
 * every endpoint both have. Checked by the type-check (`pnpm typecheck`): for
 * each endpoint the fields that differ must be exactly the ones listed, so a
 * new difference (or one fixed) fails until this list and the fidelity table
 * of packages/server/README.md say so. `unaccepted`: request fields both name
 * where the vendor sends values ours does not take; `notTaken`: vendor request
 * fields ours does not name (the service ignores them); `unmet`: response
 * fields the vendor requires that ours lacks or types otherwise.
 */

describe('parity with the vendor client, v3 (0.1.0-alpha.68)', () => {
  it('authConfigs.create', () => {
    // unaccepted: auth_config: the vendor's client names 14 auth schemes; the catalog's toolkits have 5 (AuthScheme), and others are refused
    expectTypeOf<Parity<'authConfigs.create', V3.AuthConfigCreateParams, V3.AuthConfigCreateResponse>>().toEqualTypeOf<{
      unaccepted: 'auth_config';
      notTaken: never;
      unmet: never;
    }>();
  });
  it('authConfigs.get', () => {
    expectTypeOf<Parity<'authConfigs.get', NoParams, V3.AuthConfigRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('authConfigs.list', () => {
    // unaccepted: is_composio_managed: typed as any string by the vendor; 'true' and 'false' are what is read
    // notTaken: the vendor's deprecated v1 filters
    expectTypeOf<Parity<'authConfigs.list', V3.AuthConfigListParams, V3.AuthConfigListResponse>>().toEqualTypeOf<{
      unaccepted: 'is_composio_managed';
      notTaken: 'deprecated_app_id' | 'deprecated_status';
      unmet: never;
    }>();
  });
  it('authConfigs.update', () => {
    // unaccepted: credentials: the vendor types OAuth scopes only; custom configs take any credential fields
    // notTaken: shared credentials, proxies and user scopes are not modelled
    expectTypeOf<Parity<'authConfigs.update', V3.AuthConfigUpdateParams, unknown>>().toEqualTypeOf<{
      unaccepted: 'credentials';
      notTaken: 'shared_credentials' | 'proxy_config' | 'user_scopes';
      unmet: never;
    }>();
  });
  it('connectedAccounts.create', () => {
    expectTypeOf<Parity<'connectedAccounts.create', V3.ConnectedAccountCreateParams, V3.ConnectedAccountCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.get', () => {
    // unmet: credentials (data, params, state) never leave the service; word_id is not kept; auth_scheme is UNKNOWN for an account whose auth config was deleted
    expectTypeOf<Parity<'connectedAccounts.get', NoParams, V3.ConnectedAccountRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'params' | 'data' | 'state' | 'word_id' | 'auth_config.auth_scheme';
    }>();
  });
  it('connectedAccounts.list', () => {
    // unaccepted: cursor is an opaque string here (the vendor types a number); v3.1 adds statuses this service never has
    // unmet: as connectedAccounts.get
    expectTypeOf<Parity<'connectedAccounts.list', V3.ConnectedAccountListParams, V3.ConnectedAccountListResponse>>().toEqualTypeOf<{
      unaccepted: 'cursor';
      notTaken: never;
      unmet: 'items[].data' | 'items[].state' | 'items[].word_id' | 'items[].auth_config.auth_scheme';
    }>();
  });
  it('connectedAccounts.delete', () => {
    expectTypeOf<Parity<'connectedAccounts.delete', NoParams, V3.ConnectedAccountDeleteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.update', () => {
    // notTaken: credentials change through a reconnect (refresh), not here
    expectTypeOf<Parity<'connectedAccounts.update', V3.ConnectedAccountPatchParams, V3.ConnectedAccountPatchResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'connection';
      unmet: never;
    }>();
  });
  it('connectedAccounts.refresh', () => {
    // notTaken: the vendor's client's own names for the query's and the body's redirect_url
    expectTypeOf<Parity<'connectedAccounts.refresh', V3.ConnectedAccountRefreshParams, V3.ConnectedAccountRefreshResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'query_redirect_url' | 'body_redirect_url';
      unmet: never;
    }>();
  });
  it('connectedAccounts.updateStatus', () => {
    expectTypeOf<
      Parity<'connectedAccounts.updateStatus', V3.ConnectedAccountUpdateStatusParams, V3.ConnectedAccountUpdateStatusResponse>
    >().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.link', () => {
    expectTypeOf<Parity<'connectedAccounts.link', V3.LinkCreateParams, V3.LinkCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolkits.query', () => {
    expectTypeOf<Parity<'toolkits.query', V3.ToolkitListParams, V3.ToolkitListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolkits.get', () => {
    expectTypeOf<Parity<'toolkits.get', NoParams, V3.ToolkitRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolkits.categories', () => {
    expectTypeOf<Parity<'toolkits.categories', NoParams, V3.ToolkitRetrieveCategoriesResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('tools.list', () => {
    // notTaken: one version per toolkit, no importance ranking, no scopes, nothing deprecated
    expectTypeOf<Parity<'tools.list', V3.ToolListParams, V3.ToolListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'include_deprecated' | 'toolkit_versions' | 'scopes' | 'important';
      unmet: never;
    }>();
  });
  it('tools.get', () => {
    expectTypeOf<Parity<'tools.get', NoParams, V3.ToolRetrieveResponse>>().toEqualTypeOf<{ unaccepted: never; notTaken: never; unmet: never }>();
  });
  it('tools.execute', () => {
    // notTaken: one version per toolkit; no natural-language input, tracing or per-call custom auth
    expectTypeOf<Parity<'tools.execute', V3.ToolExecuteParams, V3.ToolExecuteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'version' | 'allow_tracing' | 'custom_auth_params' | 'custom_connection_data' | 'entity_id' | 'text' | 'x-llm-gateway-headers';
      unmet: never;
    }>();
  });
  it('proxy.execute', () => {
    // notTaken: per-call custom connection data is not taken: the account's credentials are used
    expectTypeOf<Parity<'proxy.execute', V3.ToolProxyParams, V3.ToolProxyResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'custom_connection_data';
      unmet: never;
    }>();
  });
  it('triggerTypes.list', () => {
    expectTypeOf<Parity<'triggerTypes.list', V3.TriggersTypeListParams, V3.TriggersTypeListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('triggerTypes.get', () => {
    expectTypeOf<Parity<'triggerTypes.get', NoParams, V3.TriggersTypeRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('triggerInstances.upsert', () => {
    // notTaken: one version per toolkit; the vendor's camelCase duplicates (send the snake_case fields)
    expectTypeOf<Parity<'triggerInstances.upsert', V3.TriggerInstanceUpsertParams, V3.TriggerInstanceUpsertResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'version' | 'connectedAuthId' | 'triggerConfig';
      unmet: never;
    }>();
  });
  it('triggerInstances.listActive', () => {
    // notTaken: the vendor's camelCase duplicates and v1 UUID filters (send the snake_case fields)
    expectTypeOf<Parity<'triggerInstances.listActive', V3.TriggerInstanceListActiveParams, V3.TriggerInstanceListActiveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken:
        | 'authConfigIds'
        | 'connectedAccountIds'
        | 'deprecatedAuthConfigUuids'
        | 'deprecatedConnectedAccountUuids'
        | 'showDisabled'
        | 'triggerIds'
        | 'triggerNames';
      unmet: never;
    }>();
  });
  it('mcp.createServer', () => {
    // notTaken: no-auth toolkits get an auth config like any other (use mcp.createCustom with toolkits)
    expectTypeOf<Parity<'mcp.createServer', V3.McpCreateParams, V3.McpCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'no_auth_apps';
      unmet: never;
    }>();
  });
  it('mcp.getServer', () => {
    expectTypeOf<Parity<'mcp.getServer', NoParams, V3.McpRetrieveResponse>>().toEqualTypeOf<{ unaccepted: never; notTaken: never; unmet: never }>();
  });
  it('mcp.updateServer', () => {
    expectTypeOf<Parity<'mcp.updateServer', V3.McpUpdateParams, V3.McpUpdateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.listServers', () => {
    expectTypeOf<Parity<'mcp.listServers', V3.McpListParams, V3.McpListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.deleteServer', () => {
    expectTypeOf<Parity<'mcp.deleteServer', NoParams, V3.McpDeleteResponse>>().toEqualTypeOf<{ unaccepted: never; notTaken: never; unmet: never }>();
  });
  it('files.list', () => {
    expectTypeOf<Parity<'files.list', V3.FileListParams, V3.FileListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('files.requestUpload', () => {
    // unmet: type is 'existing' when the MD5 is known (the URL then takes the same bytes again); storage_backend is 'local'
    expectTypeOf<Parity<'files.requestUpload', V3.FileCreatePresignedURLParams, V3.FileCreatePresignedURLResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'type' | 'metadata.storage_backend';
    }>();
  });
  it('triggerInstances.manage', () => {
    expectTypeOf<Parity<'triggerInstances.manage', ManageV3.ManageUpdateParams, ManageV3.ManageUpdateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('triggerInstances.delete', () => {
    expectTypeOf<Parity<'triggerInstances.delete', NoParams, ManageV3.ManageDeleteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.createCustom', () => {
    expectTypeOf<Parity<'mcp.createCustom', CustomV3.CustomCreateParams, CustomV3.CustomCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.generateUrl', () => {
    expectTypeOf<Parity<'mcp.generateUrl', GenerateV3.GenerateURLParams, GenerateV3.GenerateURLResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolRouter.createSession', () => {
    // unaccepted: tools: per-toolkit tag filters are not modelled; v3.1 pins one account per toolkit (a list is not taken)
    // notTaken: multi-account, preloading, search/execute switches and experimental custom tools are not modelled
    // unmet: no config versions or preloads; tags are one list; mcp.type is the spec's string; v3.1 lists pinned accounts
    expectTypeOf<Parity<'toolRouter.createSession', SessionV3.SessionCreateParams, SessionV3.SessionCreateResponse>>().toEqualTypeOf<{
      unaccepted: 'tools';
      notTaken: 'experimental' | 'multi_account' | 'preload';
      unmet: 'config_version' | 'config.preload' | 'config.tags.tags' | 'mcp.type';
    }>();
  });
  it('toolRouter.getSession', () => {
    // unmet: as toolRouter.createSession
    expectTypeOf<Parity<'toolRouter.getSession', NoParams, SessionV3.SessionRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'config_version' | 'config.preload' | 'config.tags.tags' | 'mcp.type';
    }>();
  });
  it('toolRouter.listToolkits', () => {
    // unmet: the account of a session toolkit has the spec's 2.3 fields only
    expectTypeOf<Parity<'toolRouter.listToolkits', SessionV3.SessionToolkitsParams, SessionV3.SessionToolkitsResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'items[].connected_account';
    }>();
  });
  it('toolRouter.createLink', () => {
    expectTypeOf<Parity<'toolRouter.createLink', SessionV3.SessionLinkParams, SessionV3.SessionLinkResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolRouter.search', () => {
    // notTaken: no model choice: search is by text
    expectTypeOf<Parity<'toolRouter.search', SessionV3.SessionSearchParams, SessionV3.SessionSearchResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'model';
      unmet: never;
    }>();
  });
  it('toolRouter.listTools', () => {
    expectTypeOf<Parity<'toolRouter.listTools', NoParams, SessionV3.SessionToolsResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolRouter.execute', () => {
    // notTaken: no workbench offload of large results
    expectTypeOf<Parity<'toolRouter.execute', SessionV3.SessionExecuteParams, SessionV3.SessionExecuteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'enable_auto_workbench_offload';
      unmet: never;
    }>();
  });
  it('toolRouter.executeMeta', () => {
    // unaccepted: slug: the meta tools are PATCHBAY_*, not the vendor's COMPOSIO_* names
    expectTypeOf<Parity<'toolRouter.executeMeta', SessionV3.SessionExecuteMetaParams, SessionV3.SessionExecuteMetaResponse>>().toEqualTypeOf<{
      unaccepted: 'slug';
      notTaken: never;
      unmet: never;
    }>();
  });
});

describe('parity with the vendor client, v3.1 (0.1.0-alpha.76)', () => {
  it('authConfigs.create', () => {
    // unaccepted: auth_config: the vendor's client names 14 auth schemes; the catalog's toolkits have 5 (AuthScheme), and others are refused
    expectTypeOf<Parity<'authConfigs.create', V31.AuthConfigCreateParams, V31.AuthConfigCreateResponse>>().toEqualTypeOf<{
      unaccepted: 'auth_config';
      notTaken: never;
      unmet: never;
    }>();
  });
  it('authConfigs.get', () => {
    expectTypeOf<Parity<'authConfigs.get', NoParams, V31.AuthConfigRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('authConfigs.list', () => {
    // unaccepted: is_composio_managed: typed as any string by the vendor; 'true' and 'false' are what is read
    // notTaken: the vendor's deprecated v1 filters
    expectTypeOf<Parity<'authConfigs.list', V31.AuthConfigListParams, V31.AuthConfigListResponse>>().toEqualTypeOf<{
      unaccepted: 'is_composio_managed';
      notTaken: 'deprecated_app_id' | 'deprecated_status';
      unmet: never;
    }>();
  });
  it('authConfigs.update', () => {
    // unaccepted: credentials: the vendor types OAuth scopes only; custom configs take any credential fields
    // notTaken: shared credentials, proxies and user scopes are not modelled
    expectTypeOf<Parity<'authConfigs.update', V31.AuthConfigUpdateParams, unknown>>().toEqualTypeOf<{
      unaccepted: 'credentials';
      notTaken: 'shared_credentials' | 'proxy_config' | 'user_scopes';
      unmet: never;
    }>();
  });
  it('authConfigs.delete', () => {
    expectTypeOf<Parity<'authConfigs.delete', V31.AuthConfigDeleteParams, V31.AuthConfigDeleteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.create', () => {
    expectTypeOf<Parity<'connectedAccounts.create', V31.ConnectedAccountCreateParams, V31.ConnectedAccountCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.get', () => {
    // unmet: credentials (data, params, state) never leave the service; word_id is not kept; auth_scheme is UNKNOWN for an account whose auth config was deleted
    expectTypeOf<Parity<'connectedAccounts.get', NoParams, V31.ConnectedAccountRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'params' | 'data' | 'state' | 'word_id' | 'auth_config.auth_scheme';
    }>();
  });
  it('connectedAccounts.list', () => {
    // unaccepted: cursor is an opaque string here (the vendor types a number); v3.1 adds statuses this service never has
    // notTaken: account_type: shared accounts are not modelled
    // unmet: as connectedAccounts.get
    expectTypeOf<Parity<'connectedAccounts.list', V31.ConnectedAccountListParams, V31.ConnectedAccountListResponse>>().toEqualTypeOf<{
      unaccepted: 'statuses' | 'cursor';
      notTaken: 'account_type';
      unmet: 'items[].data' | 'items[].state' | 'items[].word_id' | 'items[].auth_config.auth_scheme';
    }>();
  });
  it('connectedAccounts.delete', () => {
    expectTypeOf<Parity<'connectedAccounts.delete', NoParams, V31.ConnectedAccountDeleteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.update', () => {
    // notTaken: credentials change through a reconnect (refresh), not here
    expectTypeOf<Parity<'connectedAccounts.update', V31.ConnectedAccountPatchParams, V31.ConnectedAccountPatchResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'connection' | 'experimental';
      unmet: never;
    }>();
  });
  it('connectedAccounts.refresh', () => {
    // notTaken: the vendor's client's own names for the query's and the body's redirect_url
    expectTypeOf<Parity<'connectedAccounts.refresh', V31.ConnectedAccountRefreshParams, V31.ConnectedAccountRefreshResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'query_redirect_url' | 'body_redirect_url';
      unmet: never;
    }>();
  });
  it('connectedAccounts.updateStatus', () => {
    expectTypeOf<
      Parity<'connectedAccounts.updateStatus', V31.ConnectedAccountUpdateStatusParams, V31.ConnectedAccountUpdateStatusResponse>
    >().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('connectedAccounts.link', () => {
    expectTypeOf<Parity<'connectedAccounts.link', V31.LinkCreateParams, V31.LinkCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'experimental';
      unmet: never;
    }>();
  });
  it('toolkits.query', () => {
    expectTypeOf<Parity<'toolkits.query', V31.ToolkitListParams, V31.ToolkitListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolkits.get', () => {
    expectTypeOf<Parity<'toolkits.get', NoParams, V31.ToolkitRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolkits.categories', () => {
    expectTypeOf<Parity<'toolkits.categories', NoParams, V31.ToolkitRetrieveCategoriesResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('tools.list', () => {
    // notTaken: one version per toolkit, no importance ranking, no scopes, nothing deprecated
    expectTypeOf<Parity<'tools.list', V31.ToolListParams, V31.ToolListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'include_deprecated' | 'toolkit_versions' | 'scopes' | 'important';
      unmet: never;
    }>();
  });
  it('tools.get', () => {
    expectTypeOf<Parity<'tools.get', NoParams, V31.ToolRetrieveResponse>>().toEqualTypeOf<{ unaccepted: never; notTaken: never; unmet: never }>();
  });
  it('tools.execute', () => {
    // notTaken: one version per toolkit; no natural-language input, tracing or per-call custom auth
    expectTypeOf<Parity<'tools.execute', V31.ToolExecuteParams, V31.ToolExecuteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'version' | 'allow_tracing' | 'custom_auth_params' | 'custom_connection_data' | 'entity_id' | 'text' | 'x-llm-gateway-headers';
      unmet: never;
    }>();
  });
  it('proxy.execute', () => {
    // notTaken: per-call custom connection data is not taken: the account's credentials are used
    expectTypeOf<Parity<'proxy.execute', V31.ToolProxyParams, V31.ToolProxyResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'custom_connection_data';
      unmet: never;
    }>();
  });
  it('triggerTypes.list', () => {
    expectTypeOf<Parity<'triggerTypes.list', V31.TriggersTypeListParams, V31.TriggersTypeListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('triggerTypes.get', () => {
    expectTypeOf<Parity<'triggerTypes.get', NoParams, V31.TriggersTypeRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('triggerInstances.upsert', () => {
    // notTaken: one version per toolkit; the vendor's camelCase duplicates (send the snake_case fields)
    expectTypeOf<Parity<'triggerInstances.upsert', V31.TriggerInstanceUpsertParams, V31.TriggerInstanceUpsertResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'user_id' | 'version' | 'connectedAuthId' | 'triggerConfig';
      unmet: never;
    }>();
  });
  it('triggerInstances.listActive', () => {
    // notTaken: the vendor's camelCase duplicates and v1 UUID filters (send the snake_case fields)
    expectTypeOf<Parity<'triggerInstances.listActive', V31.TriggerInstanceListActiveParams, V31.TriggerInstanceListActiveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken:
        | 'authConfigIds'
        | 'connectedAccountIds'
        | 'deprecatedAuthConfigUuids'
        | 'deprecatedConnectedAccountUuids'
        | 'showDisabled'
        | 'triggerIds'
        | 'triggerNames';
      unmet: never;
    }>();
  });
  it('mcp.createServer', () => {
    // notTaken: no-auth toolkits get an auth config like any other (use mcp.createCustom with toolkits)
    expectTypeOf<Parity<'mcp.createServer', V31.McpCreateParams, V31.McpCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'no_auth_apps';
      unmet: never;
    }>();
  });
  it('mcp.getServer', () => {
    expectTypeOf<Parity<'mcp.getServer', NoParams, V31.McpRetrieveResponse>>().toEqualTypeOf<{ unaccepted: never; notTaken: never; unmet: never }>();
  });
  it('mcp.updateServer', () => {
    expectTypeOf<Parity<'mcp.updateServer', V31.McpUpdateParams, V31.McpUpdateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.listServers', () => {
    expectTypeOf<Parity<'mcp.listServers', V31.McpListParams, V31.McpListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.deleteServer', () => {
    expectTypeOf<Parity<'mcp.deleteServer', NoParams, V31.McpDeleteResponse>>().toEqualTypeOf<{ unaccepted: never; notTaken: never; unmet: never }>();
  });
  it('files.list', () => {
    expectTypeOf<Parity<'files.list', V31.FileListParams, V31.FileListResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('files.requestUpload', () => {
    // unmet: type is 'existing' when the MD5 is known (the URL then takes the same bytes again); storage_backend is 'local'
    expectTypeOf<Parity<'files.requestUpload', V31.FileCreatePresignedURLParams, V31.FileCreatePresignedURLResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'type' | 'metadata.storage_backend';
    }>();
  });
  it('triggerInstances.manage', () => {
    expectTypeOf<Parity<'triggerInstances.manage', ManageV31.ManageUpdateParams, ManageV31.ManageUpdateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('triggerInstances.delete', () => {
    expectTypeOf<Parity<'triggerInstances.delete', NoParams, ManageV31.ManageDeleteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.createCustom', () => {
    expectTypeOf<Parity<'mcp.createCustom', CustomV31.CustomCreateParams, CustomV31.CustomCreateResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('mcp.generateUrl', () => {
    expectTypeOf<Parity<'mcp.generateUrl', GenerateV31.GenerateURLParams, GenerateV31.GenerateURLResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: never;
    }>();
  });
  it('toolRouter.createSession', () => {
    // unaccepted: tools: per-toolkit tag filters are not modelled; v3.1 pins one account per toolkit (a list is not taken)
    // notTaken: multi-account, preloading, search/execute switches and experimental custom tools are not modelled
    // unmet: no config versions or preloads; tags are one list; mcp.type is the spec's string; v3.1 lists pinned accounts
    expectTypeOf<Parity<'toolRouter.createSession', SessionV31.SessionCreateParams, SessionV31.SessionCreateResponse>>().toEqualTypeOf<{
      unaccepted: 'connected_accounts' | 'tools';
      notTaken: 'search' | 'experimental' | 'multi_account' | 'preload' | 'execute';
      unmet:
        | 'config_version'
        | 'config.preload'
        | 'config.tags.tags'
        | 'mcp.type'
        | 'config.search'
        | 'config.execute'
        | `config.connected_accounts.${string}`;
    }>();
  });
  it('toolRouter.getSession', () => {
    // unmet: as toolRouter.createSession
    expectTypeOf<Parity<'toolRouter.getSession', NoParams, SessionV31.SessionRetrieveResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet:
        | 'config_version'
        | 'config.preload'
        | 'config.tags.tags'
        | 'mcp.type'
        | 'config.search'
        | 'config.execute'
        | `config.connected_accounts.${string}`;
    }>();
  });
  it('toolRouter.listToolkits', () => {
    // unmet: the account of a session toolkit has the spec's 2.3 fields only
    expectTypeOf<Parity<'toolRouter.listToolkits', SessionV31.SessionToolkitsParams, SessionV31.SessionToolkitsResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'items[].connected_account';
    }>();
  });
  it('toolRouter.createLink', () => {
    expectTypeOf<Parity<'toolRouter.createLink', SessionV31.SessionLinkParams, SessionV31.SessionLinkResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'experimental';
      unmet: never;
    }>();
  });
  it('toolRouter.search', () => {
    // notTaken: no model choice: search is by text
    expectTypeOf<Parity<'toolRouter.search', SessionV31.SessionSearchParams, SessionV31.SessionSearchResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'experimental' | 'model';
      unmet: never;
    }>();
  });
  it('toolRouter.listTools', () => {
    // unmet: v3.1 pages the session's tools; here they come in one list
    expectTypeOf<Parity<'toolRouter.listTools', NoParams, SessionV31.SessionToolsResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: never;
      unmet: 'current_page' | 'total_items' | 'total_pages';
    }>();
  });
  it('toolRouter.execute', () => {
    // notTaken: no workbench offload of large results
    expectTypeOf<Parity<'toolRouter.execute', SessionV31.SessionExecuteParams, SessionV31.SessionExecuteResponse>>().toEqualTypeOf<{
      unaccepted: never;
      notTaken: 'experimental' | 'enable_auto_workbench_offload';
      unmet: never;
    }>();
  });
  it('toolRouter.executeMeta', () => {
    // unaccepted: slug: the meta tools are PATCHBAY_*, not the vendor's COMPOSIO_* names
    expectTypeOf<Parity<'toolRouter.executeMeta', SessionV31.SessionExecuteMetaParams, SessionV31.SessionExecuteMetaResponse>>().toEqualTypeOf<{
      unaccepted: 'slug';
      notTaken: 'experimental';
      unmet: never;
    }>();
  });
});
