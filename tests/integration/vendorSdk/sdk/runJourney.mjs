// A developer's whole journey with the vendor's SDK, pointed at the local
// service with `baseURL`: auth configs, linking users through the hosted page,
// tools for an agent, tool router sessions, triggers with a verified webhook,
// MCP servers, files, the proxy and the account lifecycle. Each version's
// journey.mjs imports its own installed SDK and calls this.
import { api, check, completeHostedPage, createJourney, service, startWebhookEndpoint } from './journeyKit.mjs';

const OAUTH = 'patchbay_oauth_demo';
const API_KEY = 'patchbay_apikey_demo';
const NO_AUTH = 'patchbay_noauth_demo';
/** The built-in toolkits' version label, which manual tool runs pin. */
const TOOLKIT_VERSION = '20260301_00';

/**
 * @param {object} sdk
 * @param {Function} sdk.Composio the SDK's Composio class
 * @param {Function} sdk.OpenAIProvider the SDK's default provider
 * @param {string} sdk.version the installed @composio/core version
 * @param {'V1' | 'V2' | 'V3'} sdk.webhookVersion the payload version this journey subscribes to
 */
export async function runJourney({ Composio, OpenAIProvider, version, webhookVersion }) {
  const journey = createJourney(`@composio/core ${version}`);
  const { step } = journey;
  const run = `${version.replaceAll('.', '_')}_${Date.now().toString(36)}`;
  const users = { ada: `ada_${run}`, grace: `grace_${run}`, linus: `linus_${run}` };
  const endpoint = await startWebhookEndpoint();
  const callbackUrl = `${endpoint.url.replace('/webhooks', '')}/connect/callback`;

  // What the vendor's quick start does, with telemetry and the npm version check off.
  const composio = new Composio({
    apiKey: service.apiKey,
    baseURL: service.url,
    allowTracking: false,
    disableVersionCheck: true,
    provider: new OpenAIProvider(),
  });

  // Auth configs
  const oauthConfig = await step('authConfigs.create (vendor-managed, the quick start)', async () => {
    const created = await composio.authConfigs.create(OAUTH);
    check(typeof created.id === 'string' && created.id.length > 0, 'an auth config id');
    check(created.isComposioManaged === true, `isComposioManaged is true (got ${created.isComposioManaged})`);
    check(created.toolkit === OAUTH, `toolkit is ${OAUTH} (got ${created.toolkit})`);
    return created.id;
  });
  const apiKeyConfig = await step('authConfigs.create (use_custom_auth, API_KEY)', async () => {
    const created = await composio.authConfigs.create(API_KEY, {
      type: 'use_custom_auth',
      name: 'Acme Metrics keys',
      authScheme: 'API_KEY',
      credentials: {},
    });
    check(created.authScheme === 'API_KEY', `authScheme API_KEY (got ${created.authScheme})`);
    check(created.isComposioManaged === false, 'custom auth is not vendor-managed');
    return created.id;
  });
  await step(
    'authConfigs.get',
    async () => {
      const config = await composio.authConfigs.get(oauthConfig);
      check(config.id === oauthConfig, 'the same id');
      check(config.toolkit.slug === OAUTH, 'its toolkit');
      check(config.status === 'ENABLED', `ENABLED (got ${config.status})`);
      check(config.isComposioManaged === true, 'isComposioManaged');
    },
    { needs: [oauthConfig] },
  );
  await step(
    'authConfigs.list (by toolkit)',
    async () => {
      const page = await composio.authConfigs.list({ toolkit: OAUTH });
      check(
        page.items.some((item) => item.id === oauthConfig),
        'lists the new config',
      );
      check(
        page.items.every((item) => item.toolkit.slug === OAUTH),
        'only that toolkit',
      );
    },
    { needs: [oauthConfig] },
  );
  await step(
    'authConfigs.update (restrict tools)',
    async () => {
      const tools = [`${OAUTH.toUpperCase()}_CREATE_TASK`, `${OAUTH.toUpperCase()}_LIST_TASKS`, `${OAUTH.toUpperCase()}_COMPLETE_TASK`];
      await composio.authConfigs.update(oauthConfig, { type: 'default', restrictToFollowingTools: tools });
      const config = await composio.authConfigs.get(oauthConfig);
      check(
        JSON.stringify([...(config.toolAccessConfig?.toolsAvailableForExecution ?? [])].sort()) === JSON.stringify([...tools].sort()),
        'the restriction is kept',
      );
      await composio.authConfigs.update(oauthConfig, { type: 'default', restrictToFollowingTools: [] });
    },
    { needs: [oauthConfig] },
  );
  await step('authConfigs.disable, enable, delete', async () => {
    const spare = await composio.authConfigs.create(NO_AUTH, { type: 'use_composio_managed_auth', name: 'spare' });
    await composio.authConfigs.disable(spare.id);
    check((await composio.authConfigs.get(spare.id)).status === 'DISABLED', 'DISABLED');
    await composio.authConfigs.enable(spare.id);
    check((await composio.authConfigs.get(spare.id)).status === 'ENABLED', 'ENABLED again');
    await composio.authConfigs.delete(spare.id);
    const gone = await composio.authConfigs.get(spare.id).then(
      () => 'still there',
      (error) => error?.status ?? error?.cause?.status,
    );
    check(gone === 404, `a deleted auth config is 404 (got ${gone})`);
  });

  // Toolkits
  await step('toolkits.get() lists toolkits, with filters', async () => {
    const all = await composio.toolkits.get({});
    check(Array.isArray(all) && all.length > 0, 'a list of toolkits');
    check(
      all.every((toolkit) => typeof toolkit.slug === 'string' && typeof toolkit.meta?.logo === 'string'),
      'slug and logo',
    );
    const sorted = await composio.toolkits.get({ sortBy: 'alphabetically', limit: 20 });
    check(sorted.length === 20, `limit=20 gives 20 (got ${sorted.length})`);
    const names = sorted.map((toolkit) => toolkit.name.toLowerCase());
    check(
      names.every((name, i) => i === 0 || names[i - 1].localeCompare(name) <= 0),
      'sorted alphabetically',
    );
    const categories = await composio.toolkits.listCategories();
    check(categories.items.length > 0, 'categories');
    const category = categories.items.find((item) => item.id === 'productivity') ?? categories.items[0];
    const inCategory = await composio.toolkits.get({ category: category.id });
    check(inCategory.length > 0, `toolkits in ${category.id}`);
    check(
      inCategory.every((toolkit) => toolkit.meta.categories?.some((c) => c.slug === category.id)),
      'only that category',
    );
  });
  await step('toolkits.get(slug) and the fields for initiation', async () => {
    const toolkit = await composio.toolkits.get(API_KEY);
    check(toolkit.slug === API_KEY, 'the toolkit');
    check(Array.isArray(toolkit.authConfigDetails) && toolkit.authConfigDetails.length > 0, 'authConfigDetails');
    const fields = await composio.toolkits.getConnectedAccountInitiationFields(API_KEY, 'API_KEY');
    check(
      fields.some((field) => field.name === 'api_key' && field.required === true),
      `api_key is a required initiation field (got ${JSON.stringify(fields)})`,
    );
    const creation = await composio.toolkits.getAuthConfigCreationFields(OAUTH, 'OAUTH2');
    check(Array.isArray(creation), 'auth config creation fields');
  });

  // Linking users
  const adaAccount = await step(
    'connectedAccounts.link, hosted page, waitForConnection',
    async () => {
      const request = await composio.connectedAccounts.link(users.ada, oauthConfig, { callbackUrl });
      check(typeof request.redirectUrl === 'string', 'a redirect URL');
      const back = await completeHostedPage(request.redirectUrl);
      check(back?.startsWith(callbackUrl), `back at the callback URL (got ${back})`);
      const account = await request.waitForConnection(20_000);
      check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
      check(account.toolkit?.slug === OAUTH, 'its toolkit');
      return account.id;
    },
    { needs: [oauthConfig] },
  );
  const graceKeyAccount = await step(
    'connectedAccounts.initiate (API key, hosted form)',
    async () => {
      const request = await composio.connectedAccounts.initiate(users.grace, apiKeyConfig, { callbackUrl });
      check(typeof request.redirectUrl === 'string', `a redirect URL (got ${request.redirectUrl})`);
      await completeHostedPage(request.redirectUrl, { api_key: `pk_vendor_${run}` });
      const account = await composio.connectedAccounts.waitForConnection(request.id, 20_000);
      check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
      return account.id;
    },
    { needs: [apiKeyConfig] },
  );
  const graceOAuthAccount = await step(
    'toolkits.authorize (finds the auth config) and the hosted page',
    async () => {
      const request = await composio.toolkits.authorize(users.grace, OAUTH);
      check(typeof request.redirectUrl === 'string', `a redirect URL (got ${request.redirectUrl})`);
      await completeHostedPage(request.redirectUrl);
      const account = await request.waitForConnection(20_000);
      check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
      return account.id;
    },
    { needs: [oauthConfig] },
  );
  await step('toolkits.authorize (no auth config yet: creates the default one)', async () => {
    const request = await composio.toolkits.authorize(users.linus, NO_AUTH);
    if (request.redirectUrl) await completeHostedPage(request.redirectUrl);
    const account = await composio.connectedAccounts.waitForConnection(request.id, 20_000);
    check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
  });
  await step(
    'connectedAccounts.list and get',
    async () => {
      const page = await composio.connectedAccounts.list({ userIds: [users.grace] });
      const ids = page.items.map((item) => item.id).sort();
      check(JSON.stringify(ids) === JSON.stringify([graceKeyAccount, graceOAuthAccount].sort()), `grace's two accounts (got ${ids.join(', ')})`);
      const active = await composio.connectedAccounts.list({ userIds: [users.grace], toolkitSlugs: [API_KEY], statuses: ['ACTIVE'] });
      check(active.items.length === 1 && active.items[0].id === graceKeyAccount, 'filtered by toolkit and status');
      const account = await composio.connectedAccounts.get(graceKeyAccount);
      check(account.authConfig.id === apiKeyConfig, 'its auth config');
      check(account.isDisabled === false, 'not disabled');
    },
    { needs: [graceKeyAccount, graceOAuthAccount] },
  );

  // Tools for the agent
  await step(
    'tools.get with several toolkits (comma-separated toolkit_slug)',
    async () => {
      const tools = await composio.tools.get(users.ada, { toolkits: [OAUTH, NO_AUTH], limit: 100 });
      const names = tools.map((tool) => tool.function?.name);
      check(
        tools.every((tool) => tool.type === 'function' && typeof tool.function.parameters === 'object'),
        'OpenAI function tools',
      );
      check(
        names.includes(`${OAUTH.toUpperCase()}_CREATE_TASK`) && names.includes(`${NO_AUTH.toUpperCase()}_GET_STATUS`),
        `both toolkits' tools (got ${names.join(', ')})`,
      );
      check(
        names.every((name) => name.startsWith(OAUTH.toUpperCase()) || name.startsWith(NO_AUTH.toUpperCase())),
        'only those toolkits',
      );
    },
    { needs: [adaAccount] },
  );
  await step('tools.get with a tool list (tool_slugs, limit=9999)', async () => {
    const slugs = [`${OAUTH.toUpperCase()}_CREATE_TASK`, `${NO_AUTH.toUpperCase()}_GET_STATUS`, `${API_KEY.toUpperCase()}_RECORD_METRIC`];
    const tools = await composio.tools.get(users.ada, { tools: slugs });
    check(JSON.stringify(tools.map((tool) => tool.function.name).sort()) === JSON.stringify([...slugs].sort()), 'exactly those tools');
    const one = await composio.tools.get(users.ada, `${OAUTH.toUpperCase()}_LIST_TASKS`);
    check(one.length === 1 && one[0].function.name === `${OAUTH.toUpperCase()}_LIST_TASKS`, 'one tool by slug');
  });
  await step(
    'tools.execute (pinned toolkit version)',
    async () => {
      const result = await composio.tools.execute(`${OAUTH.toUpperCase()}_CREATE_TASK`, {
        userId: users.ada,
        arguments: { title: 'Write the release notes', project: 'docs' },
        version: TOOLKIT_VERSION,
      });
      check(result.successful === true, `successful (got ${JSON.stringify(result).slice(0, 300)})`);
      check(typeof result.data?.id === 'string' || typeof result.data?.task?.id === 'string' || typeof result.data === 'object', 'the created task');
    },
    { needs: [adaAccount] },
  );
  await step(
    'OpenAI provider: handleToolCalls runs a model tool call (no model call made)',
    async () => {
      const completion = {
        choices: [
          {
            index: 0,
            finish_reason: 'tool_calls',
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: { name: `${OAUTH.toUpperCase()}_LIST_TASKS`, arguments: JSON.stringify({ project: 'docs' }) },
                },
              ],
            },
          },
        ],
      };
      const outputs = await composio.provider.handleToolCalls(users.ada, completion);
      check(outputs.length === 1 && outputs[0].role === 'tool' && outputs[0].tool_call_id === 'call_1', 'one tool message');
      const result = JSON.parse(outputs[0].content);
      check(result.successful === true, `the tool ran (got ${outputs[0].content.slice(0, 300)})`);
    },
    { needs: [adaAccount] },
  );

  // Tool router sessions
  const session = await step(
    'tool router: create a session, its MCP URL',
    async () => {
      const created = await composio.create(users.ada, { toolkits: [OAUTH, NO_AUTH, API_KEY], manageConnections: true });
      check(typeof created.sessionId === 'string', 'a session id');
      check(created.mcp?.type === 'http' || created.mcp?.type === 'sse' || typeof created.mcp?.type === 'string', 'an MCP type');
      check(new URL(created.mcp.url).origin === new URL(service.url).origin, `the MCP URL is the service's (got ${created.mcp?.url})`);
      const initialize = await fetch(created.mcp.url, {
        method: 'POST',
        headers: { ...created.mcp.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'journey', version: '1' } },
        }),
      });
      check(initialize.status === 200, `the MCP URL answers initialize with the headers the SDK gives (got ${initialize.status})`);
      return created;
    },
    { needs: [adaAccount] },
  );
  await step(
    'tool router: session tools, toolkits, search, execute, use',
    async () => {
      const tools = await session.tools();
      check(tools.length > 0 && tools.every((tool) => tool.type === 'function'), 'the meta tools as OpenAI tools');
      const toolkits = await session.toolkits();
      const tasks = toolkits.items.find((item) => item.slug === OAUTH);
      check(tasks?.connection?.isActive === true, `Acme Tasks is connected (got ${JSON.stringify(tasks)})`);
      const found = await session.search({ query: 'create a task' });
      check(JSON.stringify(found).includes(`${OAUTH.toUpperCase()}_CREATE_TASK`), 'search finds the create-task tool');
      const result = await session.execute(`${NO_AUTH.toUpperCase()}_GET_STATUS`, {});
      check(result.error === null || result.error === undefined, `a session tool runs (got ${JSON.stringify(result).slice(0, 300)})`);
      const again = await composio.use(session.sessionId);
      check(again.sessionId === session.sessionId && again.mcp.url === session.mcp.url, 'use() gives the same session');
    },
    { needs: [session] },
  );
  await step(
    'tool router: session.authorize links a toolkit',
    async () => {
      const request = await session.authorize(API_KEY);
      check(typeof request.redirectUrl === 'string', 'a redirect URL');
      await completeHostedPage(request.redirectUrl, { api_key: `pk_session_${run}` });
      const account = await request.waitForConnection(20_000);
      check(account.status === 'ACTIVE', `ACTIVE (got ${account.status})`);
    },
    { needs: [session] },
  );

  // Triggers and a real webhook delivery
  const secret = await step(`webhook subscription (${webhookVersion} payloads)`, async () => {
    let subscription;
    if (composio.triggers.setWebhookSubscription) {
      subscription = await composio.triggers.setWebhookSubscription({ webhookUrl: endpoint.url, version: webhookVersion });
      check(subscription.version === webhookVersion, `version ${webhookVersion} (got ${subscription.version})`);
    } else {
      // This SDK has no method for it: the app's admin sets it once, here through the API.
      const existing = await api('GET', '/api/v3/webhook_subscriptions');
      for (const item of existing.items) await api('DELETE', `/api/v3/webhook_subscriptions/${item.id}`);
      subscription = await api('POST', '/api/v3/webhook_subscriptions', {
        webhook_url: endpoint.url,
        enabled_events: ['composio.trigger.message'],
        version: webhookVersion,
      });
    }
    // The secret shows in full only when created or rotated (an update of an existing subscription masks it).
    if (typeof subscription.secret !== 'string' || !/^whsec_[A-Za-z0-9+/=]+$/.test(subscription.secret)) {
      const rotated = await api('POST', `/api/v3/webhook_subscriptions/${subscription.id}/rotate_secret`);
      return rotated.secret;
    }
    return subscription.secret;
  });
  await step('triggers.listTypes and getType', async () => {
    const types = await composio.triggers.listTypes({ toolkits: [OAUTH] });
    check(
      types.items.some((type) => type.slug === `${OAUTH.toUpperCase()}_TASK_CREATED`),
      'the task-created trigger',
    );
    const type = await composio.triggers.getType(`${OAUTH.toUpperCase()}_TASK_CREATED`);
    check(type.toolkit.slug === OAUTH && typeof type.config === 'object', 'its toolkit and config schema');
  });
  const triggerId = await step(
    'triggers.create, listActive',
    async () => {
      const { triggerId } = await composio.triggers.create(users.ada, `${OAUTH.toUpperCase()}_TASK_CREATED`, {
        connectedAccountId: adaAccount,
        triggerConfig: { project: 'ops' },
      });
      check(typeof triggerId === 'string', 'a trigger id');
      const active = await composio.triggers.listActive({ triggerIds: [triggerId] });
      check(active.items.length === 1 && active.items[0].connectedAccountId === adaAccount, 'listed as active on the account');
      return triggerId;
    },
    { needs: [adaAccount] },
  );
  await step(
    'a trigger event is delivered, and triggers.verifyWebhook accepts it',
    async () => {
      const from = endpoint.deliveries.length;
      const run = await composio.tools.execute(`${OAUTH.toUpperCase()}_CREATE_TASK`, {
        userId: users.ada,
        arguments: { title: 'Page the on-call', project: 'ops' },
        version: TOOLKIT_VERSION,
      });
      check(run.successful, 'the task was created');
      const delivery = await endpoint.next((d) => d.body.includes('Page the on-call'), { from });
      const verified = await composio.triggers.verifyWebhook({
        id: delivery.headers['webhook-id'],
        timestamp: delivery.headers['webhook-timestamp'],
        signature: delivery.headers['webhook-signature'],
        payload: delivery.body,
        secret,
      });
      check(verified.version === webhookVersion, `a ${webhookVersion} payload (got ${verified.version})`);
      check(
        verified.payload.triggerSlug.toUpperCase() === `${OAUTH.toUpperCase()}_TASK_CREATED`,
        `its trigger slug (got ${verified.payload.triggerSlug})`,
      );
      check(
        verified.payload.metadata.connectedAccount.id === adaAccount,
        `its connected account (got ${verified.payload.metadata.connectedAccount.id})`,
      );
      check(verified.payload.payload?.title === 'Page the on-call', 'the event data');
      const tampered = await composio.triggers
        .verifyWebhook({
          id: delivery.headers['webhook-id'],
          timestamp: delivery.headers['webhook-timestamp'],
          signature: delivery.headers['webhook-signature'],
          payload: delivery.body.replace('Page the on-call', 'Page nobody'),
          secret,
        })
        .then(
          () => 'accepted',
          () => 'refused',
        );
      check(tampered === 'refused', 'a tampered body is refused');
    },
    { needs: [triggerId, secret] },
  );
  await step(
    'triggers.disable, enable, delete',
    async () => {
      await composio.triggers.disable(triggerId);
      const disabled = await composio.triggers.listActive({ triggerIds: [triggerId], showDisabled: true });
      check(disabled.items[0]?.disabledAt, 'disabledAt is set');
      await composio.triggers.enable(triggerId);
      const deleted = await composio.triggers.delete(triggerId);
      check(deleted.triggerId === triggerId, 'delete answers the trigger id');
    },
    { needs: [triggerId] },
  );

  // MCP servers
  await step(
    'mcp.create, list, get, update, generate, delete',
    async () => {
      // Names are 4 to 30 letters, digits, spaces and hyphens.
      const name = `agent-${run}`.replaceAll('_', '-').slice(0, 30);
      const server = await composio.mcp.create(name, {
        toolkits: [{ toolkit: OAUTH, authConfigId: oauthConfig }],
        allowedTools: [`${OAUTH.toUpperCase()}_LIST_TASKS`],
        manuallyManageConnections: false,
      });
      check(typeof server.id === 'string' && typeof server.MCPUrl === 'string', 'an id and a URL');
      const listed = await composio.mcp.list({ limit: 50 });
      check(
        listed.items.some((item) => item.id === server.id),
        'listed',
      );
      const got = await composio.mcp.get(server.id);
      check(got.name === name, 'its name');
      const updated = await composio.mcp.update(server.id, {
        toolkits: [{ toolkit: OAUTH, authConfigId: oauthConfig }],
        allowedTools: [`${OAUTH.toUpperCase()}_LIST_TASKS`, `${OAUTH.toUpperCase()}_CREATE_TASK`],
      });
      check(updated.allowedTools.length === 2, 'two tools after the update');
      const instance = await composio.mcp.generate(users.ada, server.id);
      check(new URL(instance.url).origin === new URL(service.url).origin, `a URL of the service (got ${instance.url})`);
      await composio.mcp.delete(server.id);
    },
    { needs: [oauthConfig, adaAccount] },
  );

  // Files
  await step('files.upload twice (same bytes): one stored file', async () => {
    const bytes = new TextEncoder().encode(`Quarterly numbers ${run}\n`.repeat(50));
    const first = await composio.files.upload({
      file: new File([bytes], 'numbers.txt', { type: 'text/plain' }),
      toolSlug: `${OAUTH.toUpperCase()}_CREATE_TASK`,
      toolkitSlug: OAUTH,
    });
    const second = await composio.files.upload({
      file: new File([bytes], 'numbers-copy.txt', { type: 'text/plain' }),
      toolSlug: `${OAUTH.toUpperCase()}_CREATE_TASK`,
      toolkitSlug: OAUTH,
    });
    check(typeof first.s3key === 'string' && first.s3key === second.s3key, `the same key for the same bytes (${first.s3key}, ${second.s3key})`);
    const { createHash } = await import('node:crypto');
    const md5 = createHash('md5').update(bytes).digest('hex');
    const files = await api('GET', `/api/v3/files/list?toolkit_slug=${OAUTH}&limit=1000`);
    check(files.items.filter((file) => file.md5 === md5).length === 1, 'the service holds them once');
  });

  // The proxy
  await step(
    'tools.proxyExecute with the account',
    async () => {
      const response = await composio.tools.proxyExecute({ endpoint: '/tasks', method: 'GET', connectedAccountId: adaAccount });
      check(response.status === 200, `HTTP 200 from the app (got ${response.status})`);
      check(JSON.stringify(response.data).includes('Write the release notes'), 'the tasks created earlier');
    },
    { needs: [adaAccount] },
  );

  // Account lifecycle
  await step(
    'connectedAccounts.disable, enable, refresh, delete',
    async () => {
      await composio.connectedAccounts.disable(graceKeyAccount);
      check((await composio.connectedAccounts.get(graceKeyAccount)).isDisabled === true, 'disabled');
      await composio.connectedAccounts.enable(graceKeyAccount);
      check((await composio.connectedAccounts.get(graceKeyAccount)).isDisabled === false, 'enabled again');
      const refreshed = await composio.connectedAccounts.refresh(graceKeyAccount);
      check(refreshed.id === graceKeyAccount, 'refresh answers the account');
      await composio.connectedAccounts.delete(graceKeyAccount);
      const after = await composio.connectedAccounts.list({ userIds: [users.grace], toolkitSlugs: [API_KEY] });
      check(
        after.items.every((item) => item.id !== graceKeyAccount),
        'a deleted account is no longer listed',
      );
    },
    { needs: [graceKeyAccount] },
  );

  await endpoint.close();
  journey.report();
}
