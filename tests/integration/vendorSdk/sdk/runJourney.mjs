// A developer's whole journey with the vendor's SDK, pointed at the local
// service with `baseURL`: auth configs, linking users through the hosted page,
// tools for an agent, tool router sessions, triggers with a verified webhook,
// MCP servers, files, the proxy and the account lifecycle. Each version's
// journey.mjs imports its own installed SDK and calls this; the checks are
// journeySteps.mjs's, grouped a few to a step.
import { api, check } from './journeyKit.mjs';
import * as s from './journeySteps.mjs';

const { OAUTH, API_KEY, NO_AUTH } = s;

/**
 * @param {object} sdk
 * @param {Function} sdk.Composio the SDK's Composio class
 * @param {Function} sdk.OpenAIProvider the SDK's default provider
 * @param {string} sdk.version the installed @composio/core version
 * @param {'V1' | 'V2' | 'V3'} sdk.webhookVersion the payload version this journey subscribes to
 */
export async function runJourney({ Composio, OpenAIProvider, version, webhookVersion }) {
  const j = await s.openJourney({ Composio, OpenAIProvider, version });
  const { step, composio, users, run, endpoint } = j;

  // Auth configs
  const oauthConfig = await step('authConfigs.create (vendor-managed, the quick start)', () => s.createOAuthConfig(j));
  const apiKeyConfig = await step('authConfigs.create (use_custom_auth, API_KEY)', () => s.createApiKeyConfig(j));
  await step('authConfigs.get', () => s.checkAuthConfig(j, oauthConfig), { needs: [oauthConfig] });
  await step('authConfigs.list (by toolkit)', () => s.checkAuthConfigsByToolkit(j, oauthConfig), { needs: [oauthConfig] });
  await step(
    'authConfigs.update (restrict tools)',
    async () => {
      await s.restrictTools(j, oauthConfig);
      await s.liftRestriction(j, oauthConfig);
    },
    { needs: [oauthConfig] },
  );
  await step('authConfigs.disable, enable, delete', async () => {
    const spare = await s.createSpareConfig(j);
    await s.disableAuthConfig(j, spare);
    await s.enableAuthConfig(j, spare);
    await s.deleteAuthConfig(j, spare);
  });

  // Toolkits
  await step('toolkits.get() lists toolkits, with filters', async () => {
    await s.checkToolkitsWithLogos(j);
    await s.checkToolkitsSorted(j);
    await s.checkToolkitsInCategory(j, await s.pickCategory(j));
  });
  await step('toolkits.get(slug) and the fields for initiation', async () => {
    await s.checkToolkitBySlug(j);
    await s.checkInitiationFields(j);
    await s.checkCreationFields(j);
  });

  // Linking users
  const adaAccount = await step(
    'connectedAccounts.link, hosted page, waitForConnection',
    async () => {
      const request = await s.linkAda(j, oauthConfig);
      await s.completeToCallback(j, request);
      return s.waitActive(request, OAUTH);
    },
    { needs: [oauthConfig] },
  );
  const graceKeyAccount = await step(
    'connectedAccounts.initiate (API key, hosted form)',
    async () => {
      const request = await composio.connectedAccounts.initiate(users.grace, apiKeyConfig, { callbackUrl: j.callbackUrl });
      check(typeof request.redirectUrl === 'string', `a redirect URL (got ${request.redirectUrl})`);
      return s.submitApiKeyForm(j, request);
    },
    { needs: [apiKeyConfig] },
  );
  const graceOAuthAccount = await step('toolkits.authorize (finds the auth config) and the hosted page', () => s.authorizeGrace(j), {
    needs: [oauthConfig],
  });
  await step('toolkits.authorize (no auth config yet: creates the default one)', () => s.authorizeLinusNoAuth(j));
  await step(
    'connectedAccounts.list and get',
    async () => {
      await s.checkGraceAccounts(j, graceKeyAccount, graceOAuthAccount);
      await s.checkAccountsByToolkitAndStatus(j, graceKeyAccount);
      await s.checkAccount(j, graceKeyAccount, apiKeyConfig);
    },
    { needs: [graceKeyAccount, graceOAuthAccount] },
  );

  // Tools for the agent
  await step('tools.get with several toolkits (comma-separated toolkit_slug)', () => s.checkToolsOfToolkits(j), { needs: [adaAccount] });
  await step('tools.get with a tool list (tool_slugs, limit=9999)', async () => {
    await s.checkToolList(j);
    await s.checkOneTool(j);
  });
  await step(
    'tools.execute (pinned toolkit version)',
    async () => {
      const result = await s.executeCreateTask(j, 'Write the release notes', 'docs');
      check(typeof result.data?.id === 'string' || typeof result.data?.task?.id === 'string' || typeof result.data === 'object', 'the created task');
    },
    { needs: [adaAccount] },
  );
  await step('OpenAI provider: handleToolCalls runs a model tool call (no model call made)', () => s.handleToolCall(j, users.ada), {
    needs: [adaAccount],
  });

  // Tool router sessions
  const session = await step(
    'tool router: create a session, its MCP URL',
    async () => {
      const created = await composio.create(users.ada, { toolkits: [OAUTH, NO_AUTH, API_KEY], manageConnections: true });
      check(typeof created.mcp?.type === 'string', 'an MCP type');
      s.checkSession(created);
      await s.checkSessionMcpInitialize(created);
      return created;
    },
    { needs: [adaAccount] },
  );
  await step(
    'tool router: session tools, toolkits, search, execute, use',
    async () => {
      await s.sessionTools(session);
      await s.checkSessionToolkits(session);
      await s.checkSessionSearch(session);
      await s.sessionExecute(session);
      await s.useSession(j, session);
    },
    { needs: [session] },
  );
  await step('tool router: session.authorize links a toolkit', () => s.authorizeInSession(j, session), { needs: [session] });

  // Triggers and a real webhook delivery
  const secret = await step(`webhook subscription (${webhookVersion} payloads)`, async () => {
    let subscription;
    if (composio.triggers.setWebhookSubscription) {
      subscription = await composio.triggers.setWebhookSubscription({ webhookUrl: endpoint.url, version: webhookVersion });
      check(subscription.version === webhookVersion, `version ${webhookVersion} (got ${subscription.version})`);
    } else {
      // This SDK has no method for it: the app's admin sets it once, here through the API.
      subscription = await s.subscribeThroughApi(j, webhookVersion);
    }
    // An SDK whose answer leaves the secret out gets a new one by rotating it.
    if (typeof subscription.secret !== 'string' || !/^whsec_[A-Za-z0-9+/=]+$/.test(subscription.secret)) {
      const rotated = await api('POST', `/api/v3/webhook_subscriptions/${subscription.id}/rotate_secret`);
      return rotated.secret;
    }
    return subscription.secret;
  });
  await step('triggers.listTypes and getType', async () => {
    await s.checkTriggerTypesListed(j);
    await s.checkTriggerType(j);
  });
  const triggerId = await step(
    'triggers.create, listActive',
    async () => {
      const created = await s.createTrigger(j, adaAccount);
      await s.checkTriggerActive(j, created, adaAccount);
      return created;
    },
    { needs: [adaAccount] },
  );
  await step(
    'a trigger event is delivered, and triggers.verifyWebhook accepts it',
    async () => {
      const delivery = await s.deliverTriggerEvent(j);
      await s.verifyDelivery(j, { delivery, secret, webhookVersion, adaAccount });
      await s.refuseTamperedDelivery(j, delivery, secret);
    },
    { needs: [triggerId, secret] },
  );
  await step(
    'triggers.disable, enable, delete',
    async () => {
      await s.disableTrigger(j, triggerId);
      await s.enableTrigger(j, triggerId);
      await s.deleteTrigger(j, triggerId);
    },
    { needs: [triggerId] },
  );

  // MCP servers
  await step(
    'mcp.create, list, get, update, generate, delete',
    async () => {
      const server = await s.createMcpServer(j, oauthConfig);
      await s.checkMcpServerListed(j, server);
      await s.checkMcpServer(j, server);
      await s.updateMcpServer(j, server, oauthConfig);
      await s.generateMcpUrl(j, server);
      await s.deleteMcpServer(j, server);
    },
    { needs: [oauthConfig, adaAccount] },
  );

  // Files
  await step('files.upload twice (same bytes): one stored file', async () => {
    const bytes = new TextEncoder().encode(`Quarterly numbers ${run}\n`.repeat(50));
    const upload = (name) =>
      composio.files.upload({ file: new File([bytes], name, { type: 'text/plain' }), toolSlug: `${s.TASKS}_CREATE_TASK`, toolkitSlug: OAUTH });
    const first = await upload('numbers.txt');
    const second = await upload('numbers-copy.txt');
    check(typeof first.s3key === 'string' && first.s3key === second.s3key, `the same key for the same bytes (${first.s3key}, ${second.s3key})`);
    const { createHash } = await import('node:crypto');
    const md5 = createHash('md5').update(bytes).digest('hex');
    const files = await api('GET', `/api/v3/files/list?toolkit_slug=${OAUTH}&limit=1000`);
    check(files.items.filter((file) => file.md5 === md5).length === 1, 'the service holds them once');
  });

  // The proxy
  await step('tools.proxyExecute with the account', () => s.proxyTasks(j, adaAccount), { needs: [adaAccount] });

  // Account lifecycle
  await step(
    'connectedAccounts.disable, enable, refresh, delete',
    async () => {
      await s.disableAccount(j, graceKeyAccount);
      await s.enableAccount(j, graceKeyAccount);
      await s.refreshAccount(j, graceKeyAccount);
      await s.deleteAccount(j, graceKeyAccount, { userIds: [users.grace], toolkitSlugs: [API_KEY] });
    },
    { needs: [graceKeyAccount] },
  );

  await s.closeJourney(j);
}
