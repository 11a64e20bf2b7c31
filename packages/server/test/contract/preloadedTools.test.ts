import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { connect } from './toolFixtures';

/**
 * Tools a session preloads (`preload.tools`): listed on its MCP URL next to
 * the meta tools, with their schemas and hints, and run by name through the
 * same session path as PATCHBAY_MULTI_EXECUTE_TOOL, approvals included. The
 * agent is the official MCP SDK client.
 */

const TASKS = 'patchbay_oauth_demo';
const STATUS = 'patchbay_noauth_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';
const ARGS = { title: 'Pay the invoice', project: 'ops' };
const META = ['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL', 'PATCHBAY_MANAGE_CONNECTIONS'];

type Answer = (request: ElicitRequest) => Promise<ElicitResult>;

const agents: Client[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

describe.each(BACKENDS)('preloaded tools on a session’s MCP URL (%s)', (backend) => {
  const t = useTestServer(backend);
  const base = (id: string, prefix = '/api/v3') => `${prefix}/tool_router/session/${id}`;
  const createSession = (body: Record<string, unknown>) => t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', ...body } });

  async function preloadingSession(extra: Record<string, unknown> = {}): Promise<{ id: string; mcpUrl: string }> {
    await connect(t, TASKS, 'user-1');
    const created = await createSession({ toolkits: { enable: [TASKS, STATUS] }, preload: { tools: [CREATE_TASK] }, ...extra });
    expect(created.status).toBe(201);
    return { id: created.body.session_id, mcpUrl: created.body.mcp.url };
  }
  const taskTitles = async (): Promise<string[]> => {
    const listed = await t.api('POST', `/api/v3/tools/execute/${LIST_TASKS}`, { body: { user_id: 'user-1', arguments: { limit: 100 } } });
    return listed.body.data.tasks.map((task: { title: string }) => task.title);
  };
  const approvals = async (id: string) => (await t.api('GET', `${base(id)}/approvals?status=all`)).body.items;

  /** The SDK client on the session's MCP URL; with `answer`, it declares elicitation and its user answers with it. */
  async function agentOn(mcpUrl: string, answer?: Answer): Promise<{ client: Client; asked: ElicitRequest[] }> {
    const asked: ElicitRequest[] = [];
    const client = new Client({ name: 'test-agent', version: '1.0.0' }, { capabilities: answer ? { elicitation: {} } : {} });
    if (answer)
      client.setRequestHandler(ElicitRequestSchema, (request) => {
        asked.push(request);
        return answer(request);
      });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { 'x-api-key': t.server.projectApiKey } } }));
    agents.push(client);
    return { client, asked };
  }
  const callDirect = async (client: Client, name = CREATE_TASK, args: Record<string, unknown> = ARGS) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  it('lists the preloaded tool first, with its input schema and hints, and the REST tools list agrees', async () => {
    const session = await preloadingSession();
    const { client } = await agentOn(session.mcpUrl);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([CREATE_TASK, ...META]);
    const wire = (await t.api('GET', `/api/v3/tools/${CREATE_TASK}`)).body;
    expect(tools[0]).toMatchObject({
      name: CREATE_TASK,
      title: wire.name,
      description: wire.description,
      inputSchema: { ...wire.input_parameters, type: 'object' },
      annotations: { readOnlyHint: false, destructiveHint: false },
    });
    expect(tools[0]!.inputSchema.required).toEqual(['title']);
    expect(Object.keys(tools[0]!.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['title', 'project']));

    const rest = await t.api('GET', `${base(session.id)}/tools`);
    expect(rest.body.items.map((tool: { slug: string }) => tool.slug)).toEqual([CREATE_TASK, ...META]);
  });

  it('a call by name runs the tool for the session’s user, recorded under the session', async () => {
    const session = await preloadingSession();
    const { client } = await agentOn(session.mcpUrl);
    const called = await callDirect(client);
    expect(called.isError).toBeFalsy();
    expect(called.structuredContent).toMatchObject({ title: ARGS.title, project: 'ops' });
    expect(await taskTitles()).toEqual([ARGS.title]);
    const runs = t.server.store.list('tool_executions').filter((entry) => entry.tool_slug === CREATE_TASK);
    expect(runs).toMatchObject([{ session_id: session.id, user_id: 'user-1', successful: true }]);

    // Arguments are checked as MULTI_EXECUTE checks them: a tool error naming the field, nothing run.
    const bad = await callDirect(client, CREATE_TASK, { project: 'ops' });
    expect(bad).toMatchObject({ isError: true, structuredContent: { error_code: 'bad_request' } });
    expect(await taskTitles()).toEqual([ARGS.title]);

    // An app tool the session does not preload is not offered by name.
    const other = await callDirect(client, LIST_TASKS, {});
    expect(other).toMatchObject({ isError: true, structuredContent: { error_code: 'not_found' } });
  });

  it('needing approval, without elicitation: nothing runs, the call answers approval_required and the approval waits', async () => {
    const session = await preloadingSession({ tags: { require_approval: ['createHint'] } });
    const { client } = await agentOn(session.mcpUrl);
    const called = await callDirect(client);
    expect(called).toMatchObject({ isError: true, structuredContent: { error_code: 'approval_required', approval: { status: 'pending' } } });
    expect(await taskTitles()).toEqual([]);
    expect(await approvals(session.id)).toMatchObject([{ status: 'pending', tool_slug: CREATE_TASK, arguments: { title: ARGS.title } }]);
  });

  it('needing approval, with elicitation: the user is asked, accepts, and the tool runs once with its result returned', async () => {
    const session = await preloadingSession({ tags: { require_approval: ['createHint'] } });
    const { client, asked } = await agentOn(session.mcpUrl, () =>
      Promise.resolve({ action: 'accept', content: { title: ARGS.title, project: 'ops' } }),
    );
    const called = await callDirect(client);
    expect(asked).toHaveLength(1);
    expect(called.isError).toBeFalsy();
    expect(called.structuredContent).toMatchObject({ title: ARGS.title });
    expect(await taskTitles()).toEqual([ARGS.title]);
    expect(await approvals(session.id)).toMatchObject([{ status: 'approved', result: { successful: true } }]);
  });

  describe('"all"', () => {
    const allSession = async (extra: Record<string, unknown> = {}) => {
      await connect(t, TASKS, 'user-1');
      const created = await createSession({ toolkits: { enable: [TASKS, STATUS] }, preload: { tools: 'all' }, ...extra });
      expect(created.status).toBe(201);
      return { id: created.body.session_id as string, mcpUrl: created.body.mcp.url as string, config: created.body.config };
    };
    /** The app tools the session offers, as the catalog lists its toolkits' tools. */
    const offered = async (...toolkits: string[]) => {
      const slugs: string[] = [];
      for (const toolkit of toolkits) {
        const page = await t.api('GET', `/api/v3/tools?toolkit_slug=${toolkit}&limit=1000`);
        slugs.push(...page.body.items.map((tool: { slug: string }) => tool.slug));
      }
      return slugs;
    };

    it('lists every tool the session offers, before the meta tools, on the MCP URL and the tools list', async () => {
      const session = await allSession();
      const expected = await offered(TASKS, STATUS);
      expect(expected).toEqual(expect.arrayContaining([CREATE_TASK, LIST_TASKS]));
      const { client } = await agentOn(session.mcpUrl);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names.slice(-META.length)).toEqual(META);
      expect([...names.slice(0, -META.length)].sort()).toEqual([...expected].sort());
      const rest = await t.api('GET', `${base(session.id)}/tools?limit=500`);
      expect(rest.body.items.map((tool: { slug: string }) => tool.slug)).toEqual(names);

      // A tools filter narrows "all" as it narrows the session.
      const narrowed = await t.api('PATCH', base(session.id), { body: { tools: { [TASKS]: { enable: [LIST_TASKS] } } } });
      expect(narrowed.status).toBe(200);
      const after = (await client.listTools()).tools.map((tool) => tool.name);
      expect(after).toContain(LIST_TASKS);
      expect(after).not.toContain(CREATE_TASK);
    });

    it('a call to a tool preloaded by "all" passes the approval gate as a named one does', async () => {
      const session = await allSession({ tags: { require_approval: ['createHint'] } });
      const { client } = await agentOn(session.mcpUrl);
      const called = await callDirect(client);
      expect(called).toMatchObject({ isError: true, structuredContent: { error_code: 'approval_required', approval: { status: 'pending' } } });
      expect(await taskTitles()).toEqual([]);
      expect(await approvals(session.id)).toMatchObject([{ status: 'pending', tool_slug: CREATE_TASK }]);
      const read = await callDirect(client, LIST_TASKS, {});
      expect(read.isError).toBeFalsy();
    });

    it('is echoed as "all" on create, read, update and history', async () => {
      const session = await allSession();
      expect(session.config.preload).toEqual({ tools: 'all' });
      expect((await t.api('GET', base(session.id, '/api/v3.1'))).body.config.preload).toEqual({ tools: 'all' });
      const named = await t.api('PATCH', base(session.id), { body: { preload: { tools: [LIST_TASKS] } } });
      expect(named.body.config.preload).toEqual({ tools: [LIST_TASKS] });
      const again = await t.api('PATCH', base(session.id), { body: { preload: { tools: 'all' } } });
      expect(again.body.config.preload).toEqual({ tools: 'all' });
      const history = await t.api('GET', `${base(session.id)}/config_history`);
      expect(history.body.items.map((item: { config: { preload: unknown } }) => item.config.preload)).toEqual([
        { tools: 'all' },
        { tools: [LIST_TASKS] },
        { tools: 'all' },
      ]);
    });

    it('refuses "all" over more than 500 tools (the whole catalog), on create and on an update that widens the session', async () => {
      const wide = expectEnvelope(await createSession({ preload: { tools: 'all' } }), 400);
      expect(wide.errors[0]).toMatch(/^body\.preload\.tools: "all" would preload the \d+ tools the session offers, more than 500$/);
      expect(wide.suggested_fix).toMatch(/Enable specific toolkits.*PRELOAD_TOOLS_HIGH_CONTEXT_USAGE/);

      const session = await allSession();
      const widened = expectEnvelope(await t.api('PATCH', base(session.id), { body: { toolkits: { disable: [STATUS] } } }), 400);
      expect(widened.errors[0]).toMatch(/^body\.preload\.tools: "all" would preload/);
      expect((await t.api('GET', base(session.id))).body.config_version).toBe(1);
    });
  });

  describe('configuration', () => {
    it('echoes preload on create, read, update and history; null preloads nothing again', async () => {
      const plain = await createSession({ toolkits: { enable: [STATUS] } });
      expect(plain.body.config.preload).toEqual({ tools: [] });

      const session = await preloadingSession();
      const read = await t.api('GET', base(session.id, '/api/v3.1'));
      expect(read.body.config.preload).toEqual({ tools: [CREATE_TASK] });
      expect(read.body.tool_router_tools).toEqual(META);

      const updated = await t.api('PATCH', base(session.id), { body: { preload: { tools: [CREATE_TASK, LIST_TASKS, LIST_TASKS] } } });
      expect(updated.status).toBe(200);
      expect(updated.body.config.preload).toEqual({ tools: [CREATE_TASK, LIST_TASKS] });
      const { client } = await agentOn(session.mcpUrl);
      expect((await client.listTools()).tools.map((tool) => tool.name).slice(0, 2)).toEqual([CREATE_TASK, LIST_TASKS]);

      const cleared = await t.api('PATCH', base(session.id), { body: { preload: null } });
      expect(cleared.body.config.preload).toEqual({ tools: [] });
      const history = await t.api('GET', `${base(session.id)}/config_history`);
      expect(history.body.items.map((item: { config: { preload: unknown } }) => item.config.preload)).toEqual([
        { tools: [] },
        { tools: [CREATE_TASK, LIST_TASKS] },
        { tools: [CREATE_TASK] },
      ]);
    });

    it('refuses unknown tools, meta tools, tools the session leaves out, "all" and too many, naming the field', async () => {
      const unknown = expectEnvelope(await createSession({ preload: { tools: ['NOPE_TOOL'] } }), 400);
      expect(unknown.errors).toEqual(["body.preload.tools: unknown tool 'NOPE_TOOL'"]);
      const meta = expectEnvelope(await createSession({ preload: { tools: ['PATCHBAY_SEARCH_TOOLS'] } }), 400);
      expect(meta.errors[0]).toMatch(/^body\.preload\.tools: 'PATCHBAY_SEARCH_TOOLS' is a meta tool/);
      const disabled = expectEnvelope(await createSession({ toolkits: { enable: [STATUS] }, preload: { tools: [CREATE_TASK] } }), 400);
      expect(disabled.errors).toEqual([
        `body.preload.tools: '${CREATE_TASK}' is not offered by the session: its toolkit '${TASKS}' is not enabled in the session`,
      ]);
      const untagged = expectEnvelope(await createSession({ tags: ['readOnlyHint'], preload: { tools: [CREATE_TASK] } }), 400);
      expect(untagged.errors[0]).toContain('only tools tagged readOnlyHint');
      const other = expectEnvelope(await createSession({ preload: { tools: 'ALL' } }), 400);
      expect(other.errors).toEqual(['body.preload.tools: expected an array of tool slugs or "all"']);
      const many = expectEnvelope(await createSession({ preload: { tools: Array.from({ length: 51 }, () => CREATE_TASK) } }), 400);
      expect(many.errors[0]).toMatch(/^body\.preload\.tools: at most 50 tools/);
      expectEnvelope(await createSession({ preload: [CREATE_TASK] }), 400);
    });

    it('refuses an update that leaves a preloaded tool out, changing nothing', async () => {
      const session = await preloadingSession();
      const refused = expectEnvelope(await t.api('PATCH', base(session.id), { body: { toolkits: { enable: [STATUS] } } }), 400);
      expect(refused.errors[0]).toMatch(/^body\.preload\.tools: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK' is not offered by the session/);
      const read = await t.api('GET', base(session.id));
      expect(read.body).toMatchObject({ config_version: 1, config: { preload: { tools: [CREATE_TASK] } } });
      const both = await t.api('PATCH', base(session.id), { body: { toolkits: { enable: [STATUS] }, preload: null } });
      expect(both.status).toBe(200);
    });
  });
});
