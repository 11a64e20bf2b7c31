// The journey with @composio/core 0.21.0, as installed here (npm ci), on Node 22:
// what runJourney.mjs covers for the older SDKs, one check of journeySteps.mjs
// a step, and what 0.21 adds: the toolkits' changelog, SHARED accounts and
// their ACL, revoke, pinned tool versions, execution logs, the webhook
// subscription's event types and secret, triggers without an account,
// conditional session updates, explicit account selection, the DIRECT_TOOLS
// preset and initiate()'s deprecation on vendor-managed OAuth.
import {
  Composio,
  ComposioAclOnlyForSharedError,
  ComposioBlockedInternalUrlError,
  ComposioMultipleConnectedAccountsError,
  ComposioSessionConfigConflictError,
  ComposioToolNotFoundError,
  ComposioToolVersionRequiredError,
  OpenAIProvider,
  SessionPreset,
} from '@composio/core';
import { api, check, completeHostedPage, rejection, statusOf, warningsDuring } from '../journeyKit.mjs';
import * as s from '../journeySteps.mjs';

const { OAUTH, API_KEY, NO_AUTH, TASKS, TOOLKIT_VERSION } = s;
/** A version no toolkit ever had. */
const NO_SUCH_VERSION = '19990101_00';
/** The meta tools a default session exposes (and DIRECT_TOOLS leaves out): the vendor's are COMPOSIO_*, the service's PATCHBAY_*. */
const META_TOOL =
  /^(COMPOSIO|PATCHBAY)_(SEARCH_TOOLS|MULTI_EXECUTE_TOOL|MANAGE_CONNECTIONS|WAIT_FOR_CONNECTIONS|REMOTE_WORKBENCH|REMOTE_BASH_TOOL|GET_TOOL_SCHEMAS)$/;

const j = await s.openJourney({ Composio, OpenAIProvider, version: '0.21.0', moreUsers: ['hedy', 'ops', 'margaret'] });
const { step, composio, users, run, endpoint, callbackUrl } = j;

// ── Auth configs ────────────────────────────────────────────────────────────
const oauthConfig = await step('authConfigs.create (vendor-managed OAuth, the quick start)', () => s.createOAuthConfig(j));
const apiKeyConfig = await step('authConfigs.create (use_custom_auth, API_KEY)', () => s.createApiKeyConfig(j));
await step('authConfigs.get', () => s.checkAuthConfig(j, oauthConfig), { needs: [oauthConfig] });
await step('authConfigs.list (by toolkit)', () => s.checkAuthConfigsByToolkit(j, oauthConfig), { needs: [oauthConfig] });
await step('authConfigs.update (restrict tools)', () => s.restrictTools(j, oauthConfig), { needs: [oauthConfig] });
await step('authConfigs.update (lift the restriction)', () => s.liftRestriction(j, oauthConfig), { needs: [oauthConfig] });
const spareConfig = await step('authConfigs.create (use_composio_managed_auth, a spare)', () => s.createSpareConfig(j));
await step('authConfigs.disable', () => s.disableAuthConfig(j, spareConfig), { needs: [spareConfig] });
await step('authConfigs.enable', () => s.enableAuthConfig(j, spareConfig), { needs: [spareConfig] });
await step('authConfigs.delete, then get is 404', () => s.deleteAuthConfig(j, spareConfig), { needs: [spareConfig] });

// ── Toolkits ────────────────────────────────────────────────────────────────
await step('toolkits.get({}) lists toolkits with logos', () => s.checkToolkitsWithLogos(j));
await step('toolkits.get({ sortBy: alphabetically, limit: 20 })', () => s.checkToolkitsSorted(j));
const category = await step('toolkits.listCategories', () => s.pickCategory(j));
await step('toolkits.get({ category })', () => s.checkToolkitsInCategory(j, category), { needs: [category] });
await step('toolkits.get(slug): authConfigDetails', () => s.checkToolkitBySlug(j));
await step('toolkits.getConnectedAccountInitiationFields', () => s.checkInitiationFields(j));
await step('toolkits.getAuthConfigCreationFields', () => s.checkCreationFields(j));
await step('toolkits.changelog(): each toolkit with its versions, newest first', async () => {
  const { items } = await composio.toolkits.changelog();
  check(Array.isArray(items) && items.length > 0, 'toolkits with a changelog');
  const tasks = items.find((item) => item.slug === OAUTH);
  check(tasks, `${OAUTH} has a changelog (got ${items.map((item) => item.slug).join(', ')})`);
  check(typeof tasks.name === 'string' && typeof tasks.displayName === 'string', 'its name and display name');
  check(tasks.versions.length > 0 && tasks.versions.length <= 10, `1 to 10 versions (got ${tasks.versions.length})`);
  check(tasks.versions[0].version === TOOLKIT_VERSION, `the newest is ${TOOLKIT_VERSION} (got ${tasks.versions[0].version})`);
  check(
    tasks.versions.every((entry) => typeof entry.changelog === 'string'),
    'each version has its changelog text',
  );
});

// ── Linking users ───────────────────────────────────────────────────────────
const adaLink = await step(
  'connectedAccounts.link: a redirect URL',
  async () => {
    const request = await s.linkAda(j, oauthConfig);
    check(typeof request.id === 'string', 'an account id');
    return request;
  },
  { needs: [oauthConfig] },
);
await step('hosted connect page (OAuth consent) returns to the callback URL', () => s.completeToCallback(j, adaLink), { needs: [adaLink] });
const adaAccount = await step('ConnectionRequest.waitForConnection: ACTIVE', () => s.waitActive(adaLink, OAUTH), { needs: [adaLink] });
await step(
  'connectedAccounts.link again without allowMultiple: ComposioMultipleConnectedAccountsError',
  async () => {
    const error = await rejection(composio.connectedAccounts.link(users.ada, oauthConfig), 'a second link');
    check(error instanceof ComposioMultipleConnectedAccountsError, `ComposioMultipleConnectedAccountsError (got ${error?.name})`);
  },
  { needs: [adaAccount] },
);
const adaWorkAccount = await step(
  'connectedAccounts.link (allowMultiple, alias): a second account',
  async () => {
    const request = await composio.connectedAccounts.link(users.ada, oauthConfig, { callbackUrl, allowMultiple: true, alias: 'work' });
    await completeHostedPage(request.redirectUrl);
    return s.waitActive(request);
  },
  { needs: [adaAccount] },
);
await step(
  'connectedAccounts.get: the alias',
  async () => {
    const account = await composio.connectedAccounts.get(adaWorkAccount);
    check(account.alias === 'work', `alias work (got ${account.alias})`);
  },
  { needs: [adaWorkAccount] },
);
const graceKeyRequest = await step(
  'connectedAccounts.initiate (custom API key config): no deprecation warning',
  async () => {
    const { value: request, warned } = await warningsDuring(() => composio.connectedAccounts.initiate(users.grace, apiKeyConfig, { callbackUrl }));
    check(typeof request.redirectUrl === 'string', `a redirect URL (got ${request.redirectUrl})`);
    check(!warned.some((line) => line.includes('[Deprecation]')), `no deprecation warning (got ${warned.join(' | ')})`);
    return request;
  },
  { needs: [apiKeyConfig] },
);
const graceKeyAccount = await step('hosted form (API key), connectedAccounts.waitForConnection', () => s.submitApiKeyForm(j, graceKeyRequest), {
  needs: [graceKeyRequest],
});
const hedyInitiate = await step(
  'connectedAccounts.initiate (vendor-managed OAuth): a redirect URL',
  async () => {
    const { value: request, warned } = await warningsDuring(() => composio.connectedAccounts.initiate(users.hedy, oauthConfig, { callbackUrl }));
    check(typeof request.redirectUrl === 'string', `a redirect URL (got ${request.redirectUrl})`);
    return { request, warned };
  },
  { needs: [oauthConfig] },
);
await step(
  "initiate() on vendor-managed OAuth: the SDK's [Deprecation] warning (the service's Deprecation header)",
  async () => {
    check(
      hedyInitiate.warned.some((line) => line.includes('[Deprecation]') && line.includes('initiate()')),
      `the warning (got ${hedyInitiate.warned.join(' | ') || 'none'})`,
    );
  },
  { needs: [hedyInitiate] },
);
const hedyAccount = await step(
  'initiate() still links: hosted page, ACTIVE',
  async () => {
    await completeHostedPage(hedyInitiate.request.redirectUrl);
    return s.waitActive(hedyInitiate.request);
  },
  { needs: [hedyInitiate] },
);
const graceOAuthAccount = await step('toolkits.authorize (finds the auth config) and the hosted page', () => s.authorizeGrace(j), {
  needs: [oauthConfig],
});
await step('toolkits.authorize (no auth config yet: creates the default one)', () => s.authorizeLinusNoAuth(j));
await step('connectedAccounts.list (by user)', () => s.checkGraceAccounts(j, graceKeyAccount, graceOAuthAccount), {
  needs: [graceKeyAccount, graceOAuthAccount],
});
await step('connectedAccounts.list (by toolkit and status)', () => s.checkAccountsByToolkitAndStatus(j, graceKeyAccount), {
  needs: [graceKeyAccount],
});
await step('connectedAccounts.get', () => s.checkAccount(j, graceKeyAccount, apiKeyConfig), { needs: [graceKeyAccount] });

// ── SHARED accounts and their ACL ───────────────────────────────────────────
const sharedLink = await step(
  'connectedAccounts.link (experimental: SHARED, aclConfigForShared allows grace and linus)',
  async () => {
    const request = await composio.connectedAccounts.link(users.ops, oauthConfig, {
      callbackUrl,
      experimental: { accountType: 'SHARED', aclConfigForShared: { allowedUserIds: [users.grace, users.linus] } },
    });
    check(typeof request.redirectUrl === 'string', 'a redirect URL');
    return request;
  },
  { needs: [oauthConfig] },
);
const sharedAccount = await step(
  'SHARED account: hosted page, ACTIVE',
  async () => {
    await completeHostedPage(sharedLink.redirectUrl);
    return s.waitActive(sharedLink);
  },
  { needs: [sharedLink] },
);
await step(
  'connectedAccounts.get (SHARED): experimental.accountType and its ACL',
  async () => {
    const account = await composio.connectedAccounts.get(sharedAccount);
    check(account.experimental?.accountType === 'SHARED', `accountType SHARED (got ${JSON.stringify(account.experimental)})`);
    const acl = account.experimental?.aclConfigForShared;
    check(acl?.allowAllUsers === false, `allowAllUsers false (got ${JSON.stringify(acl)})`);
    check(JSON.stringify([...acl.allowedUserIds].sort()) === JSON.stringify([users.grace, users.linus].sort()), 'the allowed users');
    check(acl.notAllowedUserIds.length === 0, 'nobody denied');
  },
  { needs: [sharedAccount] },
);
await step(
  'connectedAccounts.list: PRIVATE by default, accountType SHARED and ALL',
  async () => {
    const byDefault = await composio.connectedAccounts.list({ userIds: [users.ops] });
    check(byDefault.items.length === 0, `the default lists PRIVATE accounts only (got ${byDefault.items.map((item) => item.id).join(', ')})`);
    const shared = await composio.connectedAccounts.list({ userIds: [users.ops], accountType: 'SHARED' });
    check(shared.items.length === 1 && shared.items[0].id === sharedAccount, 'accountType SHARED lists it');
    const all = await composio.connectedAccounts.list({ userIds: [users.ops, users.ada], accountType: 'ALL' });
    const ids = all.items.map((item) => item.id);
    check(ids.includes(sharedAccount) && ids.includes(adaAccount), 'accountType ALL lists both kinds');
  },
  { needs: [sharedAccount, adaAccount] },
);
await step(
  'connectedAccounts.updateAcl: deny linus (deny wins over allow)',
  async () => {
    await composio.connectedAccounts.updateAcl(sharedAccount, { notAllowedUserIds: [users.linus] });
    const acl = (await composio.connectedAccounts.get(sharedAccount)).experimental?.aclConfigForShared;
    check(JSON.stringify(acl?.notAllowedUserIds) === JSON.stringify([users.linus]), `linus is denied (got ${JSON.stringify(acl)})`);
    check(acl.allowedUserIds.includes(users.linus), 'the allow list is left as it was (PATCH semantics)');
  },
  { needs: [sharedAccount] },
);
await step(
  'connectedAccounts.updateAcl on a PRIVATE account: ComposioAclOnlyForSharedError',
  async () => {
    const error = await rejection(composio.connectedAccounts.updateAcl(adaAccount, { allowAllUsers: true }), 'an ACL on a PRIVATE account');
    check(error instanceof ComposioAclOnlyForSharedError, `ComposioAclOnlyForSharedError (got ${error?.name}: ${error?.message})`);
  },
  { needs: [adaAccount] },
);
await step(
  'connectedAccounts.link (PRIVATE with an ACL): ComposioAclOnlyForSharedError',
  async () => {
    const error = await rejection(
      composio.connectedAccounts.link(users.margaret, oauthConfig, {
        experimental: { accountType: 'PRIVATE', aclConfigForShared: { allowAllUsers: true } },
      }),
      'an ACL on a PRIVATE link',
    );
    check(error instanceof ComposioAclOnlyForSharedError, `ComposioAclOnlyForSharedError (got ${error?.name}: ${error?.message})`);
  },
  { needs: [oauthConfig] },
);
const graceSharedRun = await step(
  "SHARED account pinned in grace's session: grace (allowed) runs a tool with it",
  async () => {
    const session = await composio.create(users.grace, { toolkits: [OAUTH], connectedAccounts: { [OAUTH]: sharedAccount } });
    const result = await session.execute(`${TASKS}_LIST_TASKS`, {});
    check(!result.error, `the tool runs on the shared account (got ${JSON.stringify(result).slice(0, 400)})`);
  },
  { needs: [sharedAccount] },
);
await step(
  "SHARED account pinned in linus's session: refused (linus is denied)",
  async () => {
    const outcome = await composio
      .create(users.linus, { toolkits: [OAUTH], connectedAccounts: { [OAUTH]: sharedAccount } })
      .then(
        (session) => session.execute(`${TASKS}_LIST_TASKS`, {}),
        (error) => ({ error: error?.message ?? String(error), refusedAt: 'create' }),
      )
      .catch((error) => ({ error: error?.message ?? String(error), refusedAt: 'execute' }));
    // grace, on the allow list too, could (the step before): only the deny list tells them apart.
    check(Boolean(outcome?.error), `linus cannot use it (got ${JSON.stringify(outcome).slice(0, 400)})`);
  },
  // Only telling once another user can use a SHARED account at all.
  { needs: [sharedAccount, graceSharedRun] },
);

// ── Tools for the agent ─────────────────────────────────────────────────────
await step('tools.get (several toolkits)', () => s.checkToolsOfToolkits(j), { needs: [adaAccount] });
await step('tools.get (a tool list)', () => s.checkToolList(j));
await step('tools.get (one slug)', () => s.checkOneTool(j));
await step('tools.getRawComposioToolBySlug: its version and available versions', async () => {
  const tool = await composio.tools.getRawComposioToolBySlug(`${TASKS}_CREATE_TASK`);
  check(tool.version === TOOLKIT_VERSION, `version ${TOOLKIT_VERSION} (got ${tool.version})`);
  check(
    Array.isArray(tool.availableVersions) && tool.availableVersions.includes(TOOLKIT_VERSION),
    `availableVersions (got ${tool.availableVersions})`,
  );
});
const executed = await step(
  'tools.execute (pinned toolkit version): successful, with a logId',
  async () => {
    const result = await s.executeCreateTask(j, 'Write the release notes', 'docs', adaAccount);
    check(typeof result.logId === 'string' && result.logId.length > 0, `a logId (got ${result.logId})`);
    return result;
  },
  { needs: [adaAccount] },
);
await step(
  'tools.execute (no version): ComposioToolVersionRequiredError, nothing run',
  async () => {
    const error = await rejection(
      composio.tools.execute(`${TASKS}_LIST_TASKS`, { userId: users.ada, connectedAccountId: adaAccount, arguments: {} }),
      'a manual run on "latest"',
    );
    check(error instanceof ComposioToolVersionRequiredError, `ComposioToolVersionRequiredError (got ${error?.name})`);
  },
  { needs: [adaAccount] },
);
await step(
  'tools.execute (dangerouslySkipVersionCheck): runs the latest',
  async () => {
    const result = await composio.tools.execute(`${TASKS}_LIST_TASKS`, {
      userId: users.ada,
      connectedAccountId: adaAccount,
      arguments: { project: 'docs' },
      dangerouslySkipVersionCheck: true,
    });
    check(result.successful === true, `successful (got ${JSON.stringify(result).slice(0, 300)})`);
  },
  { needs: [adaAccount] },
);
await step(
  `tools.execute (version ${NO_SUCH_VERSION}): ComposioToolNotFoundError`,
  async () => {
    const error = await rejection(
      composio.tools.execute(`${TASKS}_LIST_TASKS`, { userId: users.ada, connectedAccountId: adaAccount, arguments: {}, version: NO_SUCH_VERSION }),
      'a version the toolkit never had',
    );
    check(error instanceof ComposioToolNotFoundError, `ComposioToolNotFoundError (got ${error?.name}: ${error?.message})`);
    check([400, 404].includes(statusOf(error)), `the service answered 400 or 404 (got ${statusOf(error)})`);
  },
  { needs: [adaAccount] },
);
await step('tools.execute (unknown slug): ComposioToolNotFoundError', async () => {
  const error = await rejection(
    composio.tools.execute(`${TASKS}_NO_SUCH_TOOL`, { userId: users.ada, arguments: {}, version: TOOLKIT_VERSION }),
    'an unknown tool',
  );
  check(error instanceof ComposioToolNotFoundError, `ComposioToolNotFoundError (got ${error?.name})`);
});

// ── Execution logs ──────────────────────────────────────────────────────────
await step(
  "logs.get(logId): the execution's log",
  async () => {
    const log = await composio.logs.get(executed.logId);
    check(log.id === executed.logId, `the same id (got ${log.id})`);
    check(log.status === 'success', `success (got ${log.status})`);
    check(JSON.stringify(log).includes(`${TASKS}_CREATE_TASK`), 'it names the tool');
    check(typeof log.timestamp === 'string' && typeof log.data === 'object', 'a timestamp and its data');
  },
  { needs: [executed] },
);
await step(
  'logs.search (log_id == logId)',
  async () => {
    const { logs, nextCursor } = await composio.logs.search({ filters: [{ field: 'log_id', operator: '==', value: executed.logId }] });
    check(logs.length === 1 && logs[0].id === executed.logId, `exactly that log (got ${logs.map((log) => log.id).join(', ')})`);
    check(nextCursor === null, 'no further page');
  },
  { needs: [executed] },
);
await step(
  'logs.search (user_id, tool_slug, a time range)',
  async () => {
    const now = Date.now();
    const { logs } = await composio.logs.search({
      filters: [
        { field: 'user_id', operator: '==', value: users.ada },
        { field: 'tool_slug', operator: '==', value: `${TASKS}_CREATE_TASK` },
      ],
      timeRange: { from: now - 60 * 60 * 1000, to: now + 60 * 1000 },
    });
    check(
      logs.some((log) => log.id === executed.logId),
      `ada's run is found (got ${logs.length} logs)`,
    );
  },
  { needs: [executed] },
);
await step('logs.get (an unknown id): 404', async () => {
  const error = await rejection(composio.logs.get('log_doesNotExist0'), 'an unknown log');
  check(statusOf(error) === 404, `404 (got ${statusOf(error)})`);
});
await step('logs.search (limit 1): a cursor to the next page', async () => {
  const first = await composio.logs.search({ limit: 1 });
  check(first.logs.length === 1, `one log (got ${first.logs.length})`);
  check(typeof first.nextCursor === 'string', `a next cursor (got ${first.nextCursor})`);
  const second = await composio.logs.search({ limit: 1, cursor: first.nextCursor });
  check(second.logs.length === 1 && second.logs[0].id !== first.logs[0].id, 'the next log');
});
await step('OpenAI provider: handleToolCalls runs a model tool call (no model call made)', () => s.handleToolCall(j, users.grace), {
  needs: [graceOAuthAccount],
});
await step('tools.proxyExecute with the account', () => s.proxyTasks(j, adaAccount), { needs: [adaAccount] });

// ── Tool router sessions ────────────────────────────────────────────────────
const session = await step(
  'composio.create: a session with its MCP URL',
  async () => {
    const created = await composio.create(users.grace, { toolkits: [OAUTH, NO_AUTH, API_KEY], manageConnections: true, mcp: true });
    s.checkSession(created);
    return created;
  },
  { needs: [graceOAuthAccount] },
);
await step("session's MCP URL answers initialize with the SDK's headers", () => s.checkSessionMcpInitialize(session), { needs: [session] });
await step(
  'session.tools(): the meta tools as OpenAI tools',
  async () => {
    const tools = await s.sessionTools(session);
    check(
      tools.some((tool) => META_TOOL.test(tool.function.name)),
      `meta tools (got ${tools.map((tool) => tool.function.name).join(', ')})`,
    );
  },
  { needs: [session] },
);
await step('session.toolkits(): connection state', () => s.checkSessionToolkits(session), { needs: [session] });
await step('session.search', () => s.checkSessionSearch(session), { needs: [session] });
const sessionRun = await step(
  'session.execute',
  async () => {
    const result = await s.sessionExecute(session);
    check(typeof result.logId === 'string' && result.logId.length > 0, `a logId (got ${result.logId})`);
    return result;
  },
  { needs: [session] },
);
await step(
  "logs.search (session_id): the session run's log",
  async () => {
    const { logs } = await composio.logs.search({ filters: [{ field: 'session_id', operator: '==', value: session.sessionId }] });
    check(
      logs.some((log) => log.id === sessionRun.logId),
      `the run's log (got ${logs.map((log) => log.id).join(', ')})`,
    );
  },
  { needs: [sessionRun] },
);
await step(
  'composio.use(sessionId): the same session',
  async () => {
    const again = await s.useSession(j, session);
    check(again.configVersion === session.configVersion, `the same configVersion (${again.configVersion}, ${session.configVersion})`);
  },
  { needs: [session] },
);
await step('session.authorize links a toolkit', async () => s.authorizeInSession(j, await composio.create(users.linus, { toolkits: [API_KEY] })), {
  needs: [session],
});
const configVersion = await step(
  'session.configVersion: a positive integer',
  async () => {
    check(Number.isInteger(session.configVersion) && session.configVersion > 0, `configVersion (got ${session.configVersion})`);
    return session.configVersion;
  },
  { needs: [session] },
);
const updatedVersion = await step(
  'session.update({ toolkits }) (no precondition): a new configVersion',
  async () => {
    const config = await session.update({ toolkits: [OAUTH, NO_AUTH] });
    check(typeof config === 'object', 'the updated config');
    check(session.configVersion > configVersion, `configVersion moved on (${configVersion} → ${session.configVersion})`);
    return session.configVersion;
  },
  { needs: [configVersion] },
);
const currentVersion = await step(
  'session.update({ expectedConfigVersion: current }): applied',
  async () => {
    await session.update({ toolkits: [OAUTH, NO_AUTH, API_KEY], expectedConfigVersion: updatedVersion });
    check(session.configVersion > updatedVersion, `configVersion moved on (${updatedVersion} → ${session.configVersion})`);
    return session.configVersion;
  },
  { needs: [updatedVersion] },
);
await step(
  'session.listConfigHistory: every version, the current one marked',
  async () => {
    const history = await session.listConfigHistory();
    const versions = history.items.map((item) => item.version);
    check(versions.includes(configVersion) && versions.includes(currentVersion), `the versions (got ${versions.join(', ')})`);
    check(history.items.find((item) => item.isCurrent)?.version === currentVersion, 'the current one');
  },
  { needs: [currentVersion] },
);
await step(
  'session.update({ expectedConfigVersion: stale }): ComposioSessionConfigConflictError, nothing changed',
  async () => {
    const error = await rejection(session.update({ toolkits: [NO_AUTH], expectedConfigVersion: configVersion }), 'a stale update');
    check(error instanceof ComposioSessionConfigConflictError, `ComposioSessionConfigConflictError (got ${error?.name}: ${error?.message})`);
    check(statusOf(error) === 409, `HTTP 409 (got ${statusOf(error)})`);
    const fresh = await composio.use(session.sessionId);
    check(fresh.configVersion === currentVersion, `the stored version is unchanged (got ${fresh.configVersion})`);
  },
  { needs: [currentVersion] },
);
const explicit = await step(
  'composio.create (multiAccount, requireExplicitSelection)',
  async () =>
    composio.create(users.ada, {
      toolkits: [OAUTH],
      connectedAccounts: { [OAUTH]: [adaAccount, adaWorkAccount] },
      multiAccount: { enable: true, requireExplicitSelection: true },
    }),
  { needs: [adaAccount, adaWorkAccount] },
);
await step(
  'session.execute with two accounts and no selection: fails naming both accounts',
  async () => {
    const outcome = await explicit.execute(`${TASKS}_LIST_TASKS`, {}).then(
      (result) => ({ message: result.error ? JSON.stringify(result.error) : null, result }),
      (error) => ({ message: `${error?.message} ${error?.cause?.message ?? ''}` }),
    );
    check(outcome.message, `the run fails (got ${String(JSON.stringify(outcome.result)).slice(0, 300)})`);
    check(
      outcome.message.includes(adaAccount) && outcome.message.includes(adaWorkAccount),
      `it names both accounts (got ${outcome.message.slice(0, 500)})`,
    );
  },
  { needs: [explicit] },
);
await step(
  'session.execute with { account } selected: runs on it',
  async () => {
    const result = await explicit.execute(`${TASKS}_LIST_TASKS`, {}, { account: adaWorkAccount });
    check(!result.error, `runs (got ${JSON.stringify(result).slice(0, 300)})`);
  },
  { needs: [explicit] },
);
const direct = await step('composio.create (sessionPreset: DIRECT_TOOLS)', async () =>
  composio.create(users.ada, { toolkits: [NO_AUTH], sessionPreset: SessionPreset.DIRECT_TOOLS }),
);
await step(
  "DIRECT_TOOLS session.tools(): the toolkit's tools, no meta tools",
  async () => {
    const names = (await direct.tools()).map((tool) => tool.function.name);
    check(names.includes(`${NO_AUTH.toUpperCase()}_GET_STATUS`), `the app's tools (got ${names.join(', ')})`);
    check(!names.some((name) => META_TOOL.test(name)), `no meta tools (got ${names.join(', ')})`);
  },
  { needs: [direct] },
);
await step(
  'DIRECT_TOOLS session.execute',
  async () => {
    const result = await direct.execute(`${NO_AUTH.toUpperCase()}_GET_STATUS`, {});
    check(!result.error, `runs (got ${JSON.stringify(result).slice(0, 300)})`);
  },
  { needs: [direct] },
);
await step(
  'session.delete, then use() is refused',
  async () => {
    await direct.delete();
    const error = await rejection(composio.use(direct.sessionId), 'a deleted session');
    check(statusOf(error) === 404, `404 (got ${statusOf(error)})`);
  },
  { needs: [direct] },
);

// ── Webhooks and triggers ───────────────────────────────────────────────────
await step('webhooks.subscriptions.listEventTypes', async () => {
  const { items } = await composio.webhooks.subscriptions.listEventTypes();
  const message = items.find((item) => item.eventType === 'composio.trigger.message');
  check(message, `the trigger message event (got ${items.map((item) => item.eventType).join(', ')})`);
  check(message.supportedVersions.includes('V3') && typeof message.description === 'string', 'its versions and description');
});
const subscription = await step('triggers.setWebhookSubscription (V3): the signing secret', async () => {
  const created = await composio.triggers.setWebhookSubscription({ webhookUrl: endpoint.url, version: 'V3' });
  check(created.version === 'V3' && created.webhookUrl === endpoint.url, `V3 to the endpoint (got ${created.version} ${created.webhookUrl})`);
  check(/^whsec_[A-Za-z0-9+/=]+$/.test(created.secret ?? ''), `the secret (got ${created.secret})`);
  return created;
});
await step(
  'webhooks.subscriptions.list: the secret on a read',
  async () => {
    const page = await composio.webhooks.subscriptions.list();
    const listed = page.items.find((item) => item.id === subscription.id);
    check(listed?.secret === subscription.secret, `the same secret (got ${listed?.secret})`);
    check(page.totalItems === 1 && page.nextCursor === null, 'one subscription per project');
  },
  { needs: [subscription] },
);
await step(
  'webhooks.subscriptions.get: the secret on a read',
  async () => {
    const got = await composio.webhooks.subscriptions.get(subscription.id);
    check(got.secret === subscription.secret, `the same secret (got ${got.secret})`);
  },
  { needs: [subscription] },
);
await step(
  'webhooks.subscriptions.update: the secret on an update',
  async () => {
    const updated = await composio.webhooks.subscriptions.update(subscription.id, { enabledEvents: ['composio.trigger.message'] });
    check(updated.secret === subscription.secret, `the same secret (got ${updated.secret})`);
  },
  { needs: [subscription] },
);
const secret = await step(
  'webhooks.subscriptions.rotateSecret: a new secret that reads show',
  async () => {
    const rotated = await composio.webhooks.subscriptions.rotateSecret(subscription.id);
    check(rotated.id === subscription.id && rotated.secret !== subscription.secret, 'a new secret');
    check((await composio.webhooks.subscriptions.get(subscription.id)).secret === rotated.secret, 'get shows the new secret');
    return rotated.secret;
  },
  { needs: [subscription] },
);
await step('triggers.listTypes', () => s.checkTriggerTypesListed(j));
await step('triggers.getType', () => s.checkTriggerType(j));
const triggerId = await step('triggers.create (with connectedAccountId)', () => s.createTrigger(j, adaAccount), { needs: [adaAccount] });
await step('triggers.listActive', () => s.checkTriggerActive(j, triggerId, adaAccount), { needs: [triggerId] });
const delivery = await step('a trigger event is delivered to the webhook', () => s.deliverTriggerEvent(j, adaAccount), { needs: [triggerId] });
await step(
  'triggers.verifyWebhook accepts it (the rotated secret)',
  () => s.verifyDelivery(j, { delivery, secret, webhookVersion: 'V3', adaAccount }),
  { needs: [delivery, secret] },
);
await step(
  'triggers.verifyWebhook refuses a tampered body and the old secret',
  async () => {
    await s.refuseTamperedDelivery(j, delivery, secret);
    await s.refuseOtherSecret(j, delivery, subscription.secret);
  },
  { needs: [delivery, secret] },
);
const accountlessTrigger = await step(
  "triggers.create without connectedAccountId: the user's account is used",
  async () => {
    const { triggerId } = await composio.triggers.create(users.grace, `${TASKS}_TASK_CREATED`, { triggerConfig: { project: 'hr' } });
    const active = await composio.triggers.listActive({ triggerIds: [triggerId] });
    check(active.items[0]?.connectedAccountId === graceOAuthAccount, `on grace's ${OAUTH} account (got ${active.items[0]?.connectedAccountId})`);
    return triggerId;
  },
  { needs: [graceOAuthAccount] },
);
await step('triggers.create without connectedAccountId for a user with no account: refused', async () => {
  const error = await rejection(
    composio.triggers.create(users.margaret, `${TASKS}_TASK_CREATED`, { triggerConfig: { project: 'hr' } }),
    'a trigger with no account to run on',
  );
  check(statusOf(error) >= 400 && statusOf(error) < 500, `a 4xx (got ${statusOf(error)}: ${error?.message})`);
});
await step('triggers.disable', () => s.disableTrigger(j, triggerId), { needs: [triggerId] });
await step('triggers.enable', () => s.enableTrigger(j, triggerId), { needs: [triggerId] });
await step(
  'triggers.delete: answers the trigger id',
  async () => {
    await s.deleteTrigger(j, triggerId);
    if (accountlessTrigger) await composio.triggers.delete(accountlessTrigger);
  },
  { needs: [triggerId] },
);
await step(
  'webhooks.subscriptions.set: updates the one subscription in place',
  async () => {
    const set = await composio.webhooks.subscriptions.set({ webhookUrl: endpoint.url, version: 'V3' });
    check(set.id === subscription.id, `the same subscription (got ${set.id})`);
    check(set.secret === secret, 'its secret, unchanged');
  },
  { needs: [subscription, secret] },
);
await step(
  'webhooks.subscriptions.delete: { success: true }, then none listed',
  async () => {
    const answer = await composio.webhooks.subscriptions.delete(subscription.id);
    check(answer.success === true, `{ success: true } (got ${JSON.stringify(answer)})`);
    const page = await composio.webhooks.subscriptions.list();
    check(page.items.length === 0, 'no subscription left');
  },
  { needs: [subscription] },
);

// ── MCP servers ─────────────────────────────────────────────────────────────
const mcpServer = await step('mcp.create', () => s.createMcpServer(j, oauthConfig), { needs: [oauthConfig] });
await step('mcp.list', () => s.checkMcpServerListed(j, mcpServer), { needs: [mcpServer] });
await step('mcp.get', () => s.checkMcpServer(j, mcpServer), { needs: [mcpServer] });
await step('mcp.update', () => s.updateMcpServer(j, mcpServer, oauthConfig), { needs: [mcpServer] });
await step('mcp.generate (a user URL)', () => s.generateMcpUrl(j, mcpServer), { needs: [mcpServer, adaAccount] });
await step('mcp.delete', () => s.deleteMcpServer(j, mcpServer), { needs: [mcpServer] });

// ── Files ───────────────────────────────────────────────────────────────────
await step("files.upload: the service issues the upload URL; the SDK's SSRF guard will not PUT to loopback", async () => {
  const bytes = new TextEncoder().encode(`Quarterly numbers ${run}\n`.repeat(50));
  const error = await rejection(
    composio.files.upload({ file: new File([bytes], 'numbers.txt', { type: 'text/plain' }), toolSlug: `${TASKS}_CREATE_TASK`, toolkitSlug: OAUTH }),
    'a PUT to a loopback upload URL',
  );
  check(error instanceof ComposioBlockedInternalUrlError, `ComposioBlockedInternalUrlError (got ${error?.name}: ${error?.message})`);
  check(String(error.meta?.url ?? error.message).length > 0, 'it names the URL');
});

// ── Account lifecycle ───────────────────────────────────────────────────────
await step('connectedAccounts.disable', () => s.disableAccount(j, graceKeyAccount), { needs: [graceKeyAccount] });
await step('connectedAccounts.enable', () => s.enableAccount(j, graceKeyAccount), { needs: [graceKeyAccount] });
await step(
  'connectedAccounts.update({ enabled })',
  async () => {
    await composio.connectedAccounts.update(graceKeyAccount, { enabled: false });
    check((await composio.connectedAccounts.get(graceKeyAccount)).isDisabled === true, 'disabled by update');
    await composio.connectedAccounts.update(graceKeyAccount, { enabled: true });
  },
  { needs: [graceKeyAccount] },
);
await step('connectedAccounts.refresh (deprecated, still answers)', () => s.refreshAccount(j, graceKeyAccount), { needs: [graceKeyAccount] });
await step(
  'connectedAccounts.revoke: REVOKED, the tokens revoked',
  async () => {
    const result = await composio.connectedAccounts.revoke(hedyAccount);
    check(result.connectedAccount.id === hedyAccount, 'the account');
    check(result.connectedAccount.status === 'REVOKED', `REVOKED (got ${result.connectedAccount.status})`);
    check(result.revokedTokens.length > 0, `tokens revoked at the provider (got ${JSON.stringify(result.revokedTokens)})`);
    check((await composio.connectedAccounts.get(hedyAccount)).status === 'REVOKED', 'get shows REVOKED');
  },
  { needs: [hedyAccount] },
);
await step(
  'connectedAccounts.revoke again: no tokens left to revoke',
  async () => {
    const again = await composio.connectedAccounts.revoke(hedyAccount);
    check(again.revokedTokens.length === 0 && again.connectedAccount.status === 'REVOKED', `[] and REVOKED (got ${JSON.stringify(again)})`);
  },
  { needs: [hedyAccount] },
);
await step(
  'a revoked account runs no tool',
  async () => {
    const outcome = await composio.tools
      .execute(`${TASKS}_LIST_TASKS`, { userId: users.hedy, connectedAccountId: hedyAccount, arguments: {}, version: TOOLKIT_VERSION })
      .then(
        (result) => result,
        (error) => ({ successful: false, error: error?.message }),
      );
    check(outcome.successful === false, `refused (got ${JSON.stringify(outcome).slice(0, 300)})`);
  },
  { needs: [hedyAccount] },
);
await step(
  'connectedAccounts.delete, then not listed',
  () => s.deleteAccount(j, graceKeyAccount, { userIds: [users.grace], toolkitSlugs: [API_KEY] }),
  { needs: [graceKeyAccount] },
);
await step(
  'connectedAccounts.delete (SHARED), then not listed',
  () => s.deleteAccount(j, sharedAccount, { userIds: [users.ops], accountType: 'ALL' }),
  { needs: [sharedAccount] },
);
await step('the journey made its calls through the service only', async () => {
  const refused = globalThis.__refusedConnections ?? [];
  check(refused.length === 0, `nothing left loopback (refused: ${refused.join(', ')})`);
  await api('GET', '/api/v3/auth_configs?limit=1');
});

await s.closeJourney(j);
