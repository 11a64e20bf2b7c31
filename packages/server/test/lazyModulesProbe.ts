// A fresh process that records every module Node loads while it starts the service and answers requests, run by
// lazyModules.test.ts: prints, after each step, which of the modules the service loads on first use are loaded yet.
import { createRequire } from 'node:module';
import { recordModuleLoads } from './moduleLoads';

/** Modules by the part of their path that names them. */
const WATCHED = {
  mcpSdk: '/@modelcontextprotocol/sdk/',
  honoNodeServer: '/@hono/node-server/',
  openApiDocument: '/src/openapi/openApiDocument.ts',
  ajv: '/ajv/dist/',
  // A route group no step but the OpenAPI document's asks for (see routeGroups.ts).
  webhookRoutes: '/src/webhooks/webhookSubscriptionsRoutes.ts',
  // The hosted pages' twelve message catalogs: only a hosted page needs them, not the API's locale checks.
  hostedLocales: '/src/connect/locales/hostedLocales.ts',
  // The relay's entry (webhook signing, for the first delivery or secret); the service's HTTP parts come from `@patchbay/relay/http`.
  relayEntry: '/packages/relay/src/index.ts',
} as const;

export type Watched = keyof typeof WATCHED;
export type ProbeReport = Record<string, Record<Watched, boolean>>;

const loadedSoFar = recordModuleLoads();
// CommonJS modules (Ajv) required by name do not pass those hooks: they are in require's cache.
const { cache } = createRequire(import.meta.url);

const report: ProbeReport = {};
/** What is loaded after `step`. */
async function seen(step: string): Promise<void> {
  const paths = [...(await loadedSoFar()), ...Object.keys(cache)];
  report[step] = Object.fromEntries(Object.entries(WATCHED).map(([name, part]) => [name, paths.some((path) => path.includes(part))])) as Record<
    Watched,
    boolean
  >;
}

const { createPatchbayServer, serveNode } = await import('../src/index');
const { undocumentedSuccess } = await import('../src/testing/documentedSuccess');
const server = createPatchbayServer();
const key = { 'x-api-key': server.projectApiKey };
async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init = { method, headers: { ...key, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } };
  const response = await server.fetch(new Request(url, body ? { ...init, body: JSON.stringify(body) } : init));
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}
await seen('import');

const accounts: unknown = await (await call('GET', 'http://probe.local/api/v3/connected_accounts')).json();
await call('GET', 'http://probe.local/api/v3/toolkits?limit=5');
const session = (await (await call('POST', 'http://probe.local/api/v3/tool_router/session', { user_id: 'probe' })).json()) as {
  mcp: { url: string };
};
await seen('rest');

const broken = undocumentedSuccess('GET', '/api/v3/connected_accounts', 200, accounts);
if (broken !== null) throw new Error(broken);
await seen('checkedAnswer');

await call(
  'POST',
  session.mcp.url,
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
  },
  { accept: 'application/json, text/event-stream' },
);
await seen('mcp');

await call('GET', 'http://probe.local/api/v3/openapi.json');
await seen('openapi');

const running = await serveNode(server.fetch);
await running.close();
await seen('serveNode');

await server.close();
process.stdout.write(JSON.stringify(report));
