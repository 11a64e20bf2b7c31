import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, useTestServer } from '../harness';

const METRICS = 'patchbay_apikey_demo';
const STATUS = 'patchbay_noauth_demo';
const TASKS = 'patchbay_oauth_demo';

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** An agent's MCP client, the official SDK's, on `url` with the project key (or another header). */
async function connectAgent(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

function text(result: unknown): string {
  const { content } = result as CallToolResult;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

function data(result: unknown): any {
  const call = result as CallToolResult;
  expect(call.isError, text(call)).not.toBe(true);
  return call.structuredContent ?? JSON.parse(text(call));
}

describe.each(BACKENDS)('MCP over Streamable HTTP (%s)', (backend) => {
  const t = useTestServer(backend);
  const key = (running: typeof t) => ({ 'x-api-key': running.server.projectApiKey });

  async function createSession(body: Record<string, unknown>) {
    const created = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', ...body } });
    expect(created.status).toBe(201);
    return created.body as { session_id: string; mcp: { url: string }; tool_router_tools: string[] };
  }

  /** Connects `user` to Acme Metrics through the hosted form, as they would. */
  async function connectMetrics(redirectUrl: string) {
    const response = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ api_key: 'pk_live_mcp' }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBeLessThan(400);
  }

  describe('a tool router session URL', () => {
    it('offers exactly the meta tools the session advertises, with their schemas', async () => {
      const session = await createSession({ toolkits: { enable: [METRICS, STATUS] } });
      const agent = await connectAgent(session.mcp.url, key(t));
      const { tools } = await agent.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([...session.tool_router_tools].sort());
      expect(session.tool_router_tools).toContain('PATCHBAY_MANAGE_CONNECTIONS');
      const search = tools.find((tool) => tool.name === 'PATCHBAY_SEARCH_TOOLS')!;
      expect(search.inputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['query']) });
      expect(search.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    });

    it('without manage_connections there are no manage tools, and calling one is refused', async () => {
      const session = await createSession({ toolkits: { enable: [STATUS] }, manage_connections: { enable: false } });
      const agent = await connectAgent(session.mcp.url, key(t));
      const names = (await agent.listTools()).tools.map((tool) => tool.name);
      expect(names).not.toContain('PATCHBAY_MANAGE_CONNECTIONS');
      expect(names).not.toContain('PATCHBAY_WAIT_FOR_CONNECTIONS');
      const refused = await agent.callTool({ name: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [STATUS] } });
      expect(refused.isError).toBe(true);
      expect(text(refused)).toMatch(/not offered/);
    });

    it('searches, connects through a real link, waits for it and runs tools for the session user', async () => {
      const session = await createSession({ toolkits: { enable: [METRICS, STATUS] }, manage_connections: { enable_wait_for_connections: true } });
      const agent = await connectAgent(session.mcp.url, key(t));

      const found = data(await agent.callTool({ name: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'record a metric data point' } }));
      expect(JSON.stringify(found)).toContain('PATCHBAY_APIKEY_DEMO_RECORD_METRIC');
      expect(JSON.stringify(found)).not.toContain('PATCHBAY_OAUTH_DEMO'); // not a toolkit of the session

      const before = await agent.callTool({
        name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
        arguments: { tools: [{ tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'signups', value: 3 } }] },
      });
      expect(text(before)).toMatch(/patchbay_apikey_demo/);

      const managed = data(await agent.callTool({ name: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [METRICS] } }));
      const connection = managed.connections[0];
      expect(connection).toMatchObject({ toolkit: METRICS, connected: false, redirect_url: expect.stringMatching(/\/connect\/lt_/) });
      const link = await t.api('GET', `/api/v3/connected_accounts/${connection.connected_account_id}`);
      expect(link.body).toMatchObject({ user_id: 'user-1', status: 'INITIATED' });

      const waiting = agent.callTool({ name: 'PATCHBAY_WAIT_FOR_CONNECTIONS', arguments: { toolkits: [METRICS], timeout_seconds: 10 } });
      await connectMetrics(connection.redirect_url);
      expect(data(await waiting)).toMatchObject({ all_connected: true });

      const ran = data(
        await agent.callTool({
          name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
          arguments: {
            tools: [
              { tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'signups', value: 3 } },
              { tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', arguments: {} },
            ],
          },
        }),
      );
      expect(JSON.stringify(ran)).toContain('"signups"');
      expect(JSON.stringify(ran)).toMatch(/operational|degraded|outage/);
    });

    it('refuses a tool outside the session and names the field of bad arguments', async () => {
      const session = await createSession({ toolkits: { enable: [STATUS] } });
      const agent = await connectAgent(session.mcp.url, key(t));
      const outside = await agent.callTool({
        name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
        arguments: { tools: [{ tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS', arguments: {} }] },
      });
      expect(text(outside)).toMatch(/not enabled in the session|not available/);

      const bad = await agent.callTool({ name: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 42 } });
      expect(bad.isError).toBe(true);
      expect(text(bad)).toMatch(/query/);

      const unknown = await agent.callTool({ name: 'NOT_A_TOOL', arguments: {} });
      expect(unknown.isError).toBe(true);
      expect(text(unknown)).toMatch(/Unknown tool/);
    });

    it('gives no tools without the project key, with a wrong key or with another project’s key', async () => {
      const session = await createSession({ toolkits: { enable: [STATUS] } });
      await expect(connectAgent(session.mcp.url, {})).rejects.toThrow(/401/);
      await expect(connectAgent(session.mcp.url, { 'x-api-key': 'pb_wrong' })).rejects.toThrow(/401/);

      const other = await t.api('POST', '/api/v3/org/owner/project/new', {
        key: 'org',
        body: { name: 'Other project', should_create_api_key: true },
      });
      expect(other.status).toBe(201);
      await expect(connectAgent(session.mcp.url, { 'x-api-key': other.body.api_key })).rejects.toThrow(/404/);
    });

    it('opens no stream on GET (405), and a fresh client per call works', async () => {
      const session = await createSession({ toolkits: { enable: [STATUS] } });
      const get = await fetch(session.mcp.url, { headers: { ...key(t), accept: 'text/event-stream' } });
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, DELETE');
      const first = await connectAgent(session.mcp.url, key(t));
      const second = await connectAgent(session.mcp.url, key(t));
      expect((await first.listTools()).tools).toEqual((await second.listTools()).tools);
    });

    it('issues an MCP session at initialize, valid on its URL only, that DELETE ends; without one a client is served statelessly', async () => {
      const session = await createSession({ toolkits: { enable: [STATUS] } });
      const other = await createSession({ toolkits: { enable: [STATUS] } });
      const post = (url: string, body: unknown, sessionId?: string) =>
        fetch(url, {
          method: 'POST',
          headers: {
            ...key(t),
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...(sessionId ? { 'mcp-session-id': sessionId } : {}),
          },
          body: JSON.stringify(body),
        });
      const init = { protocolVersion: '2025-06-18', capabilities: { elicitation: {} }, clientInfo: { name: 'raw-agent', version: '2' } };
      const initialized = await post(session.mcp.url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: init });
      expect(initialized.status).toBe(200);
      const mcpSessionId = initialized.headers.get('mcp-session-id')!;
      expect(mcpSessionId).toMatch(/^mcps_[A-Za-z0-9]{32}$/);
      expect(t.server.store.get('mcp_sessions', mcpSessionId)).toMatchObject({
        project_id: t.server.defaultProjectId,
        mcp_url: `tool_router/${session.session_id}`,
        client_capabilities: { elicitation: {} },
        client_info: { name: 'raw-agent', version: '2' },
      });

      const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
      expect((await post(session.mcp.url, list, mcpSessionId)).status).toBe(200);
      expect((await post(other.mcp.url, list, mcpSessionId)).status).toBe(404); // another URL's session
      expect((await post(session.mcp.url, list, 'mcps_forged')).status).toBe(404);
      expect((await post(session.mcp.url, list)).status).toBe(200); // no session id: stateless, as before
      // An answer to no elicitation of this session is accepted and changes nothing.
      expect((await post(session.mcp.url, { jsonrpc: '2.0', id: 'elicit_x', result: { action: 'accept' } }, mcpSessionId)).status).toBe(202);

      const end = (sessionId?: string) =>
        fetch(session.mcp.url, { method: 'DELETE', headers: { ...key(t), ...(sessionId ? { 'mcp-session-id': sessionId } : {}) } });
      expect((await end()).status).toBe(400);
      expect((await end(mcpSessionId)).status).toBe(200);
      expect((await end(mcpSessionId)).status).toBe(404);
      expect((await post(session.mcp.url, list, mcpSessionId)).status).toBe(404);

      // The official client keeps the id it was given and sends it on every request.
      const agent = await connectAgent(session.mcp.url, key(t));
      expect((await agent.listTools()).tools.length).toBeGreaterThan(0);
      expect(t.server.store.list('mcp_sessions').filter((s) => s.mcp_url === `tool_router/${session.session_id}`)).toHaveLength(1);
    });

    it('answers 413 to an oversized body, before parsing it', async () => {
      const session = await createSession({ toolkits: { enable: [STATUS] } });
      const response = await fetch(session.mcp.url, {
        method: 'POST',
        headers: { ...key(t), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(2 * 1024 * 1024) } }),
      });
      expect(response.status).toBe(413);
    });
  });

  describe('an MCP server URL', () => {
    async function createServer(extra: Record<string, unknown> = {}) {
      const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: METRICS } } });
      const server = await t.api('POST', '/api/v3/mcp/servers', {
        body: { name: 'Metrics agent', auth_config_ids: [config.body.auth_config.id], ...extra },
      });
      expect(server.status).toBe(201);
      return { authConfigId: config.body.auth_config.id as string, serverId: server.body.id as string };
    }

    async function userUrl(serverId: string, userId: string): Promise<string> {
      const generated = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: serverId, user_ids: [userId] } });
      expect(generated.status).toBe(200);
      return generated.body.user_ids_url[0];
    }

    it("offers its toolkit's tools one by one, with input schemas and annotations, plus the helper actions", async () => {
      const { serverId } = await createServer();
      const agent = await connectAgent(await userUrl(serverId, 'user-2'), key(t));
      const { tools } = await agent.listTools();
      const names = tools.map((tool) => tool.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'PATCHBAY_APIKEY_DEMO_RECORD_METRIC',
          'PATCHBAY_APIKEY_DEMO_QUERY_METRIC',
          'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS',
          'PATCHBAY_SEARCH_TOOLS',
          'PATCHBAY_MANAGE_CONNECTIONS',
        ]),
      );
      expect(names.some((name) => name.startsWith('PATCHBAY_NOAUTH_DEMO'))).toBe(false);
      const record = tools.find((tool) => tool.name === 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC')!;
      expect(record.inputSchema).toMatchObject({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
      expect(record.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    });

    it('keeps to allowed_tools, and runs a tool for the URL user once they connect', async () => {
      const { serverId } = await createServer({ allowed_tools: ['PATCHBAY_APIKEY_DEMO_RECORD_METRIC'] });
      const url = await userUrl(serverId, 'user-3');
      const agent = await connectAgent(url.replace('include_vendor_helper_actions=true', 'include_vendor_helper_actions=false'), key(t));
      expect((await agent.listTools()).tools.map((tool) => tool.name)).toEqual(['PATCHBAY_APIKEY_DEMO_RECORD_METRIC']);

      const notConnected = await agent.callTool({ name: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'signups' } });
      expect(notConnected.isError).toBe(true);
      expect(text(notConnected)).toMatch(/patchbay_apikey_demo/);

      const helper = await connectAgent(url, key(t));
      const managed = data(await helper.callTool({ name: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [METRICS] } }));
      await connectMetrics(managed.connections[0].redirect_url);
      const account = await t.api('GET', `/api/v3/connected_accounts/${managed.connections[0].connected_account_id}`);
      expect(account.body).toMatchObject({ user_id: 'user-3', status: 'ACTIVE' });

      const recorded = data(await agent.callTool({ name: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'signups', value: 2 } }));
      expect(recorded).toMatchObject({ name: 'signups', value: 2 });
      const outside = await agent.callTool({ name: 'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS', arguments: {} });
      expect(outside.isError).toBe(true);
    });

    it("binds an MCP session to the URL's user: another user's URL of the same server answers 404", async () => {
      const { serverId } = await createServer();
      const agent = await connectAgent(await userUrl(serverId, 'user-5'), key(t));
      const transport = agent.transport as StreamableHTTPClientTransport;
      const reused = await fetch(await userUrl(serverId, 'user-6'), {
        method: 'POST',
        headers: {
          ...key(t),
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-session-id': transport.sessionId!,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(reused.status).toBe(404);
      expect((await agent.listTools()).tools.length).toBeGreaterThan(0);
    });

    it('refuses a URL with no user, and 404s a deleted or unknown server', async () => {
      const { serverId } = await createServer();
      const url = (await userUrl(serverId, 'user-4')).replace(/user_id=[^&]*&?/, '');
      await expect(connectAgent(url, key(t))).rejects.toThrow(/400/);
      await expect(connectAgent(`${t.baseUrl}/mcp/00000000-0000-4000-8000-000000000000?user_id=u`, key(t))).rejects.toThrow(/404/);
      await expect(connectAgent(`${t.baseUrl}/mcp/not-a-uuid?user_id=u`, key(t))).rejects.toThrow(/404/);
      expect((await t.api('DELETE', `/api/v3/mcp/${serverId}`)).status).toBe(200);
      await expect(
        connectAgent(await userUrl(serverId, 'user-4').catch(() => `${t.baseUrl}/mcp/${serverId}?user_id=user-4`), key(t)),
      ).rejects.toThrow(/404/);
    });
  });

  it('never reaches TASKS tools through a session that did not enable them', async () => {
    const session = await createSession({ toolkits: { enable: [STATUS] } });
    const agent = await connectAgent(session.mcp.url, key(t));
    const found = data(await agent.callTool({ name: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'create a task', toolkits: [TASKS] } }));
    expect(JSON.stringify(found)).not.toContain('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
  });
});
