import { describe, expect, it } from 'vitest';
import { testControls, useTestServer } from '../harness';
import { connect } from './toolFixtures';

const TASKS = 'patchbay_oauth_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';
const DELETE_TASK = 'PATCHBAY_OAUTH_DEMO_DELETE_TASK';
const UPDATE_TASK = 'PATCHBAY_OAUTH_DEMO_UPDATE_TASK';
const GET_TASK = 'PATCHBAY_OAUTH_DEMO_GET_TASK';

describe('approvals name the records a call would change', () => {
  const t = useTestServer('memory', { testControls: true });

  /** A task of `accountId`'s Acme Tasks, created directly (no session, nothing gated). */
  async function createTask(accountId: string, title: string): Promise<string> {
    const created = await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, { body: { connected_account_id: accountId, arguments: { title } } });
    expect(created.body.successful, JSON.stringify(created.body)).toBe(true);
    return created.body.data.id;
  }
  async function gatedSession(userId: string): Promise<string> {
    const created = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: userId, toolkits: { enable: [TASKS] }, tags: { require_approval: ['updateHint', 'destructiveHint'] } },
    });
    expect(created.status).toBe(201);
    return created.body.session_id;
  }
  const base = (sessionId: string) => `/api/v3/tool_router/session/${sessionId}`;
  async function hold(sessionId: string, tool: string, args: Record<string, unknown>): Promise<string> {
    const held = await t.api('POST', `${base(sessionId)}/execute`, { body: { tool_slug: tool, arguments: args } });
    expect(held.body.error_code).toBe('approval_required');
    return held.body.approval.id;
  }

  it("labels an id with the record's title, read with the session's user's account, in the list and in a read; it stays after the record is gone", async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    const taskId = await createTask(accountId, 'Write report');
    const sessionId = await gatedSession('user-1');
    const approvalId = await hold(sessionId, DELETE_TASK, { task_id: taskId });

    const label = { task_id: { resource: 'task', label: 'Write report' } };
    const read = await t.api('GET', `${base(sessionId)}/approvals/${approvalId}`);
    expect(read.body).toMatchObject({ arguments: { task_id: taskId }, argument_labels: label });
    const listed = await t.api('GET', `${base(sessionId)}/approvals`);
    expect(listed.body.items[0]).toMatchObject({ id: approvalId, argument_labels: label });

    // Approved, the task is deleted: the approval still says which one it was.
    const approved = await t.api('POST', `${base(sessionId)}/approvals/${approvalId}`, { body: { decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'approved', result: { successful: true }, argument_labels: label });
    expect((await t.api('GET', `${base(sessionId)}/approvals/${approvalId}`)).body.argument_labels).toEqual(label);
  });

  it('names edited arguments again before the run, and a tool without ids gets no labels', async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    const first = await createTask(accountId, 'First');
    const second = await createTask(accountId, 'Second');
    const sessionId = await gatedSession('user-1');
    const approvalId = await hold(sessionId, UPDATE_TASK, { task_id: first, priority: 'low' });
    const approved = await t.api('POST', `${base(sessionId)}/approvals/${approvalId}`, {
      body: { decision: 'approve', arguments: { task_id: second, priority: 'low' } },
    });
    expect(approved.body).toMatchObject({ status: 'approved', argument_labels: { task_id: { resource: 'task', label: 'Second' } } });

    const gatedCreate = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: 'user-1', toolkits: { enable: [TASKS] }, tags: { require_approval: ['createHint'] } },
    });
    const createId = await hold(gatedCreate.body.session_id, CREATE_TASK, { title: 'New' });
    expect((await t.api('GET', `${base(gatedCreate.body.session_id)}/approvals/${createId}`)).body.argument_labels).toEqual({});
  });

  it("never reads another user's record: an id of another user's task is labelled as unknown, not with its title", async () => {
    const { accountId: theirs } = await connect(t, TASKS, 'user-2');
    const secret = await createTask(theirs, 'Secret plan');
    await connect(t, TASKS, 'user-1');
    const sessionId = await gatedSession('user-1');
    const approvalId = await hold(sessionId, DELETE_TASK, { task_id: secret });
    const read = await t.api('GET', `${base(sessionId)}/approvals/${approvalId}`);
    expect(read.body.argument_labels).toEqual({ task_id: { resource: 'task', label: null } });
    expect(JSON.stringify(read.body)).not.toContain('Secret plan');
    // Reading it changed nothing: their task is still there.
    const still = await t.api('POST', `/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_GET_TASK`, {
      body: { connected_account_id: theirs, arguments: { task_id: secret } },
    });
    expect(still.body.data.title).toBe('Secret plan');
  });

  it("the agent's wait does not carry the names: a session that offers no read of tasks reads no title through it", async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    const taskId = await createTask(accountId, 'Quarterly numbers');
    const created = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: 'user-1', tools: { [TASKS]: { enable: [DELETE_TASK], require_approval: [DELETE_TASK] } } },
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.session_id;
    const approvalId = await hold(sessionId, DELETE_TASK, { task_id: taskId });
    // The user's card names it (the app reads it for its own user)...
    expect((await t.api('GET', `${base(sessionId)}/approvals/${approvalId}`)).body.argument_labels.task_id.label).toBe('Quarterly numbers');
    // ...the agent, which was offered no read of tasks, does not learn it.
    const waited = await t.api('POST', `${base(sessionId)}/execute_meta`, {
      body: { slug: 'PATCHBAY_WAIT_FOR_APPROVAL', arguments: { approval_id: approvalId, timeout_seconds: 0 } },
    });
    expect(waited.body.error_code).toBe('timed_out');
    expect(waited.body.data.approval).toMatchObject({ id: approvalId, arguments: { task_id: taskId } });
    expect(JSON.stringify(waited.body)).not.toContain('Quarterly numbers');
  });

  it('naming changes nothing: a fault set for the next call hits the approved run, not the read for the name, and a 401 there ends no access', async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    const taskId = await createTask(accountId, 'Keep me');
    const sessionId = await gatedSession('user-1');
    await testControls(t.server).failToolkit(TASKS, { status: 503, times: 1 });
    const approvalId = await hold(sessionId, DELETE_TASK, { task_id: taskId });
    expect((await t.api('GET', `${base(sessionId)}/approvals/${approvalId}`)).body.argument_labels.task_id.label).toBe('Keep me');
    const approved = await t.api('POST', `${base(sessionId)}/approvals/${approvalId}`, { body: { decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'approved', result: { successful: false, error: expect.stringContaining('HTTP 503') } });
    const still = await t.api('POST', `/api/v3/tools/execute/${GET_TASK}`, {
      body: { connected_account_id: accountId, arguments: { task_id: taskId } },
    });
    expect(still.body.data.title).toBe('Keep me');

    await testControls(t.server).failToolkit(TASKS, { status: 401, times: 1 });
    await hold(sessionId, DELETE_TASK, { task_id: taskId });
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.status).toBe('ACTIVE');
    await testControls(t.server).clearToolkitFaults(TASKS);
  });

  it('a title someone else wrote cannot reorder the sentence it sits in: direction controls are taken out', async () => {
    const { accountId } = await connect(t, TASKS, 'user-1');
    const reordered = await createTask(accountId, 'Pay \u202Eeciovni\u202C now\u2066!');
    const sessionId = await gatedSession('user-1');
    const approvalId = await hold(sessionId, DELETE_TASK, { task_id: reordered });
    const read = await t.api('GET', `${base(sessionId)}/approvals/${approvalId}`);
    expect(read.body.argument_labels.task_id.label).toBe('Pay  eciovni  now !');
  });
});
