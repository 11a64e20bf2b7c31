// The checks every version's journey makes, written once: each takes the
// journey's context (from openJourney) and what earlier steps gave, makes its
// SDK calls and checks, and returns what later steps need. runJourney.mjs
// groups them into the steps of 0.8 and 0.16; core-0.21/journey.mjs runs them
// one a step, with the checks only 0.21 can make around them.
import { api, check, completeHostedPage, createJourney, rejection, service, startWebhookEndpoint, statusOf } from './journeyKit.mjs';

export const OAUTH = 'patchbay_oauth_demo';
export const API_KEY = 'patchbay_apikey_demo';
export const NO_AUTH = 'patchbay_noauth_demo';
/** The task app's tool slug prefix. */
export const TASKS = OAUTH.toUpperCase();
/** The built-in toolkits' version label, which manual tool runs pin. */
export const TOOLKIT_VERSION = '20260301_00';

/**
 * The journey's context: its steps, the users of this run, a webhook endpoint,
 * and the client the vendor's quick start makes, with telemetry and the npm version check off.
 * @param {object} options
 * @param {Function} options.Composio the SDK's Composio class
 * @param {Function} options.OpenAIProvider the SDK's default provider
 * @param {string} options.version the installed @composio/core version
 * @param {string[]} [options.moreUsers] users besides ada, grace and linus (default none)
 */
export async function openJourney({ Composio, OpenAIProvider, version, moreUsers = [] }) {
  const journey = createJourney(`@composio/core ${version}`);
  const run = `${version.replaceAll('.', '_')}_${Date.now().toString(36)}`;
  const users = Object.fromEntries(['ada', 'grace', 'linus', ...moreUsers].map((name) => [name, `${name}_${run}`]));
  const endpoint = await startWebhookEndpoint();
  const callbackUrl = `${endpoint.url.replace('/webhooks', '')}/connect/callback`;
  const composio = new Composio({
    apiKey: service.apiKey,
    baseURL: service.url,
    allowTracking: false,
    disableVersionCheck: true,
    provider: new OpenAIProvider(),
  });
  return { journey, step: journey.step, run, users, endpoint, callbackUrl, composio };
}

/** Closes the webhook endpoint and prints the report. */
export async function closeJourney(j) {
  await j.endpoint.close();
  j.journey.report();
}

// ── Auth configs ────────────────────────────────────────────────────────────
export async function createOAuthConfig({ composio }) {
  const created = await composio.authConfigs.create(OAUTH);
  check(typeof created.id === 'string' && created.id.length > 0, 'an auth config id');
  check(created.isComposioManaged === true, `isComposioManaged is true (got ${created.isComposioManaged})`);
  check(created.toolkit === OAUTH, `toolkit is ${OAUTH} (got ${created.toolkit})`);
  return created.id;
}

export async function createApiKeyConfig({ composio }) {
  const created = await composio.authConfigs.create(API_KEY, {
    type: 'use_custom_auth',
    name: 'Acme Metrics keys',
    authScheme: 'API_KEY',
    credentials: {},
  });
  check(created.authScheme === 'API_KEY', `authScheme API_KEY (got ${created.authScheme})`);
  check(created.isComposioManaged === false, 'custom auth is not vendor-managed');
  return created.id;
}

export async function checkAuthConfig({ composio }, oauthConfig) {
  const config = await composio.authConfigs.get(oauthConfig);
  check(config.id === oauthConfig && config.toolkit.slug === OAUTH, 'the same config, its toolkit');
  check(config.status === 'ENABLED' && config.isComposioManaged === true, `ENABLED and vendor-managed (got ${config.status})`);
}

export async function checkAuthConfigsByToolkit({ composio }, oauthConfig) {
  const page = await composio.authConfigs.list({ toolkit: OAUTH });
  check(
    page.items.some((item) => item.id === oauthConfig),
    'lists the new config',
  );
  check(
    page.items.every((item) => item.toolkit.slug === OAUTH),
    'only that toolkit',
  );
}

export async function restrictTools({ composio }, oauthConfig) {
  const restricted = [`${TASKS}_CREATE_TASK`, `${TASKS}_LIST_TASKS`, `${TASKS}_COMPLETE_TASK`];
  await composio.authConfigs.update(oauthConfig, { type: 'default', restrictToFollowingTools: restricted });
  const config = await composio.authConfigs.get(oauthConfig);
  const kept = [...(config.toolAccessConfig?.toolsAvailableForExecution ?? [])].sort();
  check(JSON.stringify(kept) === JSON.stringify([...restricted].sort()), `the restriction is kept (got ${kept.join(', ')})`);
}

export async function liftRestriction({ composio }, oauthConfig) {
  await composio.authConfigs.update(oauthConfig, { type: 'default', restrictToFollowingTools: [] });
  const config = await composio.authConfigs.get(oauthConfig);
  check((config.toolAccessConfig?.toolsAvailableForExecution ?? []).length === 0, 'no restriction left');
}

export async function createSpareConfig({ composio }) {
  const spare = await composio.authConfigs.create(NO_AUTH, { type: 'use_composio_managed_auth', name: 'spare' });
  return spare.id;
}

export async function disableAuthConfig({ composio }, id) {
  await composio.authConfigs.disable(id);
  check((await composio.authConfigs.get(id)).status === 'DISABLED', 'DISABLED');
}

export async function enableAuthConfig({ composio }, id) {
  await composio.authConfigs.enable(id);
  check((await composio.authConfigs.get(id)).status === 'ENABLED', 'ENABLED again');
}

export async function deleteAuthConfig({ composio }, id) {
  await composio.authConfigs.delete(id);
  const gone = await rejection(composio.authConfigs.get(id), 'a deleted auth config');
  check(statusOf(gone) === 404, `a deleted auth config is 404 (got ${statusOf(gone)})`);
}

// ── Toolkits ────────────────────────────────────────────────────────────────
export async function checkToolkitsWithLogos({ composio }) {
  const all = await composio.toolkits.get({});
  check(Array.isArray(all) && all.length > 0, 'a list of toolkits');
  check(
    all.every((toolkit) => typeof toolkit.slug === 'string' && typeof toolkit.meta?.logo === 'string'),
    'slug and logo',
  );
}

export async function checkToolkitsSorted({ composio }) {
  const sorted = await composio.toolkits.get({ sortBy: 'alphabetically', limit: 20 });
  check(sorted.length === 20, `limit=20 gives 20 (got ${sorted.length})`);
  const names = sorted.map((toolkit) => toolkit.name.toLowerCase());
  check(
    names.every((name, i) => i === 0 || names[i - 1].localeCompare(name) <= 0),
    'sorted alphabetically',
  );
}

/** A category to filter by (productivity when there is one). */
export async function pickCategory({ composio }) {
  const categories = await composio.toolkits.listCategories();
  check(categories.items.length > 0, 'categories');
  return (categories.items.find((item) => item.id === 'productivity') ?? categories.items[0]).id;
}

export async function checkToolkitsInCategory({ composio }, category) {
  const inCategory = await composio.toolkits.get({ category });
  check(inCategory.length > 0, `toolkits in ${category}`);
  check(
    inCategory.every((toolkit) => toolkit.meta.categories?.some((c) => c.slug === category)),
    'only that category',
  );
}

export async function checkToolkitBySlug({ composio }) {
  const toolkit = await composio.toolkits.get(API_KEY);
  check(toolkit.slug === API_KEY, 'the toolkit');
  check(Array.isArray(toolkit.authConfigDetails) && toolkit.authConfigDetails.length > 0, 'authConfigDetails');
}

export async function checkInitiationFields({ composio }) {
  const fields = await composio.toolkits.getConnectedAccountInitiationFields(API_KEY, 'API_KEY');
  check(
    fields.some((field) => field.name === 'api_key' && field.required === true),
    `api_key is a required initiation field (got ${JSON.stringify(fields)})`,
  );
}

export async function checkCreationFields({ composio }) {
  const creation = await composio.toolkits.getAuthConfigCreationFields(OAUTH, 'OAUTH2');
  check(Array.isArray(creation), 'auth config creation fields');
}

// ── Linking users ───────────────────────────────────────────────────────────
/** connectedAccounts.link for ada: the connection request. */
export async function linkAda({ composio, users, callbackUrl }, oauthConfig) {
  const request = await composio.connectedAccounts.link(users.ada, oauthConfig, { callbackUrl });
  check(typeof request.redirectUrl === 'string', 'a redirect URL');
  return request;
}

/** Completes a request's hosted page, which must return to the callback URL. */
export async function completeToCallback({ callbackUrl }, request) {
  const back = await completeHostedPage(request.redirectUrl);
  check(back?.startsWith(callbackUrl), `back at the callback URL (got ${back})`);
}

/** ConnectionRequest.waitForConnection: the account id once ACTIVE (on `toolkit` when given). */
export async function waitActive(request, toolkit) {
  const account = await request.waitForConnection(20_000);
  check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
  if (toolkit) check(account.toolkit?.slug === toolkit, 'its toolkit');
  return account.id;
}

/** Fills a request's hosted API key form, then connectedAccounts.waitForConnection: the account id. */
export async function submitApiKeyForm({ composio, run }, request) {
  await completeHostedPage(request.redirectUrl, { api_key: `pk_vendor_${run}` });
  const account = await composio.connectedAccounts.waitForConnection(request.id, 20_000);
  check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
  return account.id;
}

/** toolkits.authorize for grace finds the OAuth auth config: her account id. */
export async function authorizeGrace({ composio, users }) {
  const request = await composio.toolkits.authorize(users.grace, OAUTH);
  check(typeof request.redirectUrl === 'string', `a redirect URL (got ${request.redirectUrl})`);
  await completeHostedPage(request.redirectUrl);
  return waitActive(request);
}

/** toolkits.authorize for linus on a toolkit with no auth config yet. */
export async function authorizeLinusNoAuth({ composio, users }) {
  const request = await composio.toolkits.authorize(users.linus, NO_AUTH);
  if (request.redirectUrl) await completeHostedPage(request.redirectUrl);
  const account = await composio.connectedAccounts.waitForConnection(request.id, 20_000);
  check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
}

export async function checkGraceAccounts({ composio, users }, graceKeyAccount, graceOAuthAccount) {
  const page = await composio.connectedAccounts.list({ userIds: [users.grace] });
  const ids = page.items.map((item) => item.id).sort();
  check(JSON.stringify(ids) === JSON.stringify([graceKeyAccount, graceOAuthAccount].sort()), `grace's two accounts (got ${ids.join(', ')})`);
}

export async function checkAccountsByToolkitAndStatus({ composio, users }, graceKeyAccount) {
  const active = await composio.connectedAccounts.list({ userIds: [users.grace], toolkitSlugs: [API_KEY], statuses: ['ACTIVE'] });
  check(active.items.length === 1 && active.items[0].id === graceKeyAccount, 'filtered by toolkit and status');
}

export async function checkAccount({ composio }, graceKeyAccount, apiKeyConfig) {
  const account = await composio.connectedAccounts.get(graceKeyAccount);
  check(account.authConfig.id === apiKeyConfig, 'its auth config');
  check(account.isDisabled === false, 'not disabled');
}

// ── Tools for the agent ─────────────────────────────────────────────────────
export async function checkToolsOfToolkits({ composio, users }) {
  const tools = await composio.tools.get(users.ada, { toolkits: [OAUTH, NO_AUTH], limit: 100 });
  const names = tools.map((tool) => tool.function?.name);
  check(
    tools.every((tool) => tool.type === 'function' && typeof tool.function.parameters === 'object'),
    'OpenAI function tools',
  );
  check(
    names.includes(`${TASKS}_CREATE_TASK`) && names.includes(`${NO_AUTH.toUpperCase()}_GET_STATUS`),
    `both toolkits' tools (got ${names.join(', ')})`,
  );
  check(
    names.every((name) => name.startsWith(TASKS) || name.startsWith(NO_AUTH.toUpperCase())),
    'only those toolkits',
  );
}

export async function checkToolList({ composio, users }) {
  const slugs = [`${TASKS}_CREATE_TASK`, `${NO_AUTH.toUpperCase()}_GET_STATUS`, `${API_KEY.toUpperCase()}_RECORD_METRIC`];
  const tools = await composio.tools.get(users.ada, { tools: slugs });
  check(JSON.stringify(tools.map((tool) => tool.function.name).sort()) === JSON.stringify([...slugs].sort()), 'exactly those tools');
}

export async function checkOneTool({ composio, users }) {
  const one = await composio.tools.get(users.ada, `${TASKS}_LIST_TASKS`);
  check(one.length === 1 && one[0].function.name === `${TASKS}_LIST_TASKS`, 'one tool by slug');
}

/** tools.execute of the create-task tool for ada, pinned to the toolkit version (on `connectedAccountId` when given). */
export async function executeCreateTask({ composio, users }, title, project, connectedAccountId) {
  const result = await composio.tools.execute(`${TASKS}_CREATE_TASK`, {
    userId: users.ada,
    ...(connectedAccountId ? { connectedAccountId } : {}),
    arguments: { title, project },
    version: TOOLKIT_VERSION,
  });
  check(result.successful === true, `successful (got ${JSON.stringify(result).slice(0, 300)})`);
  return result;
}

/** The OpenAI provider runs a model's tool call for `userId` (no model call made). */
export async function handleToolCall({ composio }, userId) {
  const completion = {
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function', function: { name: `${TASKS}_LIST_TASKS`, arguments: JSON.stringify({ project: 'docs' }) } }],
        },
      },
    ],
  };
  const outputs = await composio.provider.handleToolCalls(userId, completion);
  check(outputs.length === 1 && outputs[0].role === 'tool' && outputs[0].tool_call_id === 'call_1', 'one tool message');
  const result = JSON.parse(outputs[0].content);
  check(result.successful === true, `the tool ran (got ${outputs[0].content.slice(0, 300)})`);
}

export async function proxyTasks({ composio }, adaAccount) {
  const response = await composio.tools.proxyExecute({ endpoint: '/tasks', method: 'GET', connectedAccountId: adaAccount });
  check(response.status === 200, `HTTP 200 from the app (got ${response.status})`);
  check(JSON.stringify(response.data).includes('Write the release notes'), 'the tasks created earlier');
}

// ── Tool router sessions ────────────────────────────────────────────────────
export function checkSession(session) {
  check(typeof session.sessionId === 'string', 'a session id');
  check(new URL(session.mcp.url).origin === new URL(service.url).origin, `the MCP URL is the service's (got ${session.mcp?.url})`);
}

export async function checkSessionMcpInitialize(session) {
  const initialize = await fetch(session.mcp.url, {
    method: 'POST',
    headers: { ...session.mcp.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'journey', version: '1' } },
    }),
  });
  check(initialize.status === 200, `the MCP URL answers initialize with the headers the SDK gives (got ${initialize.status})`);
}

export async function sessionTools(session) {
  const tools = await session.tools();
  check(tools.length > 0 && tools.every((tool) => tool.type === 'function'), 'the meta tools as OpenAI tools');
  return tools;
}

export async function checkSessionToolkits(session) {
  const toolkits = await session.toolkits();
  const tasks = toolkits.items.find((item) => item.slug === OAUTH);
  check(tasks?.connection?.isActive === true, `Acme Tasks is connected (got ${JSON.stringify(tasks)})`);
}

export async function checkSessionSearch(session) {
  const found = await session.search({ query: 'create a task' });
  check(JSON.stringify(found).includes(`${TASKS}_CREATE_TASK`), 'search finds the create-task tool');
}

export async function sessionExecute(session) {
  const result = await session.execute(`${NO_AUTH.toUpperCase()}_GET_STATUS`, {});
  check(!result.error, `a session tool runs (got ${JSON.stringify(result).slice(0, 300)})`);
  return result;
}

export async function useSession({ composio }, session) {
  const again = await composio.use(session.sessionId);
  check(again.sessionId === session.sessionId && again.mcp.url === session.mcp.url, 'use() gives the same session');
  return again;
}

/** session.authorize links the API key toolkit through its hosted form. */
export async function authorizeInSession({ run }, session) {
  const request = await session.authorize(API_KEY);
  check(typeof request.redirectUrl === 'string', 'a redirect URL');
  await completeHostedPage(request.redirectUrl, { api_key: `pk_session_${run}` });
  await waitActive(request);
}

// ── Triggers and a real webhook delivery ────────────────────────────────────
export async function checkTriggerTypesListed({ composio }) {
  const types = await composio.triggers.listTypes({ toolkits: [OAUTH] });
  check(
    types.items.some((type) => type.slug === `${TASKS}_TASK_CREATED`),
    'the task-created trigger',
  );
}

export async function checkTriggerType({ composio }) {
  const type = await composio.triggers.getType(`${TASKS}_TASK_CREATED`);
  check(type.toolkit.slug === OAUTH && typeof type.config === 'object', 'its toolkit and config schema');
}

export async function createTrigger({ composio, users }, adaAccount) {
  const { triggerId } = await composio.triggers.create(users.ada, `${TASKS}_TASK_CREATED`, {
    connectedAccountId: adaAccount,
    triggerConfig: { project: 'ops' },
  });
  check(typeof triggerId === 'string', 'a trigger id');
  return triggerId;
}

export async function checkTriggerActive({ composio }, triggerId, adaAccount) {
  const active = await composio.triggers.listActive({ triggerIds: [triggerId] });
  check(active.items.length === 1 && active.items[0].connectedAccountId === adaAccount, 'listed as active on the account');
}

/** Creates a task in the triggers' project: the webhook delivery of its event. */
export async function deliverTriggerEvent(j, connectedAccountId) {
  const from = j.endpoint.deliveries.length;
  await executeCreateTask(j, 'Page the on-call', 'ops', connectedAccountId);
  return j.endpoint.next((d) => d.body.includes('Page the on-call'), { from });
}

const deliveryHeaders = (delivery) => ({
  id: delivery.headers['webhook-id'],
  timestamp: delivery.headers['webhook-timestamp'],
  signature: delivery.headers['webhook-signature'],
});

export async function verifyDelivery({ composio }, { delivery, secret, webhookVersion, adaAccount }) {
  const verified = await composio.triggers.verifyWebhook({ ...deliveryHeaders(delivery), payload: delivery.body, secret });
  check(verified.version === webhookVersion, `a ${webhookVersion} payload (got ${verified.version})`);
  check(verified.payload.triggerSlug.toUpperCase() === `${TASKS}_TASK_CREATED`, `its trigger slug (got ${verified.payload.triggerSlug})`);
  check(verified.payload.metadata.connectedAccount.id === adaAccount, `its connected account (got ${verified.payload.metadata.connectedAccount.id})`);
  check(verified.payload.payload?.title === 'Page the on-call', 'the event data');
}

/** triggers.verifyWebhook refuses the delivery signed with `secret` but with another body. */
export async function refuseTamperedDelivery({ composio }, delivery, secret) {
  await rejection(
    composio.triggers.verifyWebhook({ ...deliveryHeaders(delivery), payload: delivery.body.replace('Page the on-call', 'Page nobody'), secret }),
    'a tampered body',
  );
}

/** triggers.verifyWebhook refuses the delivery checked with a secret it was not signed with. */
export async function refuseOtherSecret({ composio }, delivery, secret) {
  await rejection(composio.triggers.verifyWebhook({ ...deliveryHeaders(delivery), payload: delivery.body, secret }), 'the secret before rotation');
}

export async function disableTrigger({ composio }, triggerId) {
  await composio.triggers.disable(triggerId);
  const disabled = await composio.triggers.listActive({ triggerIds: [triggerId], showDisabled: true });
  check(disabled.items[0]?.disabledAt, 'disabledAt is set');
}

export async function enableTrigger({ composio }, triggerId) {
  await composio.triggers.enable(triggerId);
  const enabled = await composio.triggers.listActive({ triggerIds: [triggerId] });
  check(enabled.items.length === 1 && !enabled.items[0].disabledAt, 'active again');
}

export async function deleteTrigger({ composio }, triggerId) {
  const deleted = await composio.triggers.delete(triggerId);
  check(deleted.triggerId === triggerId, 'delete answers the trigger id');
}

// ── MCP servers ─────────────────────────────────────────────────────────────
/** Names are 4 to 30 letters, digits, spaces and hyphens. */
export const mcpServerName = ({ run }) => `agent-${run}`.replaceAll('_', '-').slice(0, 30);

export async function createMcpServer(j, oauthConfig) {
  const server = await j.composio.mcp.create(mcpServerName(j), {
    toolkits: [{ toolkit: OAUTH, authConfigId: oauthConfig }],
    allowedTools: [`${TASKS}_LIST_TASKS`],
    manuallyManageConnections: false,
  });
  check(typeof server.id === 'string' && typeof server.MCPUrl === 'string', 'an id and a URL');
  return server;
}

export async function checkMcpServerListed({ composio }, server) {
  const listed = await composio.mcp.list({ limit: 50 });
  check(
    listed.items.some((item) => item.id === server.id),
    'listed',
  );
}

export async function checkMcpServer(j, server) {
  check((await j.composio.mcp.get(server.id)).name === mcpServerName(j), 'its name');
}

export async function updateMcpServer({ composio }, server, oauthConfig) {
  const updated = await composio.mcp.update(server.id, {
    toolkits: [{ toolkit: OAUTH, authConfigId: oauthConfig }],
    allowedTools: [`${TASKS}_LIST_TASKS`, `${TASKS}_CREATE_TASK`],
  });
  check(updated.allowedTools.length === 2, 'two tools after the update');
}

export async function generateMcpUrl({ composio, users }, server) {
  const instance = await composio.mcp.generate(users.ada, server.id);
  check(new URL(instance.url).origin === new URL(service.url).origin, `a URL of the service (got ${instance.url})`);
}

export async function deleteMcpServer({ composio }, server) {
  await composio.mcp.delete(server.id);
  await rejection(composio.mcp.get(server.id), 'a deleted server');
}

// ── Account lifecycle ───────────────────────────────────────────────────────
export async function disableAccount({ composio }, id) {
  await composio.connectedAccounts.disable(id);
  check((await composio.connectedAccounts.get(id)).isDisabled === true, 'disabled');
}

export async function enableAccount({ composio }, id) {
  await composio.connectedAccounts.enable(id);
  check((await composio.connectedAccounts.get(id)).isDisabled === false, 'enabled again');
}

export async function refreshAccount({ composio }, id) {
  const refreshed = await composio.connectedAccounts.refresh(id);
  check(refreshed.id === id, 'refresh answers the account');
}

/** connectedAccounts.delete, then `list` (the list's filter) no longer has it. */
export async function deleteAccount({ composio }, id, list) {
  await composio.connectedAccounts.delete(id);
  const after = await composio.connectedAccounts.list(list);
  check(
    after.items.every((item) => item.id !== id),
    'a deleted account is no longer listed',
  );
}

/** The webhook subscription's secret through the service's API, for an SDK with no method for it. */
export async function subscribeThroughApi({ endpoint }, version) {
  const existing = await api('GET', '/api/v3/webhook_subscriptions');
  for (const item of existing.items) await api('DELETE', `/api/v3/webhook_subscriptions/${item.id}`);
  return api('POST', '/api/v3/webhook_subscriptions', {
    webhook_url: endpoint.url,
    enabled_events: ['composio.trigger.message'],
    version,
  });
}
