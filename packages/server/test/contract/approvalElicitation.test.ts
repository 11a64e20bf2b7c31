import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, testControls, useTestServer } from '../harness';
import { connect } from './toolFixtures';

/**
 * A call that needs approval, made over a session's MCP URL by the official
 * SDK client: when the client declared elicitation, its user is asked on the
 * spot, and the call answers with what they decided.
 */

const TASKS = 'patchbay_oauth_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';
const ARGS = { title: 'Pay the invoice', project: 'ops' };

/** What the client's user does with one question. */
type Answer = (request: ElicitRequest, signal: AbortSignal) => Promise<ElicitResult>;

const agents: Client[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

describe.each(BACKENDS)('approvals asked through MCP elicitation (%s)', (backend) => {
  const t = useTestServer(backend, { testControls: true });

  async function gatedSession(): Promise<{ id: string; mcpUrl: string }> {
    await connect(t, TASKS, 'user-1');
    const created = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: 'user-1', toolkits: { enable: [TASKS] }, tags: { require_approval: ['createHint'] } },
    });
    expect(created.status).toBe(201);
    return { id: created.body.session_id, mcpUrl: created.body.mcp.url };
  }
  const base = (sessionId: string) => `/api/v3/tool_router/session/${sessionId}`;
  const approvals = async (sessionId: string) => (await t.api('GET', `${base(sessionId)}/approvals?status=all`)).body.items;
  const taskTitles = async (): Promise<string[]> => {
    const listed = await t.api('POST', `/api/v3/tools/execute/${LIST_TASKS}`, { body: { user_id: 'user-1', arguments: { limit: 100 } } });
    return listed.body.data.tasks.map((task: { title: string }) => task.title);
  };

  /** The SDK client on the session's MCP URL; `answer` set: it declares elicitation and the user answers with it. */
  async function agentOn(mcpUrl: string, answer?: Answer): Promise<{ client: Client; asked: ElicitRequest[] }> {
    const asked: ElicitRequest[] = [];
    const client = new Client({ name: 'test-agent', version: '1.0.0' }, { capabilities: answer ? { elicitation: {} } : {} });
    if (answer)
      client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
        asked.push(request);
        return answer(request, extra.signal);
      });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { 'x-api-key': t.server.projectApiKey } } }));
    agents.push(client);
    return { client, asked };
  }

  /** The agent calls the gated tool (through PATCHBAY_MULTI_EXECUTE_TOOL, as session MCP URLs run app tools): its one result. */
  async function callGated(client: Client, args: Record<string, unknown> = ARGS): Promise<any> {
    const called = (await client.callTool({
      name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
      arguments: { tools: [{ tool_slug: CREATE_TASK, arguments: args }] },
    })) as CallToolResult;
    // A successful call's structured content is its data; a failed one's carries it under `data`.
    const structured = called.structuredContent as { results?: any[]; data?: { results: any[] } };
    return (structured.results ?? structured.data!.results)[0];
  }

  it('accept: the user edits the values, the tool runs once with them, and the call answers its real result', async () => {
    const session = await gatedSession();
    const { client, asked } = await agentOn(session.mcpUrl, async (request) => {
      // The app's list shows the approval while the user is being asked.
      expect(await approvals(session.id)).toMatchObject([{ status: 'pending', arguments: { title: ARGS.title } }]);
      expect(request.params).toMatchObject({
        message: expect.stringContaining('Acme Tasks'),
        requestedSchema: {
          type: 'object',
          properties: {
            title: { type: 'string', default: ARGS.title },
            project: { type: 'string', default: 'ops' },
            priority: { type: 'string', enum: ['low', 'normal', 'high'], default: 'normal' },
            archived: { type: 'boolean', default: false },
            decline_reason: { type: 'string' },
          },
          required: ['title'],
        },
      });
      expect(request.params.message).toContain('“Pay the invoice”');
      return { action: 'accept', content: { title: 'Pay the invoice today', project: 'ops', priority: 'high', archived: false } };
    });

    const result = await callGated(client);
    expect(result).toMatchObject({ successful: true, error: null, data: { title: 'Pay the invoice today', priority: 'high' } });
    expect(asked).toHaveLength(1);
    expect(await taskTitles()).toEqual(['Pay the invoice today']);
    const [approval] = await approvals(session.id);
    expect(approval).toMatchObject({
      status: 'approved',
      arguments: { title: 'Pay the invoice today', priority: 'high' },
      result: { successful: true, log_id: result.log_id },
    });
  });

  it('accept with values that do not fit: asked once more with the problems named, then run with the fixed values', async () => {
    const session = await gatedSession();
    const answers: ElicitResult[] = [
      { action: 'accept', content: { title: '' } },
      { action: 'accept', content: { title: 'Fixed title' } },
    ];
    const { client, asked } = await agentOn(session.mcpUrl, () => Promise.resolve(answers.shift()!));
    const result = await callGated(client);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.params.message).toMatch(/could not be used:\n- title: /);
    expect(result).toMatchObject({ successful: true, data: { title: 'Fixed title' } });
    expect(await taskTitles()).toEqual(['Fixed title']);

    // Two misfits: nothing runs, the approval stays pending for the app, and the call says why.
    const again: ElicitResult[] = [
      { action: 'accept', content: { title: '' } },
      { action: 'accept', content: { title: '' } },
    ];
    answers.push(...again);
    const refused = await callGated(client);
    expect(refused).toMatchObject({ successful: false, error_code: 'approval_required', approval: { status: 'pending' } });
    expect(refused.error).toContain('could not be used');
    expect(await taskTitles()).toEqual(['Fixed title']);
  });

  it('decline with a reason: denied with it, nothing runs, and the model reads why', async () => {
    const session = await gatedSession();
    const { client } = await agentOn(session.mcpUrl, () =>
      Promise.resolve({ action: 'decline', content: { decline_reason: '  Not this week.\u0007  ' } }),
    );
    const result = await callGated(client);
    expect(result).toMatchObject({ successful: false, error_code: 'approval_denied', approval: { status: 'denied' } });
    expect(result.error).toContain('Not this week.');
    expect(await approvals(session.id)).toMatchObject([{ status: 'denied', reason: 'Not this week.', result: null }]);
    expect(await taskTitles()).toEqual([]);
  });

  it('cancel: the approval stays pending, the call answers approval_required, and the app can still approve it', async () => {
    const session = await gatedSession();
    const { client } = await agentOn(session.mcpUrl, () => Promise.resolve({ action: 'cancel' }));
    const result = await callGated(client);
    expect(result).toMatchObject({ successful: false, error_code: 'approval_required', approval: { status: 'pending' } });
    expect(await taskTitles()).toEqual([]);

    const approved = await t.api('POST', `${base(session.id)}/approvals/${result.approval.id}`, { body: { decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'approved', result: { successful: true } });
    expect(await taskTitles()).toEqual([ARGS.title]);
  });

  it('the app approves while the question is open: the question is withdrawn and the call answers the one run', async () => {
    const session = await gatedSession();
    let withdrawn = false;
    const { client } = await agentOn(session.mcpUrl, async (_request, signal) => {
      const [pending] = await approvals(session.id);
      const approved = await t.api('POST', `${base(session.id)}/approvals/${pending.id}`, { body: { decision: 'approve' } });
      expect(approved.status).toBe(200);
      // The user never answers: the service withdraws the question (notifications/cancelled).
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      withdrawn = true;
      return { action: 'cancel' };
    });
    const result = await callGated(client);
    expect(result).toMatchObject({ successful: true, data: { title: ARGS.title } });
    expect(withdrawn).toBe(true);
    expect(await taskTitles()).toEqual([ARGS.title]);
    const [approval] = await approvals(session.id);
    expect(approval.result.log_id).toBe(result.log_id);
  });

  it("the app denies, then the user accepts: the app's answer stands and nothing runs", async () => {
    const session = await gatedSession();
    const { client } = await agentOn(session.mcpUrl, async () => {
      const [pending] = await approvals(session.id);
      const denied = await t.api('POST', `${base(session.id)}/approvals/${pending.id}`, { body: { decision: 'deny', reason: 'The app said no.' } });
      expect(denied.status).toBe(200);
      return { action: 'accept', content: { title: ARGS.title } };
    });
    const result = await callGated(client);
    expect(result).toMatchObject({ successful: false, error_code: 'approval_denied', approval: { status: 'denied' } });
    expect(result.error).toContain('The app said no.');
    expect(await approvals(session.id)).toMatchObject([{ status: 'denied', reason: 'The app said no.' }]);
    expect(await taskTitles()).toEqual([]);
  });

  it('an approval that expires before the user accepts never runs', async () => {
    const session = await gatedSession();
    const { client } = await agentOn(session.mcpUrl, async () => {
      await testControls(t.server).advanceClock(10 * 60 + 1);
      return { action: 'accept', content: { title: ARGS.title } };
    });
    const result = await callGated(client);
    expect(result).toMatchObject({ successful: false, error_code: 'approval_expired', approval: { status: 'expired' } });
    expect(await approvals(session.id)).toMatchObject([{ status: 'expired', result: null }]);
    expect(await taskTitles()).toEqual([]);
  });

  it('a client without elicitation gets approval_required at once, as before', async () => {
    const session = await gatedSession();
    const { client } = await agentOn(session.mcpUrl);
    const result = await callGated(client);
    expect(result).toMatchObject({ successful: false, error_code: 'approval_required', approval: { status: 'pending' } });
    expect(await approvals(session.id)).toMatchObject([{ status: 'pending' }]);
    expect(await taskTitles()).toEqual([]);
  });

  it("names the user's account the call runs with", async () => {
    const session = await gatedSession();
    const [account] = (await t.api('GET', '/api/v3/connected_accounts?user_ids=user-1')).body.items;
    await t.api('PATCH', `/api/v3/connected_accounts/${account.id}`, { body: { alias: 'Work' } });
    const { client, asked } = await agentOn(session.mcpUrl, () => Promise.resolve({ action: 'cancel' }));
    await callGated(client);
    expect(asked[0]!.params.message).toContain("in Acme Tasks with your Acme Tasks account 'Work'");
  });

  it('values too large to show in a form: not asked; left pending for the app, which shows them all', async () => {
    // A catalog tool with a free-form object input, so the values take the JSON form, here over its limit.
    const created = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: 'user-1', toolkits: { enable: ['code_interpreter'], require_approval: ['code_interpreter'] } },
    });
    const { client, asked } = await agentOn(created.body.mcp.url, () => Promise.resolve({ action: 'accept', content: {} }));
    const args = { package_id: 'pkg_1', options: { note: 'n'.repeat(9_000) } };
    const called = (await client.callTool({
      name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
      arguments: { tools: [{ tool_slug: 'CODE_INTERPRETER_INSTALL_PACKAGE', arguments: args }] },
    })) as CallToolResult;
    const [result] = (called.structuredContent as { data: { results: any[] } }).data.results;
    expect(asked).toHaveLength(0);
    expect(result).toMatchObject({ successful: false, error_code: 'approval_required', approval: { status: 'pending' } });
    expect(result.error).toContain('too large to show in the chat client');
    expect(await approvals(created.body.session_id)).toMatchObject([{ status: 'pending', arguments: args }]);
  });
});
