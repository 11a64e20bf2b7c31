import fc from 'fast-check';
import { anyJson, extremeJson, jsonText, longString } from './probe';

/**
 * What the service fuzz sends: the names endpoints read, a valid body per
 * route (so one bent value at a time gets past validation), and values that
 * break handlers which trust a valid-looking body.
 */

export const QUERY_FIELDS = [
  'user_ids',
  'connected_account_ids',
  'trigger_ids',
  'toolkit_slugs',
  'statuses',
  'auth_config_ids',
  'toolkits',
  'show_disabled',
  'limit',
  'cursor',
  'search',
  'is_connected',
  'redirect_url',
  'order_by',
  'order_direction',
  'page_no',
  'toolkit_versions',
  'name',
  'category',
  'managed_by',
  'sort_by',
  'state',
  'code',
  'error',
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'signature',
  'expires',
  'content_type',
  'toolkit_slug',
  'tool_slug',
  'trigger_names',
  'tool_slugs',
  'query',
  'tags',
] as const;
export const BODY_FIELDS = [
  'toolkit',
  'auth_config',
  'auth_config_id',
  'user_id',
  'callback_url',
  'connection_data',
  'toolkits',
  'category',
  'managed_by',
  'sort_by',
  'limit',
  'cursor',
  'search',
  'status',
  'connected_account_id',
  'connected_accounts',
  'auth_configs',
  'trigger_config',
  'toolkit_versions',
  'name',
  'auth_config_ids',
  'allowed_tools',
  'mcp_server_id',
  'user_ids',
  'connected_account_ids',
  'toolkit_slug',
  'tool_slug',
  'filename',
  'mimetype',
  'md5',
  'endpoint',
  'method',
  'body',
  'binary_body',
  'parameters',
  'should_create_api_key',
  'config',
  'webhook_url',
  'enabled_events',
  'version',
  'redirect_url',
  'validate_credentials',
  'collect_credentials',
  'alias',
  'enabled',
  'account',
  'manage_connections',
  'tools',
  'tags',
  'workbench',
  'title',
  'project',
  'priority',
  'value',
  'grant_type',
  'code',
  'client_id',
  'client_secret',
  'redirect_uri',
  'decision',
  'request_id',
  'api_key',
  'arguments',
  'slug',
  'queries',
  '__proto__',
  'constructor',
  'prototype',
] as const;
export const FORM_FIELDS = [
  'grant_type',
  'code',
  'client_id',
  'client_secret',
  'redirect_uri',
  'decision',
  'request_id',
  'api_key',
  'region',
  '__proto__',
  'constructor',
] as const;

/**
 * A valid body per route (references filled in per service), for junk that
 * gets past validation: the fuzz replaces some of its values and adds
 * fields, so one bad value at a time reaches the handler.
 */
export const TEMPLATES: Readonly<Record<string, readonly (readonly [string, unknown])[]>> = {
  'POST /api/v3/auth_configs': [['toolkit', { slug: 'patchbay_noauth_demo' }]],
  'POST /api/v3/connected_accounts/link': [
    ['auth_config_id', '{authConfig.noauth}'],
    ['user_id', 'user-3'],
    ['callback_url', 'https://app.example/done'],
    ['connection_data', { region: 'eu' }],
  ],
  'POST /api/v3/connected_accounts/:nanoid/refresh': [
    ['redirect_url', 'https://app.example/done'],
    ['collect_credentials', true],
  ],
  'PATCH /api/v3/connected_accounts/:nanoid': [['alias', 'Work']],
  'PATCH /api/v3/connected_accounts/:nanoid/status': [['enabled', false]],
  'POST /api/v3/toolkits/multi': [
    ['toolkits', ['patchbay_noauth_demo']],
    ['limit', 10],
    ['sort_by', 'alphabetically'],
  ],
  'POST /api/v3/trigger_instances/:slug/upsert': [
    ['connected_account_id', '{account.noauth}'],
    ['trigger_config', { component: 'api', severity: 'major' }],
    ['toolkit_versions', 'latest'],
  ],
  'PATCH /api/v3/trigger_instances/manage/:triggerId': [['status', 'disable']],
  'POST /api/v3/tool_router/session': [
    ['user_id', 'user-1'],
    ['toolkits', { enable: ['patchbay_noauth_demo'] }],
    ['connected_accounts', { patchbay_noauth_demo: '{account.noauth}' }],
    ['manage_connections', { enable: true, callback_url: 'https://app.example/done' }],
    ['tools', { patchbay_noauth_demo: { enable: ['PATCHBAY_NOAUTH_DEMO_GET_STATUS'] } }],
  ],
  'POST /api/v3/tool_router/session/:session_id/link': [
    ['toolkit', 'patchbay_apikey_demo'],
    ['callback_url', 'https://app.example/done'],
  ],
  'POST /api/v3/mcp/servers/generate': [
    ['mcp_server_id', '{mcpServer}'],
    ['user_ids', ['user-1']],
    ['connected_account_ids', ['{account.noauth}']],
  ],
  'POST /api/v3/mcp/servers': [
    ['name', 'Second desk'],
    ['auth_config_ids', ['{authConfig.noauth}']],
    ['allowed_tools', ['PATCHBAY_NOAUTH_DEMO_GET_STATUS']],
  ],
  'PATCH /api/v3/mcp/:id': [
    ['name', 'Renamed desk'],
    ['auth_config_ids', ['{authConfig.noauth}']],
  ],
  'POST /api/v3/mcp/servers/:serverId/instances': [['user_id', 'user-1']],
  'POST /api/v3/files/upload/request': [
    ['toolkit_slug', 'patchbay_noauth_demo'],
    ['tool_slug', 'PATCHBAY_NOAUTH_DEMO_GET_STATUS'],
    ['filename', 'b.txt'],
    ['mimetype', 'text/plain'],
    ['md5', '0cc175b9c0f1b6a831c399e269772661'],
  ],
  'POST /api/v3/tools/execute/proxy': [
    ['endpoint', '/status'],
    ['method', 'GET'],
    ['connected_account_id', '{account.noauth}'],
    ['parameters', [{ name: 'x', type: 'query', value: '1' }]],
    ['body', { a: 1 }],
  ],
  'POST /api/v3/tools/execute/:tool_slug': [
    ['user_id', 'user-1'],
    ['connected_account_id', '{account.noauth}'],
    ['arguments', { status: 'all', limit: 2 }],
  ],
  'POST /api/v3/tool_router/session/:session_id/search': [['queries', [{ use_case: 'check the status page', known_fields: 'component:api' }]]],
  'POST /api/v3/tool_router/session/:session_id/execute': [
    ['tool_slug', 'PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS'],
    ['arguments', { status: 'open', limit: 1 }],
  ],
  'POST /api/v3/tool_router/session/:session_id/execute_meta': [
    ['slug', 'PATCHBAY_MULTI_EXECUTE_TOOL'],
    ['arguments', { tools: [{ tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', arguments: {} }] }],
  ],
  'POST /api/v3/org/owner/project/new': [
    ['name', 'Second project'],
    ['should_create_api_key', false],
    ['config', { a: 1 }],
  ],
  'POST /api/v3/webhook_subscriptions': [
    ['webhook_url', 'https://hooks.example/x'],
    ['enabled_events', ['trigger.message']],
  ],
  'PATCH /api/v3/webhook_subscriptions/:id': [
    ['webhook_url', 'https://hooks.example/y'],
    ['enabled_events', ['connected_account.status_changed']],
  ],
  'POST /sandbox/patchbay_oauth_demo/tasks': [
    ['title', 'Fuzz task'],
    ['project', 'inbox'],
    ['priority', 'normal'],
  ],
  'PATCH /sandbox/patchbay_oauth_demo/tasks/:id': [['title', 'Renamed task']],
  'POST /sandbox/patchbay_apikey_demo/events': [
    ['name', 'signups'],
    ['value', 1],
  ],
};

/** Routes that read a form, with a valid one. */
export const FORMS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'POST /oauth/token': [
    ['grant_type', 'authorization_code'],
    ['code', 'oac_x'],
    ['client_id', 'x'],
    ['client_secret', 'y'],
    ['redirect_uri', 'http://patchbay-service.test/connect/lt_x/oauth/callback'],
  ],
  'POST /oauth/authorize': [
    ['request_id', 'x'],
    ['decision', 'allow'],
  ],
  'POST /connect/:linkToken': [
    ['api_key', 'pk_test_fuzz_0002'],
    ['region', 'us'],
  ],
};

/** Body fields that carry ids (or lists and maps of them): DESIGN "Hostile input" wants lone surrogates and control characters in them refused. */
export const ID_FIELDS = new Set([
  'user_id',
  'user_ids',
  'auth_config_id',
  'auth_config_ids',
  'connected_account_id',
  'connected_account_ids',
  'connected_accounts',
  'mcp_server_id',
]);

/** A form field's text for any hostile value. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : jsonText(value, 'wire');
}

export const loneSurrogates = fc.constantFrom('\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', 'user-\ud83d');
export const controlCharacters = fc.constantFrom('\u0000', 'a\u0000b', 'user\u001f', '\u007f', 'line\nbreak', 'tab\tx', '\r');
const hostileString = fc.oneof(loneSurrogates, controlCharacters, longString, fc.constantFrom('', ' ', ' padded ', 'a,b', '\u2028', '\ufeff'));
const withProtoKey = (inner: unknown) => Object.fromEntries([['__proto__', inner]]);

/** Values that break handlers that trust a valid-looking body: deep or huge JSON, lone surrogates, control characters, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { withCrossShrink: true },
  { weight: 3, arbitrary: extremeJson },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileString.map((text) => [text]) },
  { weight: 1, arbitrary: extremeJson.map((value) => [value]) },
  { weight: 1, arbitrary: extremeJson.map((value) => ({ a: value })) },
  { weight: 1, arbitrary: hostileString.map((text) => ({ patchbay_noauth_demo: text })) },
  { weight: 1, arbitrary: fc.constantFrom(withProtoKey({ polluted: 'yes' }), withProtoKey([]), { constructor: { prototype: { polluted: 'yes' } } }) },
  { weight: 1, arbitrary: anyJson },
);
