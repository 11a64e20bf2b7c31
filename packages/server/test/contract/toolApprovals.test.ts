import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, testControls, useTestServer } from '../harness';
import { connect } from './toolFixtures';

const TASKS = 'patchbay_oauth_demo';
const STATUS = 'patchbay_noauth_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';
const UPDATE_TASK = 'PATCHBAY_OAUTH_DEMO_UPDATE_TASK';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';
const ARGS = { title: 'Pay the invoice', project: 'ops' };

const agents: Client[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

describe.each(BACKENDS)('approvals of session tool calls (%s)', (backend) => {
  const t = useTestServer(backend, { testControls: true });

  async function createSession(body: Record<string, unknown>, userId = 'user-1'): Promise<{ id: string; mcpUrl: string; body: any }> {
    const created = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: userId, toolkits: { enable: [TASKS, STATUS] }, ...body } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.session_id, mcpUrl: created.body.mcp.url, body: created.body };
  }
  const base = (sessionId: string) => `/api/v3/tool_router/session/${sessionId}`;
  const execute = (sessionId: string, tool: string, args: Record<string, unknown>) =>
    t.api('POST', `${base(sessionId)}/execute`, { body: { tool_slug: tool, arguments: args } });
  const meta = (sessionId: string, slug: string, args: Record<string, unknown>) =>
    t.api('POST', `${base(sessionId)}/execute_meta`, { body: { slug, arguments: args } });
  const answer = (sessionId: string, approvalId: string, body: Record<string, unknown>) =>
    t.api('POST', `${base(sessionId)}/approvals/${approvalId}`, { body });
  /** The tasks in the user's Acme Tasks sandbox: what proves a tool ran, or did not. */
  const taskTitles = async (): Promise<string[]> => {
    const listed = await t.api('POST', `/api/v3/tools/execute/${LIST_TASKS}`, { body: { user_id: 'user-1', arguments: { limit: 100 } } });
    expect(listed.body.successful).toBe(true);
    return listed.body.data.tasks.map((task: { title: string }) => task.title);
  };

  /** A call that needs approval: a pending approval, nothing run. */
  async function heldCall(sessionId: string, args: Record<string, unknown> = ARGS): Promise<string> {
    const held = await execute(sessionId, CREATE_TASK, args);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      successful: false,
      error_code: 'approval_required',
      approval: { id: expect.stringMatching(/^apr_/), status: 'pending', expires_at: expect.any(String) },
    });
    expect(held.body.error).toContain(held.body.approval.id);
    expect(held.body.error).toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    return held.body.approval.id;
  }

  it('gates by tag, by toolkit and by tool; other tools run as before; the session echoes its lists', async () => {
    await connect(t, TASKS, 'user-1');
    const byTag = await createSession({ tags: { require_approval: ['createHint'] } });
    expect(byTag.body.config.tags).toEqual({ enabled: [], disabled: [], require_approval: ['createHint'] });
    expect(byTag.body.tool_router_tools).toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    await heldCall(byTag.id);
    // UPDATE_TASK is an update, not a create: it runs.
    expect((await execute(byTag.id, LIST_TASKS, {})).body.successful).toBe(true);
    expect(await taskTitles()).toEqual([]);

    const byToolkit = await createSession({ toolkits: { enable: [TASKS, STATUS], require_approval: [TASKS] } });
    expect(byToolkit.body.config.toolkits).toEqual({ enabled: expect.arrayContaining([TASKS, STATUS]), require_approval: [TASKS] });
    expect((await execute(byToolkit.id, LIST_TASKS, {})).body.error_code).toBe('approval_required');
    expect((await execute(byToolkit.id, 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', {})).body.successful).toBe(true);

    const byTool = await createSession({ tools: { [TASKS]: { require_approval: [UPDATE_TASK] } } });
    expect(byTool.body.config.tools).toEqual({ [TASKS]: { require_approval: [UPDATE_TASK] } });
    expect((await execute(byTool.id, UPDATE_TASK, { task_id: 'task_1', title: 'x' })).body.error_code).toBe('approval_required');
    const created = await execute(byTool.id, CREATE_TASK, ARGS);
    expect(created.body.successful).toBe(true);

    // The vendor's per-toolkit override replaces the session-wide tags for that toolkit.
    const overridden = await createSession({
      tags: { require_approval: ['createHint'] },
      tools: { [TASKS]: { tags: { require_approval: ['destructiveHint'] } } },
    });
    expect((await execute(overridden.id, CREATE_TASK, { title: 'second' })).body.successful).toBe(true);
    expect(await taskTitles()).toEqual([ARGS.title, 'second']);

    // A session without approvals offers no wait for them.
    const plain = await createSession({});
    expect(plain.body.tool_router_tools).not.toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    expectEnvelope(await meta(plain.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: 'apr_x' }), 403);
  });

  it('refuses bad approval settings with a 400 naming the field', async () => {
    const bad = [
      [{ tags: { require_approval: ['sideEffectHint'] } }, 'body.tags.require_approval.0'],
      [{ toolkits: { require_approval: ['nope'] } }, 'body.toolkits.require_approval'],
      [{ tools: { [TASKS]: { require_approval: ['GITHUB_CREATE_ISSUE'] } } }, `body.tools.${TASKS}.require_approval`],
      [{ tools: { [TASKS]: {} } }, `body.tools.${TASKS}`],
      [{ toolkits: { enable: [TASKS], disable: [STATUS] } }, 'body.toolkits'],
    ] as const;
    for (const [body, field] of bad) {
      const created = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', ...body } });
      const error = expectEnvelope(created, 400);
      expect(error.errors.join(' '), JSON.stringify(body)).toContain(field);
    }
    // The array shorthand and require_approval alone keep working.
    expect((await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', tags: ['readOnlyHint'] } })).status).toBe(201);
    const all = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', toolkits: { require_approval: [TASKS] } } });
    expect(all.status).toBe(201);
    expect(all.body.config.toolkits.enabled.length).toBeGreaterThan(2);
  });

  it('every path holds the call: REST execute, PATCHBAY_MULTI_EXECUTE_TOOL, and MCP through the official client', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint', 'updateHint', 'destructiveHint'] } });
    await heldCall(session.id);

    const multi = await meta(session.id, 'PATCHBAY_MULTI_EXECUTE_TOOL', {
      tools: [
        { tool_slug: CREATE_TASK, arguments: ARGS },
        { tool_slug: LIST_TASKS, arguments: {} },
      ],
    });
    expect(multi.status).toBe(200);
    expect(multi.body.data.results[0]).toMatchObject({ successful: false, error_code: 'approval_required', approval: { status: 'pending' } });
    expect(multi.body.data.results[1]).toMatchObject({ successful: true });

    const agent = new Client({ name: 'test-agent', version: '1.0.0' });
    await agent.connect(
      new StreamableHTTPClientTransport(new URL(session.mcpUrl), { requestInit: { headers: { 'x-api-key': t.server.projectApiKey } } }),
    );
    agents.push(agent);
    const { tools } = await agent.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    // Agents wait for approvals; nothing here answers one.
    expect(names.filter((name) => /APPROV/.test(name))).toEqual(['PATCHBAY_WAIT_FOR_APPROVAL']);
    expect(tools.find((tool) => tool.name === 'PATCHBAY_WAIT_FOR_APPROVAL')?.annotations?.readOnlyHint).toBe(true);
    const viaMcp = (await agent.callTool({
      name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
      arguments: { tools: [{ tool_slug: CREATE_TASK, arguments: ARGS }] },
    })) as CallToolResult;
    const [result] = (viaMcp.structuredContent as { data: { results: any[] } }).data.results;
    expect(result).toMatchObject({ error_code: 'approval_required', approval: { id: expect.stringMatching(/^apr_/) } });
    const text = viaMcp.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(text).toContain(result.approval.id);

    expect(await taskTitles()).toEqual([]);
    const pending = await t.api('GET', `${base(session.id)}/approvals`);
    expect(pending.status).toBe(200);
    expect(pending.body.items).toHaveLength(3);
    expect(pending.body.items[0]).toMatchObject({
      session_id: session.id,
      user_id: 'user-1',
      toolkit_slug: TASKS,
      tool_slug: CREATE_TASK,
      arguments: { ...ARGS, priority: 'normal', archived: false },
      status: 'pending',
      answered_at: null,
      reason: null,
      result: null,
    });
    // The held calls are in the execution log, as every call is.
    const held = t.server.store.list('tool_executions').filter((entry) => entry.tool_slug === CREATE_TASK);
    expect(held.map((entry) => [entry.error_code, entry.session_id])).toEqual(Array(3).fill(['approval_required', session.id]));
  });

  it("a direct MCP tool call (an MCP server URL's tools, one by one) passes the same gate: with no approval settings there, it runs", async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    const config = await t.api('GET', `/api/v3/connected_accounts/${accountId}`);
    const server = await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Tasks agent', auth_config_ids: [config.body.auth_config.id] } });
    const generated = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: server.body.id, user_ids: ['user-1'] } });
    const agent = new Client({ name: 'test-agent', version: '1.0.0' });
    await agent.connect(
      new StreamableHTTPClientTransport(new URL(generated.body.user_ids_url[0]), {
        requestInit: { headers: { 'x-api-key': t.server.projectApiKey } },
      }),
    );
    agents.push(agent);
    const direct = (await agent.callTool({ name: CREATE_TASK, arguments: ARGS })) as CallToolResult;
    expect(direct.isError).toBeFalsy();
    expect(await taskTitles()).toEqual([ARGS.title]);
  });

  it('approve with edited arguments: checked first (a bad edit is a 400 and it stays pending), then run once and stored; the wait answers it', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const id = await heldCall(session.id);

    const waiting = meta(session.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: id, timeout_seconds: 20 });
    const bad = expectEnvelope(await answer(session.id, id, { decision: 'approve', arguments: { title: 42 } }), 400);
    expect(bad.errors.join(' ')).toContain('body.arguments.title');
    expect((await t.api('GET', `${base(session.id)}/approvals/${id}`)).body.status).toBe('pending');
    expectEnvelope(await answer(session.id, id, { decision: 'maybe' }), 400);
    expectEnvelope(await answer(session.id, id, { decision: 'approve', reason: 'no reason on approve' }), 400);
    expectEnvelope(await answer(session.id, id, { decision: 'deny', reason: 'x'.repeat(1001) }), 400);
    expectEnvelope(await answer(session.id, id, { decision: 'deny', reason: 'bell\u0007' }), 400);
    expectEnvelope(await answer(session.id, 'apr_doesnotexist', { decision: 'deny' }), 404);
    expectEnvelope(await answer(session.id, 'not-an-id', { decision: 'deny' }), 400);
    expect(await taskTitles()).toEqual([]);

    const approved = await answer(session.id, id, { decision: 'approve', arguments: { title: 'Pay the invoice today' } });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      status: 'approved',
      arguments: { title: 'Pay the invoice today', project: 'inbox' },
      answered_at: expect.any(String),
      result: { successful: true, data: { title: 'Pay the invoice today' }, log_id: expect.stringMatching(/^log_/) },
    });
    expect(await taskTitles()).toEqual(['Pay the invoice today']);
    const waited = await waiting;
    expect(waited.body).toMatchObject({ successful: true, data: { approval: { id, status: 'approved', result: { successful: true } } } });

    // Answered once: a second answer is a 409 and nothing runs again.
    const again = expectEnvelope(await answer(session.id, id, { decision: 'approve' }), 409);
    expect(again.slug).toBe('approval_already_answered');
    expect(await taskTitles()).toEqual(['Pay the invoice today']);
    expect((await t.api('GET', `${base(session.id)}/approvals`)).body.items).toEqual([]);
    expect((await t.api('GET', `${base(session.id)}/approvals?status=all`)).body.items).toMatchObject([{ id, status: 'approved' }]);
    expectEnvelope(await t.api('GET', `${base(session.id)}/approvals?status=done`), 400);
  });

  it('deny: the wait says denied with the reason, and nothing runs', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const id = await heldCall(session.id);
    const denied = await answer(session.id, id, { decision: 'deny', reason: '  Not this week.  ' });
    expect(denied.body).toMatchObject({ status: 'denied', reason: 'Not this week.', result: null });
    const waited = await meta(session.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: id, timeout_seconds: 1 });
    expect(waited.body).toMatchObject({ successful: false, error_code: 'approval_denied', data: { approval: { status: 'denied' } } });
    expect(waited.body.error).toContain('Not this week.');
    expect(expectEnvelope(await answer(session.id, id, { decision: 'approve' }), 409).slug).toBe('approval_already_answered');
    expect(await taskTitles()).toEqual([]);
  });

  it('two approvals racing: exactly one 200 and one 409, and the tool ran once', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const id = await heldCall(session.id);
    const answers = await Promise.all([answer(session.id, id, { decision: 'approve' }), answer(session.id, id, { decision: 'approve' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await taskTitles()).toEqual([ARGS.title]);
    // Approve against deny: one wins.
    const second = await heldCall(session.id, { title: 'raced' });
    const mixed = await Promise.all([answer(session.id, second, { decision: 'deny' }), answer(session.id, second, { decision: 'approve' })]);
    expect(mixed.map((a) => a.status).sort()).toEqual([200, 409]);
    const runs = (await taskTitles()).filter((title) => title === 'raced').length;
    expect(runs).toBe(mixed[1].status === 200 ? 1 : 0);
  });

  it('an expired approval never runs: 410 approval_expired, and the wait says so', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const id = await heldCall(session.id);
    await testControls(t.server).advanceClock(10 * 60 + 1);
    expect((await t.api('GET', `${base(session.id)}/approvals/${id}`)).body.status).toBe('expired');
    expect((await t.api('GET', `${base(session.id)}/approvals`)).body.items).toEqual([]);
    const late = expectEnvelope(await answer(session.id, id, { decision: 'approve' }), 410);
    expect(late.slug).toBe('approval_expired');
    expect(expectEnvelope(await answer(session.id, id, { decision: 'deny' }), 410).slug).toBe('approval_expired');
    const waited = await meta(session.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: id, timeout_seconds: 1 });
    expect(waited.body).toMatchObject({ successful: false, error_code: 'approval_expired' });
    expect(await taskTitles()).toEqual([]);
  });

  it("is the session's own: another session, another project's key, and meta tools cannot read or answer it", async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const id = await heldCall(session.id);
    const other = await createSession({ tags: { require_approval: ['createHint'] } });
    expectEnvelope(await t.api('GET', `${base(other.id)}/approvals/${id}`), 404);
    expectEnvelope(await answer(other.id, id, { decision: 'approve' }), 404);
    const otherWait = await meta(other.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: id, timeout_seconds: 0 });
    expectEnvelope(otherWait, 404);

    const project = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'elsewhere', should_create_api_key: true } });
    const key = { header: 'x-api-key' as const, value: project.body.api_key as string };
    expectEnvelope(await t.api('GET', `${base(session.id)}/approvals`, { key }), 404);
    expectEnvelope(await t.api('GET', `${base(session.id)}/approvals/${id}`, { key }), 404);
    expectEnvelope(await t.api('POST', `${base(session.id)}/approvals/${id}`, { key, body: { decision: 'approve' } }), 404);

    // No meta tool answers approvals, whatever the agent names.
    expectEnvelope(await meta(session.id, 'PATCHBAY_ANSWER_APPROVAL', { approval_id: id, decision: 'approve' }), 400);
    const waitAsAnswer = await meta(session.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: id, decision: 'approve', timeout_seconds: 0 });
    expectEnvelope(waitAsAnswer, 400);
    const timedOut = await meta(session.id, 'PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: id, timeout_seconds: 0 });
    expect(timedOut.body).toMatchObject({ successful: false, error_code: 'timed_out', data: { approval: { status: 'pending' } } });
    expect((await t.api('GET', `${base(session.id)}/approvals/${id}`)).body.status).toBe('pending');
    expect(await taskTitles()).toEqual([]);
  });

  /** Copies of a held approval straight into the store, `minutesAgo` before it (oldest first): a long-lived session's history. */
  function storeCopies(approvalId: string, count: number, change: Record<string, unknown>, minutesAgo: number): void {
    const held = t.server.store.get('tool_approvals', approvalId)!;
    const at = Date.parse(held.created_at) - minutesAgo * 60_000;
    for (let i = 0; i < count; i++) {
      const created = new Date(at + i).toISOString();
      const expires = new Date(at + i + 10 * 60_000).toISOString();
      t.server.store.put('tool_approvals', { ...held, id: `${approvalId}_${minutesAgo}_${i}`, created_at: created, expires_at: expires, ...change });
    }
  }
  const sessionRows = (sessionId: string) => t.server.store.list('tool_approvals').filter((row) => row.session_id === sessionId);

  it('holds at most 100 approvals waiting (expired ones do not count): the next call is a declared 422 invalid_state', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const first = await heldCall(session.id);
    storeCopies(first, 150, {}, 60);
    storeCopies(first, 98, {}, 0.001);
    // 150 expired and 99 waiting: one more is held.
    expect((await t.api('GET', `${base(session.id)}/approvals?limit=100`)).body.items).toHaveLength(99);
    await heldCall(session.id);
    const refused = expectEnvelope(await execute(session.id, CREATE_TASK, ARGS), 422);
    expect(refused.slug).toBe('invalid_state');
    expect(refused.message).toContain('100 approvals waiting');
    // Through PATCHBAY_MULTI_EXECUTE_TOOL, the refusal is that tool's result.
    const multi = await meta(session.id, 'PATCHBAY_MULTI_EXECUTE_TOOL', { tools: [{ tool_slug: CREATE_TASK, arguments: ARGS }] });
    expect(multi.body.data.results[0]).toMatchObject({ successful: false, error_code: 'invalid_state' });
    expect(await taskTitles()).toEqual([]);
  });

  it('keeps the newest 200 settled approvals of a session: older denied and expired ones are pruned when one is held', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const first = await heldCall(session.id);
    storeCopies(first, 180, { status: 'denied', answered_at: new Date().toISOString() }, 90);
    storeCopies(first, 120, {}, 60);
    const newest = await heldCall(session.id);
    const rows = sessionRows(session.id);
    // The two live ones stay; of the 300 settled, the 100 oldest went.
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([first, newest, `${first}_60_119`]));
    expect(rows).toHaveLength(202);
    expect(rows.map((row) => row.id)).not.toContain(`${first}_90_99`);
    expect(rows.map((row) => row.id)).toContain(`${first}_90_100`);
    expect((await t.api('GET', `${base(session.id)}/approvals`)).body.items.map((item: { id: string }) => item.id)).toEqual([newest, first]);
  });

  it('deleting the session deletes its approvals', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const id = await heldCall(session.id);
    expect((await t.api('DELETE', base(session.id))).status).toBe(200);
    expectEnvelope(await t.api('GET', `${base(session.id)}/approvals/${id}`), 404);
    expect(t.server.store.get('tool_approvals', id)).toBeUndefined();
    expect(sessionRows(session.id)).toEqual([]);
  });

  it("shows which of the user's accounts the call runs with, and runs with that one", async () => {
    const personal = await connect(t, TASKS, 'user-1');
    const work = await connect(t, TASKS, 'user-1');
    await t.api('PATCH', `/api/v3/connected_accounts/${personal.accountId}`, { body: { alias: 'Personal' } });
    await t.api('PATCH', `/api/v3/connected_accounts/${work.accountId}`, { body: { alias: 'Work' } });
    const session = await createSession({ tags: { require_approval: ['createHint'] } });
    const held = await t.api('POST', `${base(session.id)}/execute`, { body: { tool_slug: CREATE_TASK, arguments: ARGS, account: 'Work' } });
    const id = held.body.approval.id;
    const listed = (await t.api('GET', `${base(session.id)}/approvals`)).body.items[0];
    expect(listed).toMatchObject({ id, connected_account_id: work.accountId, connected_account_alias: 'Work' });
    const approved = await answer(session.id, id, { decision: 'approve' });
    expect(approved.body.result).toMatchObject({ successful: true });
    // No account named: the session's choice, resolved when it is held.
    const byChoice = await heldCall(session.id);
    expect((await t.api('GET', `${base(session.id)}/approvals/${byChoice}`)).body.connected_account_id).toEqual(expect.stringMatching(/^ca_/));
    const status = await createSession({ toolkits: { enable: ['patchbay_noauth_demo'], require_approval: ['patchbay_noauth_demo'] } });
    const noAccount = await execute(status.id, 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', {});
    const read = await t.api('GET', `${base(status.id)}/approvals/${noAccount.body.approval.id}`);
    expect(read.body).toMatchObject({ connected_account_id: null, connected_account_alias: null });
  });

  it('an update that changes what is offered keeps the require_approval lists it does not name; [] clears one', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({
      toolkits: { enable: [TASKS, STATUS], require_approval: [STATUS] },
      tags: { require_approval: ['createHint'] },
      tools: { [TASKS]: { require_approval: [UPDATE_TASK] } },
    });
    const update = (body: Record<string, unknown>) => t.api('PATCH', base(session.id), { body });
    expect((await update({ toolkits: { enable: [TASKS, STATUS] } })).body.config.toolkits.require_approval).toEqual([STATUS]);
    const shorthand = await update({ tags: ['openWorldHint'] });
    expect(shorthand.body.config.tags).toEqual({ enabled: ['openWorldHint'], disabled: [], require_approval: ['createHint'] });
    expect(shorthand.body.tool_router_tools).toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    const tools = await update({ tools: { [TASKS]: { enable: [CREATE_TASK, UPDATE_TASK, LIST_TASKS] } } });
    expect(tools.body.config.tools[TASKS].require_approval).toEqual([UPDATE_TASK]);
    await heldCall(session.id);

    const cleared = await update({ toolkits: { enable: [TASKS, STATUS], require_approval: [] }, tags: { require_approval: [] } });
    expect(cleared.body.config.toolkits.require_approval).toBeUndefined();
    expect(cleared.body.config.tags.require_approval).toBeUndefined();
    expect((await execute(session.id, CREATE_TASK, ARGS)).body.successful).toBe(true);
  });

  it('an update that leaves a gated toolkit out of tools ({} too, or another toolkit named) keeps its gates; only naming them lifts them', async () => {
    await connect(t, TASKS, 'user-1');
    const session = await createSession({
      tools: {
        [TASKS]: { enable: [CREATE_TASK, LIST_TASKS], require_approval: [CREATE_TASK] },
        [STATUS]: { tags: { require_approval: ['readOnlyHint'] } },
      },
    });
    const update = async (body: Record<string, unknown>) => {
      const updated = await t.api('PATCH', base(session.id), { body });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      return updated.body;
    };
    const statusHeld = async () =>
      expect((await execute(session.id, 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', {})).body.error_code).toBe('approval_required');

    // Another toolkit named: the gated toolkits' approval settings stay; the enable list the map no longer names goes.
    const other = await update({ tools: { patchbay_apikey_demo: { enable: ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS'] } } });
    await heldCall(session.id);
    await statusHeld();
    expect(other.config.tools).toEqual({
      patchbay_apikey_demo: { enabled: ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS'] },
      [TASKS]: { require_approval: [CREATE_TASK] },
      [STATUS]: { tags: { require_approval: ['readOnlyHint'] } },
    });
    expect(other.tool_router_tools).toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    // A tool with no gate is offered again (its toolkit's enable list went) and is not held.
    expect((await execute(session.id, UPDATE_TASK, { task_id: 'task_1', title: 'x' })).body.error_code).not.toBe('approval_required');

    // An empty map, and a toolkit named with only its enable list.
    await update({ tools: {} });
    await heldCall(session.id);
    await statusHeld();
    await update({ tools: { [TASKS]: { enable: [CREATE_TASK] } } });
    await heldCall(session.id);

    // Gone from the session it cannot run; back in the session, it is held again.
    await update({ toolkits: { enable: [STATUS] }, tools: {} });
    expectEnvelope(await execute(session.id, CREATE_TASK, ARGS), 403);
    await update({ toolkits: { enable: [TASKS, STATUS] } });
    await heldCall(session.id);
    expect(await taskTitles()).toEqual([]);

    // Naming the gate is what lifts it.
    const lifted = await update({ tools: { [TASKS]: { require_approval: [] }, [STATUS]: { tags: { require_approval: [] } } } });
    expect(lifted.tool_router_tools).not.toContain('PATCHBAY_WAIT_FOR_APPROVAL');
    expect((await execute(session.id, CREATE_TASK, ARGS)).body.successful).toBe(true);
    expect((await execute(session.id, 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', {})).body.successful).toBe(true);
  });
});
