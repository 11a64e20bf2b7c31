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
      const all = expectEnvelope(await createSession({ preload: { tools: 'all' } }), 400);
      expect(all.errors[0]).toMatch(/^body\.preload\.tools: .*"all" is not supported/);
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
