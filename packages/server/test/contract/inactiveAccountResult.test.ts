import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKENDS, expectEnvelope, testControls, useTestServer } from '../harness';
import { connect, finishLink } from './toolFixtures';
import { SIGNAL_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';

const TASKS = 'patchbay_oauth_demo';
const METRICS = 'patchbay_apikey_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';
const ARGS = { title: 'From an agent', project: 'ops' };

const agents: Client[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

describe.each(BACKENDS)('a tool on an EXPIRED account names the account to reconnect (%s)', (backend) => {
  const t = useTestServer(backend, { testControls: true });

  /** The one shape, wherever `connected_account_not_active` is answered. */
  const inactive = (accountId: string, reason: string) => ({
    connected_account_id: accountId,
    toolkit: TASKS,
    user_id: 'user-1',
    status: 'EXPIRED',
    status_reason_code: reason,
    is_disabled: false,
  });

  async function expiredAccount(reason: 'token_expired' | 'access_revoked' = 'token_expired') {
    const { accountId } = await connect(t, TASKS, 'user-1');
    await testControls(t.server).expireAccount(accountId, reason);
    return accountId;
  }

  async function createSession(toolkits: string[], body: Record<string, unknown> = {}): Promise<{ id: string; mcpUrl: string }> {
    const created = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', toolkits: { enable: toolkits }, ...body } });
    expect(created.status).toBe(201);
    return { id: created.body.session_id, mcpUrl: created.body.mcp.url };
  }

  async function connectAgent(url: string): Promise<Client> {
    const agent = new Client({ name: 'test-agent', version: '1.0.0' });
    await agent.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { 'x-api-key': t.server.projectApiKey } } }));
    agents.push(agent);
    return agent;
  }

  it('REST and session execute: 422 connected_account_not_active with inactive_account in the envelope', async () => {
    const accountId = await expiredAccount('access_revoked');
    const rest = await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, { body: { user_id: 'user-1', arguments: ARGS } });
    const session = await createSession([TASKS]);
    const inSession = await t.api('POST', `/api/v3/tool_router/session/${session.id}/execute`, { body: { tool_slug: CREATE_TASK, arguments: ARGS } });
    for (const answer of [rest, inSession]) {
      const error = expectEnvelope(answer, 422);
      expect(error.slug).toBe('connected_account_not_active');
      expect(error.inactive_account).toEqual(inactive(accountId, 'access_revoked'));
    }
    // Other errors carry no account.
    const unknown = expectEnvelope(
      await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, { body: { user_id: 'user-2', arguments: ARGS } }),
      422,
    );
    expect(unknown.slug).toBe('missing_connected_account');
    expect(unknown.inactive_account).toBeUndefined();
  });

  it('PATCHBAY_MULTI_EXECUTE_TOOL: the result of that tool carries inactive_account', async () => {
    const accountId = await expiredAccount();
    const session = await createSession([TASKS]);
    const multi = await t.api('POST', `/api/v3/tool_router/session/${session.id}/execute_meta`, {
      body: { slug: 'PATCHBAY_MULTI_EXECUTE_TOOL', arguments: { tools: [{ tool_slug: CREATE_TASK, arguments: ARGS }] } },
    });
    expect(multi.status).toBe(200);
    expect(multi.body.data.results[0]).toMatchObject({
      successful: false,
      error_code: 'connected_account_not_active',
      inactive_account: inactive(accountId, 'token_expired'),
    });
  });

  it("a provider's 401 during the call: successful: false with the account, now EXPIRED (provider_unauthorized)", async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    await testControls(t.server).failToolkit(TASKS, { status: 401 });
    const run = await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, { body: { user_id: 'user-1', arguments: ARGS } });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      successful: false,
      error_code: 'connected_account_not_active',
      inactive_account: inactive(accountId, 'provider_unauthorized'),
    });
    // Any other failure carries none.
    await testControls(t.server).failToolkit(METRICS, { status: 500 });
    await connect(t, METRICS, 'user-1');
    const other = await t.api('POST', '/api/v3/tools/execute/PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS', { body: { user_id: 'user-1', arguments: {} } });
    expect(other.body).toMatchObject({ successful: false, error_code: 'toolkit_error' });
    expect(other.body).not.toHaveProperty('inactive_account');
  });

  it('MCP: an error result with inactive_account in its structured content and its text', async () => {
    const accountId = await expiredAccount();
    const config = await t.api('GET', `/api/v3/connected_accounts/${accountId}`);
    const server = await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Tasks agent', auth_config_ids: [config.body.auth_config.id] } });
    const generated = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: server.body.id, user_ids: ['user-1'] } });
    const direct = (await (await connectAgent(generated.body.user_ids_url[0])).callTool({ name: CREATE_TASK, arguments: ARGS })) as CallToolResult;
    expect(direct.isError).toBe(true);
    expect(direct.structuredContent).toMatchObject({
      error_code: 'connected_account_not_active',
      inactive_account: inactive(accountId, 'token_expired'),
    });
    const text = direct.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(text).toContain(JSON.stringify({ inactive_account: inactive(accountId, 'token_expired') }));

    const session = await createSession([TASKS]);
    const multi = (await (
      await connectAgent(session.mcpUrl)
    ).callTool({
      name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
      arguments: { tools: [{ tool_slug: CREATE_TASK, arguments: ARGS }] },
    })) as CallToolResult;
    // A failed multi-execute is an error result: its data under `data`.
    const results = (multi.structuredContent as { data: { results: unknown[] } }).data.results;
    expect(results[0]).toMatchObject({ error_code: 'connected_account_not_active', inactive_account: inactive(accountId, 'token_expired') });
  });

  describe('PATCHBAY_MANAGE_CONNECTIONS and PATCHBAY_WAIT_FOR_CONNECTIONS', () => {
    const meta = (sessionId: string, slug: string, args: Record<string, unknown>) =>
      t.api('POST', `/api/v3/tool_router/session/${sessionId}/execute_meta`, { body: { slug, arguments: args } });

    it.each([TASKS, METRICS])('%s: a reconnect link for the EXPIRED account (same id), and the wait ends once it is ACTIVE', async (toolkit) => {
      const { accountId } = await connect(t, toolkit, 'user-1');
      await testControls(t.server).expireAccount(accountId, 'token_expired');
      const session = await createSession([toolkit], { manage_connections: { enable_wait_for_connections: true } });
      const managed = await meta(session.id, 'PATCHBAY_MANAGE_CONNECTIONS', { toolkits: [toolkit] });
      const [entry] = managed.body.data.connections;
      expect(entry).toMatchObject({
        toolkit,
        connected: false,
        connected_account_id: accountId,
        redirect_url: expect.stringMatching(`^${t.baseUrl}/connect/lt_`),
        inactive_account: { connected_account_id: accountId, status: 'EXPIRED', status_reason_code: 'token_expired' },
      });
      expect(entry.link_token).toBe(entry.redirect_url.split('/').pop());
      // No second account was made.
      const accounts = await t.api('GET', `/api/v3/connected_accounts?user_ids=user-1&toolkit_slugs=${toolkit}`);
      expect(accounts.body.items.map((account: { id: string }) => account.id)).toEqual([accountId]);

      const reads = vi.spyOn(t.server.store, 'find');
      const waiting = meta(session.id, 'PATCHBAY_WAIT_FOR_CONNECTIONS', { toolkits: [toolkit], timeout_seconds: 20 });
      const ofToolkit = expect.objectContaining({ where: expect.objectContaining({ toolkit_slug: toolkit }) });
      await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('connected_accounts', ofToolkit), { timeout: SIGNAL_TIMEOUT_MS });
      await finishLink(t, entry.redirect_url, toolkit);
      const done = await waiting;
      expect(done.body).toMatchObject({
        successful: true,
        data: { all_connected: true, connections: [{ toolkit, connected: true, status: 'ACTIVE', connected_account_id: accountId }] },
      });
    });
  });
});
