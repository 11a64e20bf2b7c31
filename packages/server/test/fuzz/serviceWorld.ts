import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from '../../src/createPatchbayServer';
import { newId } from '../../src/ids';
import { apiRoutes, publicRoutes } from '../../src/apiRoutes';

/**
 * A service with one of every record, so junk aimed at real ids reaches
 * past the lookups into the handlers; and every route it serves, read from
 * the routers themselves so a new endpoint is fuzzed without being listed.
 */

export const SERVICE_ORIGIN = 'http://patchbay-service.test';
export const SANDBOX_API_KEY = 'pk_test_fuzz_0001';
export const SANDBOX_ACCESS_TOKEN = 'oat_fuzz_access_token_0001';

export interface Route {
  /** 'ALL' for middleware that runs for any method. */
  readonly method: string;
  /** Hono path: `:name` parameters, `*` wildcards. */
  readonly path: string;
}

/** Every route of the service, API routes under /api/v3. */
export function serviceRoutes(): Route[] {
  const routes = [
    ...apiRoutes.flatMap((router) => router.routes.map((route) => ({ method: route.method, path: `/api/v3${route.path}` }))),
    ...publicRoutes.flatMap((router) => router.routes.map((route) => ({ method: route.method, path: route.path }))),
  ];
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface ServiceWorld {
  readonly service: PatchbayServer;
  /** Real ids and keys by name, for the `{name}` references of probes. */
  readonly vars: Record<string, string>;
  close(): Promise<void>;
}

/** Path parameters by name: references to real records of their kind (see ServiceWorld.vars), and real slugs. */
export const PARAMS: ReadonlyMap<string, readonly string[]> = new Map([
  [
    'nanoid',
    ['{authConfig.noauth}', '{account.noauth}', '{account.apikey}', '{account.open}', '{account.oauth}', '{authConfig.apikey}', '{authConfig.oauth}'],
  ],
  ['status', ['ENABLED', 'DISABLED', 'enabled']],
  ['slug', ['patchbay_noauth_demo', 'PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED', 'patchbay_apikey_demo', 'PATCHBAY_APIKEY_DEMO_TASK_CREATED']],
  ['triggerId', ['{trigger}']],
  ['session_id', ['{session}']],
  ['tool_slug', ['PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS', 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_OAUTH_DEMO_CREATE_TASK', 'GITHUB_CREATE_ISSUE']],
  ['serverId', ['{mcpServer}']],
  ['instanceId', ['user-1', 'user-2']],
  ['id', ['{mcpServer}', '{subscription}', 'tsk_1']],
  ['nano_id', ['{project}']],
  ['linkToken', ['{link.apikey}', '{link.oauth}', '{link.done}']],
  ['fileId', ['{file}']],
  ['binaryId', ['bin_1']],
  ['file', ['patchbay_noauth_demo.svg', 'x.svg']],
  ['name', ['x.png', 'logo.png']],
]);

/** Every reference and slug of PARAMS, for bodies and queries. */
export const KNOWN_VALUES: readonly string[] = [...new Set([...PARAMS.values()].flat())];

async function call(service: PatchbayServer, method: string, path: string, body?: unknown, key: 'project' | 'org' = 'project'): Promise<any> {
  const response = await service.fetch(
    new Request(SERVICE_ORIGIN + path, {
      method,
      headers: {
        [key === 'project' ? 'x-api-key' : 'x-org-api-key']: key === 'project' ? service.projectApiKey : service.orgApiKey,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`setting up the fuzz service: ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

async function submitConnectPage(service: PatchbayServer, redirectUrl: string, fields: Record<string, string>): Promise<void> {
  const page = await service.fetch(
    new Request(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }),
  );
  await page.text();
}

/** A fresh in-memory service holding one record of every kind. */
export async function createServiceWorld(options: PatchbayServerOptions = {}): Promise<ServiceWorld> {
  const service = createPatchbayServer({ storage: 'memory', rateLimit: false, ...options });
  const authConfig = async (slug: string): Promise<string> =>
    (await call(service, 'POST', '/api/v3/auth_configs', { toolkit: { slug } })).auth_config.id;
  const noAuthConfig = await authConfig('patchbay_noauth_demo');
  const apiKeyConfig = await authConfig('patchbay_apikey_demo');
  const oauthConfig = await authConfig('patchbay_oauth_demo');
  const link = (auth_config_id: string, user_id: string) =>
    call(service, 'POST', '/api/v3/connected_accounts/link', { auth_config_id, user_id, callback_url: `${SERVICE_ORIGIN}/done` });

  // ACTIVE no-auth and API-key accounts through the hosted page.
  const noAuthLink = await link(noAuthConfig, 'user-1');
  await submitConnectPage(service, noAuthLink.redirect_url, {});
  const apiKeyLink = await link(apiKeyConfig, 'user-1');
  await submitConnectPage(service, apiKeyLink.redirect_url, { api_key: SANDBOX_API_KEY });
  // Links left open: their hosted pages (an API-key form, an OAuth sign-in) stay live.
  const openApiKeyLink = await link(apiKeyConfig, 'user-2');
  const openOauthLink = await link(oauthConfig, 'user-2');
  // An ACTIVE OAuth account as a finished flow leaves it, for the sandbox API behind a bearer token.
  const stamp = new Date().toISOString();
  const oauthAccount = service.store.put('connected_accounts', {
    id: newId('connectedAccount'),
    project_id: service.defaultProjectId,
    user_id: 'user-2',
    toolkit_slug: 'patchbay_oauth_demo',
    auth_config_id: oauthConfig,
    status: 'ACTIVE',
    status_reason: null,
    credentials: { access_token: SANDBOX_ACCESS_TOKEN },
    is_disabled: false,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  }).id;

  const trigger = await call(service, 'POST', '/api/v3/trigger_instances/PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED/upsert', {
    connected_account_id: noAuthLink.connected_account_id,
    trigger_config: { component: 'api' },
  });
  const session = await call(service, 'POST', '/api/v3/tool_router/session', {
    user_id: 'user-1',
    connected_accounts: { patchbay_noauth_demo: noAuthLink.connected_account_id },
  });
  const mcpServer = await call(service, 'POST', '/api/v3/mcp/servers', { name: 'Fuzz desk', auth_config_ids: [noAuthConfig] });
  await call(service, 'POST', `/api/v3/mcp/servers/${mcpServer.id}/instances`, { user_id: 'user-1' });
  // Deliveries go to the service itself (it answers its own origin in-process): no network.
  const subscription = await call(service, 'POST', '/api/v3/webhook_subscriptions', { webhook_url: `${SERVICE_ORIGIN}/hook` });
  const upload = await call(service, 'POST', '/api/v3/files/upload/request', {
    toolkit_slug: 'patchbay_noauth_demo',
    tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS',
    filename: 'a.txt',
    mimetype: 'text/plain',
    md5: '5eb63bbbe01eeed093cb22bb8f5acdc3',
  });
  // A project of its own: the default project's key must survive regenerate and delete calls.
  const project = await call(service, 'POST', '/api/v3/org/owner/project/new', { name: 'Fuzz target' }, 'org');

  const vars: Record<string, string> = {
    projectKey: service.projectApiKey,
    orgKey: service.orgApiKey,
    'authConfig.noauth': noAuthConfig,
    'authConfig.apikey': apiKeyConfig,
    'authConfig.oauth': oauthConfig,
    'account.noauth': noAuthLink.connected_account_id,
    'account.apikey': apiKeyLink.connected_account_id,
    'account.open': openApiKeyLink.connected_account_id,
    'account.oauth': oauthAccount,
    'link.apikey': openApiKeyLink.link_token,
    'link.oauth': openOauthLink.link_token,
    'link.done': noAuthLink.link_token,
    trigger: trigger.trigger_id,
    session: session.session_id,
    mcpServer: mcpServer.id,
    subscription: subscription.id,
    file: upload.id,
    project: project.id,
  };
  return { service, vars, close: () => service.close() };
}
