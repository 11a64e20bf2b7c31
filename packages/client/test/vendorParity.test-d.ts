import type { Composio as V3 } from '@composio/client-v3';
import type { Composio as V31 } from '@composio/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { EndpointName } from '../src';
import type { ParityTable, VendorCall } from './vendorParity';

/*
 * Type-level parity with the vendor's client (`@composio/client`: 0.1.0-alpha.68
 * for v3, as @composio/core 0.8.1 uses it, and 0.1.0-alpha.76 for v3.1), for
 * every endpoint both have. A type test (Vitest's `types` project, and
 * `pnpm typecheck`): for each endpoint the fields that differ must be exactly
 * the ones listed, so a new difference (or one fixed) fails until this list
 * and the fidelity table of packages/server/README.md say so. `unaccepted`: request fields both name
 * where the vendor sends values ours does not take; `notTaken`: vendor request
 * fields ours does not name (the service ignores them); `unmet`: response
 * fields the vendor requires that ours lacks or types otherwise.
 */

/** The vendor's method for each endpoint, in either version of its client, and which argument is the request. */
interface VendorCalls<C extends V3 | V31> {
  'authConfigs.create': VendorCall<C['authConfigs']['create'], 0>;
  'authConfigs.get': VendorCall<C['authConfigs']['retrieve']>;
  'authConfigs.list': VendorCall<C['authConfigs']['list'], 0>;
  'authConfigs.update': VendorCall<C['authConfigs']['update'], 1>;
  'connectedAccounts.create': VendorCall<C['connectedAccounts']['create'], 0>;
  'connectedAccounts.get': VendorCall<C['connectedAccounts']['retrieve']>;
  'connectedAccounts.list': VendorCall<C['connectedAccounts']['list'], 0>;
  'connectedAccounts.delete': VendorCall<C['connectedAccounts']['delete']>;
  'connectedAccounts.update': VendorCall<C['connectedAccounts']['patch'], 1>;
  'connectedAccounts.refresh': VendorCall<C['connectedAccounts']['refresh'], 1>;
  'connectedAccounts.updateStatus': VendorCall<C['connectedAccounts']['updateStatus'], 1>;
  'connectedAccounts.link': VendorCall<C['link']['create'], 0>;
  'toolkits.query': VendorCall<C['toolkits']['list'], 0>;
  'toolkits.get': VendorCall<C['toolkits']['retrieve']>;
  'toolkits.categories': VendorCall<C['toolkits']['retrieveCategories']>;
  'tools.list': VendorCall<C['tools']['list'], 0>;
  'tools.get': VendorCall<C['tools']['retrieve']>;
  'tools.execute': VendorCall<C['tools']['execute'], 1>;
  'tools.getInput': VendorCall<C['tools']['getInput'], 1>;
  'tools.enum': VendorCall<C['tools']['retrieveEnum']>;
  'proxy.execute': VendorCall<C['tools']['proxy'], 0>;
  'triggerTypes.list': VendorCall<C['triggersTypes']['list'], 0>;
  'triggerTypes.get': VendorCall<C['triggersTypes']['retrieve']>;
  'triggerTypes.enum': VendorCall<C['triggersTypes']['retrieveEnum']>;
  'triggerInstances.upsert': VendorCall<C['triggerInstances']['upsert'], 1>;
  'triggerInstances.listActive': VendorCall<C['triggerInstances']['listActive'], 0>;
  'triggerInstances.manage': VendorCall<C['triggerInstances']['manage']['update'], 1>;
  'triggerInstances.delete': VendorCall<C['triggerInstances']['manage']['delete']>;
  'mcp.createServer': VendorCall<C['mcp']['create'], 0>;
  'mcp.getServer': VendorCall<C['mcp']['retrieve']>;
  'mcp.updateServer': VendorCall<C['mcp']['update'], 1>;
  'mcp.listServers': VendorCall<C['mcp']['list'], 0>;
  'mcp.deleteServer': VendorCall<C['mcp']['delete']>;
  'mcp.listAppServers': VendorCall<C['mcp']['retrieveApp'], 1>;
  'mcp.createCustom': VendorCall<C['mcp']['custom']['create'], 0>;
  'mcp.generateUrl': VendorCall<C['mcp']['generate']['url'], 0>;
  'files.list': VendorCall<C['files']['list'], 0>;
  'files.requestUpload': VendorCall<C['files']['createPresignedURL'], 0>;
  'toolRouter.createSession': VendorCall<C['toolRouter']['session']['create'], 0>;
  'toolRouter.getSession': VendorCall<C['toolRouter']['session']['retrieve']>;
  'toolRouter.listToolkits': VendorCall<C['toolRouter']['session']['toolkits'], 1>;
  'toolRouter.createLink': VendorCall<C['toolRouter']['session']['link'], 1>;
  'toolRouter.search': VendorCall<C['toolRouter']['session']['search'], 1>;
  'toolRouter.listTools': VendorCall<C['toolRouter']['session']['tools'], 1>;
  'toolRouter.execute': VendorCall<C['toolRouter']['session']['execute'], 1>;
  'toolRouter.executeMeta': VendorCall<C['toolRouter']['session']['executeMeta'], 1>;
  'toolRouter.proxyExecute': VendorCall<C['toolRouter']['session']['proxyExecute'], 1>;
}

/**
 * Calls only v3.1's client makes (v3's delete of an auth config takes no
 * request). Its session delete came later (2.0 of its client): not compared here.
 */
interface V31OnlyCalls {
  'authConfigs.delete': VendorCall<V31['authConfigs']['delete'], 1>;
  'toolRouter.updateSession': VendorCall<V31['toolRouter']['session']['patch'], 1>;
  'toolRouter.attach': VendorCall<V31['toolRouter']['session']['attach'], 1>;
  'toolRouter.configHistory': VendorCall<V31['toolRouter']['session']['configHistory'], 1>;
  'toolRouter.listFiles': VendorCall<V31['toolRouter']['session']['files']['list'], 1>;
  'toolRouter.createFileUploadUrl': VendorCall<V31['toolRouter']['session']['files']['createUploadURL'], 1>;
  'toolRouter.createFileDownloadUrl': VendorCall<V31['toolRouter']['session']['files']['createDownloadURL'], 1>;
  'toolRouter.deleteFile': VendorCall<V31['toolRouter']['session']['files']['delete'], 1>;
}

/**
 * Calls only v3's client makes: the project's settings. v3.1's client
 * (0.1.0-alpha.76) keeps an empty `project.config` resource with no methods,
 * so `projects.getConfig` and `projects.updateConfig` have nothing to compare there.
 */
interface V3OnlyCalls {
  'projects.getConfig': VendorCall<V3['project']['config']['retrieve']>;
  'projects.updateConfig': VendorCall<V3['project']['config']['update'], 0>;
}

/**
 * Every other row of the endpoint table, with why the vendor's clients have
 * nothing to compare it with. A new row listed neither here nor in the calls
 * above does not compile, nor does a row listed in both.
 */
export const NOT_IN_VENDOR_CLIENT = {
  'authConfigs.updateStatus': "the vendor's method takes the status first and the id in its request: no single request to compare",
  'connectedAccounts.cancelLink': 'the vendor gives up a hosted link only when it expires: no call to compare',
  'toolkits.list': "the spec's POST /toolkits/multi: the vendor's client lists toolkits with GET (toolkits.query)",
  'toolRouter.deleteSession': "only the vendor's later client (2.0) deletes a session",
  'connectedAccounts.revoke': "only the vendor's later client (2.0) revokes an account",
  'logs.searchToolExecutions': "only the vendor's later client (2.0) searches tool execution logs",
  'logs.getToolExecution': "only the vendor's later client (2.0) reads a tool execution log",
  'toolRouter.listApprovals': "approvals are newer than the vendor's clients compared here (its SDK answers them by MCP elicitation)",
  'toolRouter.getApproval': "approvals are newer than the vendor's clients compared here (its SDK answers them by MCP elicitation)",
  'toolRouter.answerApproval': "approvals are newer than the vendor's clients compared here (its SDK answers them by MCP elicitation)",
  'mcp.listInstances': "the spec's MCP instances: not in the vendor's client",
  'mcp.createInstance': "the spec's MCP instances: not in the vendor's client",
  'mcp.deleteInstance': "the spec's MCP instances: not in the vendor's client",
  'projects.create': "the spec's organization endpoints: not in the vendor's client",
  'projects.list': "the spec's organization endpoints: not in the vendor's client",
  'projects.get': "the spec's organization endpoints: not in the vendor's client",
  'projects.regenerateApiKey': "the spec's organization endpoints: not in the vendor's client",
  'projects.delete': "the spec's organization endpoints: not in the vendor's client",
  'webhookSubscriptions.list': "the spec's webhook subscriptions: not in the vendor's client",
  'webhookSubscriptions.create': "the spec's webhook subscriptions: not in the vendor's client",
  'webhookSubscriptions.get': "the spec's webhook subscriptions: not in the vendor's client",
  'webhookSubscriptions.update': "the spec's webhook subscriptions: not in the vendor's client",
  'webhookSubscriptions.delete': "the spec's webhook subscriptions: not in the vendor's client",
  'webhookSubscriptions.rotateSecret': "the spec's webhook subscriptions: not in the vendor's client",
  'webhookSubscriptions.listEventTypes': "only the vendor's later client (2.0, as its SDK 0.21 uses it) lists webhook event types",
  'toolkits.changelog': "only the vendor's later client (2.0, as its SDK 0.21 uses it) reads the toolkits' changelog",
} satisfies Record<Exclude<EndpointName, keyof VendorCalls<V3> | keyof V31OnlyCalls | keyof V3OnlyCalls>, string>;

type Version = 'v3' | 'v3.1';
/** An endpoint whose request and response fit the vendor's exactly. */
interface NoDifference {
  unaccepted: never;
  notTaken: never;
  unmet: never;
}
/** `T` on v3.1, nothing on v3: what the later client added. */
type Since31<V extends Version, T> = V extends 'v3.1' ? T : never;
/** `T` on v3, nothing on v3.1: what the later client caught up with (v3's client has no REVOKED status). */
type Before31<V extends Version, T> = V extends 'v3' ? T : never;
/**
 * Session config fields ours does not have or types otherwise: tags are
 * one list; mcp.type is the spec's string; pinned accounts are typed as both forms (one id under /api/v3, a
 * list under /api/v3.1), which neither version's single form admits.
 */
// config.tags.enabled/disabled: the hints createHint and updateHint are newer than the vendor's clients compared here.
type SessionConfigUnmet<V extends Version> =
  | 'config.tags.tags'
  | 'config.tags.enabled'
  | 'config.tags.disabled'
  | 'mcp.type'
  | `config.connected_accounts.${string}`
  // config.preload.tools: echoes "all" as given, which v3.1 types and the earlier client (explicit slugs only) does not.
  | (V extends 'v3' ? 'config.preload.tools' : never);
/** Parameters the vendor's client passes beside the request that are path parameters here. */
type SessionFileDifference = { unaccepted: never; notTaken: 'session_id'; unmet: never };

/** The known differences of every endpoint, for client version `V`. */
interface KnownDifferences<V extends Version> {
  'authConfigs.create': {
    // unaccepted: auth_config: the vendor's client names 14 auth schemes; the catalog's toolkits have 5 (AuthScheme), and others are refused
    unaccepted: 'auth_config';
    notTaken: never;
    unmet: never;
  };
  'authConfigs.get': NoDifference;
  'authConfigs.list': {
    // unaccepted: is_composio_managed: typed as any string by the vendor; 'true' and 'false' are what is read
    unaccepted: 'is_composio_managed';
    // notTaken: the vendor's deprecated v1 filters
    notTaken: 'deprecated_app_id' | 'deprecated_status';
    unmet: never;
  };
  'authConfigs.update': {
    // unaccepted: credentials: the vendor types OAuth scopes only; custom configs take any credential fields
    unaccepted: 'credentials';
    // notTaken: shared credentials, proxies and user scopes are not modelled
    notTaken: 'shared_credentials' | 'proxy_config' | 'user_scopes';
    unmet: never;
  };
  // unmet: status: REVOKED (a revoked account), which v3's client does not know
  'connectedAccounts.create': { unaccepted: never; notTaken: never; unmet: Before31<V, 'status'> };
  'connectedAccounts.get': {
    unaccepted: never;
    notTaken: never;
    // unmet: credentials (data, params, state) never leave the service; word_id is not kept; auth_scheme is UNKNOWN for an account whose auth config was deleted;
    // status: REVOKED (a revoked account), which v3's client does not know
    unmet: 'params' | 'data' | 'state' | 'word_id' | 'auth_config.auth_scheme' | Before31<V, 'status'>;
  };
  'connectedAccounts.list': {
    // unaccepted: cursor is an opaque string here (the vendor types a number)
    unaccepted: 'cursor';
    notTaken: never;
    // unmet: as connectedAccounts.get
    unmet: 'items[].data' | 'items[].state' | 'items[].word_id' | 'items[].auth_config.auth_scheme' | Before31<V, 'items[].status'>;
  };
  'connectedAccounts.delete': NoDifference;
  'connectedAccounts.update': {
    unaccepted: never;
    // notTaken: credentials change through a reconnect (refresh), not here
    notTaken: 'connection';
    unmet: never;
  };
  'connectedAccounts.refresh': {
    unaccepted: never;
    // notTaken: the vendor's client's own names for the query's and the body's redirect_url
    notTaken: 'query_redirect_url' | 'body_redirect_url';
    // unmet: status as connectedAccounts.get
    unmet: Before31<V, 'status'>;
  };
  'connectedAccounts.updateStatus': NoDifference;
  'connectedAccounts.link': NoDifference;
  'toolkits.query': NoDifference;
  'toolkits.get': NoDifference;
  'toolkits.categories': NoDifference;
  'tools.list': {
    unaccepted: never;
    // notTaken: one version per toolkit, no importance ranking, no scopes, nothing deprecated
    notTaken: 'include_deprecated' | 'toolkit_versions' | 'scopes' | 'important';
    unmet: never;
  };
  'tools.get': NoDifference;
  'tools.execute': {
    unaccepted: never;
    // notTaken: no natural-language input, tracing or per-call custom auth
    notTaken: 'allow_tracing' | 'custom_auth_params' | 'custom_connection_data' | 'entity_id' | 'text' | 'x-llm-gateway-headers';
    unmet: never;
  };
  // The model guidance fields are taken and unused: arguments are read from the text deterministically.
  'tools.getInput': NoDifference;
  'tools.enum': NoDifference;
  'proxy.execute': {
    unaccepted: never;
    // notTaken: per-call custom connection data is not taken: the account's credentials are used
    notTaken: 'custom_connection_data';
    unmet: never;
  };
  'triggerTypes.list': NoDifference;
  'triggerTypes.get': NoDifference;
  'triggerTypes.enum': NoDifference;
  'triggerInstances.upsert': {
    unaccepted: never;
    // notTaken: one version per toolkit; the vendor's camelCase duplicates (send the snake_case fields)
    notTaken: 'version' | 'connectedAuthId' | 'triggerConfig';
    unmet: never;
  };
  'triggerInstances.listActive': {
    unaccepted: never;
    // notTaken: the vendor's camelCase duplicates and v1 UUID filters (send the snake_case fields)
    notTaken:
      | 'authConfigIds'
      | 'connectedAccountIds'
      | 'deprecatedAuthConfigUuids'
      | 'deprecatedConnectedAccountUuids'
      | 'showDisabled'
      | 'triggerIds'
      | 'triggerNames';
    unmet: never;
  };
  'triggerInstances.manage': NoDifference;
  'triggerInstances.delete': NoDifference;
  'mcp.createServer': {
    unaccepted: never;
    // notTaken: no-auth toolkits get an auth config like any other (use mcp.createCustom with toolkits)
    notTaken: 'no_auth_apps';
    unmet: never;
  };
  'mcp.getServer': NoDifference;
  'mcp.updateServer': NoDifference;
  'mcp.listServers': NoDifference;
  'mcp.deleteServer': NoDifference;
  'mcp.listAppServers': NoDifference;
  'mcp.createCustom': NoDifference;
  'mcp.generateUrl': NoDifference;
  'files.list': NoDifference;
  'files.requestUpload': {
    unaccepted: never;
    notTaken: never;
    // unmet: type is 'existing' when the MD5 is known (the URL then takes the same bytes again); storage_backend is 'local'
    unmet: 'type' | 'metadata.storage_backend';
  };
  'toolRouter.createSession': {
    // unaccepted: tools: per-toolkit tag filters are not modelled; preload (v3.1): typed as any string, of which only "all" is taken
    unaccepted: 'tools' | Since31<V, 'preload'>;
    // notTaken: experimental custom tools are not modelled
    notTaken: 'experimental';
    unmet: SessionConfigUnmet<V>;
  };
  // unmet: as toolRouter.createSession
  'toolRouter.getSession': { unaccepted: never; notTaken: never; unmet: SessionConfigUnmet<V> };
  'toolRouter.listToolkits': {
    unaccepted: never;
    notTaken: never;
    // unmet: the account of a session toolkit has the spec's 2.3 fields only
    unmet: 'items[].connected_account';
  };
  'toolRouter.createLink': { unaccepted: never; notTaken: Since31<V, 'experimental'>; unmet: never };
  'toolRouter.search': {
    unaccepted: never;
    // notTaken: no model choice: search is by text
    notTaken: 'model' | Since31<V, 'experimental'>;
    unmet: never;
  };
  'toolRouter.listTools': NoDifference;
  'toolRouter.execute': {
    unaccepted: never;
    // notTaken: no workbench offload of large results
    notTaken: 'enable_auto_workbench_offload' | Since31<V, 'experimental'>;
    unmet: never;
  };
  'toolRouter.executeMeta': {
    // unaccepted: slug: the meta tools are PATCHBAY_*, not the vendor's COMPOSIO_* names
    unaccepted: 'slug';
    notTaken: Since31<V, 'experimental'>;
    unmet: never;
  };
  // notTaken: as proxy.execute
  'toolRouter.proxyExecute': { unaccepted: never; notTaken: 'custom_connection_data'; unmet: never };
}

// Ours adds `branding` and `null` (back to the default) to the request, and answers every field the vendor's may leave out.
interface V3OnlyDifferences {
  'projects.getConfig': NoDifference;
  'projects.updateConfig': NoDifference;
}

interface V31OnlyDifferences {
  'authConfigs.delete': NoDifference;
  // As toolRouter.createSession: the same fields, each optional.
  'toolRouter.updateSession': KnownDifferences<'v3.1'>['toolRouter.createSession'];
  // notTaken: the vendor's inline custom tools are not modelled
  'toolRouter.attach': { unaccepted: never; notTaken: 'experimental'; unmet: SessionConfigUnmet<'v3.1'> };
  // unmet: as a session's config
  'toolRouter.configHistory': NoDifference;
  'toolRouter.listFiles': SessionFileDifference;
  'toolRouter.createFileUploadUrl': SessionFileDifference;
  'toolRouter.createFileDownloadUrl': SessionFileDifference;
  'toolRouter.deleteFile': SessionFileDifference;
}

/** `T` as one object type: the comparison is of identical types, and an intersection is not identical to the one table it makes. */
type Flat<T> = { [K in keyof T]: T[K] };

describe('parity with the vendor client', () => {
  it('v3 (0.1.0-alpha.68)', () => {
    expectTypeOf<ParityTable<VendorCalls<V3> & V3OnlyCalls>>().toEqualTypeOf<Flat<KnownDifferences<'v3'> & V3OnlyDifferences>>();
  });
  it('v3.1 (0.1.0-alpha.76)', () => {
    expectTypeOf<ParityTable<VendorCalls<V31> & V31OnlyCalls>>().toEqualTypeOf<Flat<KnownDifferences<'v3.1'> & V31OnlyDifferences>>();
  });
});
