import { describe, expect, it } from 'vitest';
import { LOG_PAYLOAD_MAX_CHARS } from '../../src/tools/logPayload';
import { EXECUTION_RETENTION_MS, MAX_EXECUTIONS_PER_PROJECT, MAX_EXECUTIONS_PER_USER } from '../../src/tools/recordExecution';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { connect } from './toolFixtures';

const PREFIXES = ['/api/v3', '/api/v3.1'] as const;
const START = Date.parse('2026-03-01T12:00:00.000Z');

describe.each(BACKENDS)('tool execution logs (%s)', (backend) => {
  const clock = useTestClock(START);
  const t = useTestServer(backend, { clock });
  const execute = (slug: string, body: unknown) => t.api('POST', `/api/v3/tools/execute/${slug}`, { body });
  const search = (prefix: string, body: unknown) => t.api('POST', `${prefix}/logs/tool_execution`, { body });
  const idsOf = (page: { logs: { id: string }[] }) => page.logs.map((log) => log.id);

  /** Three executions a minute apart: user-1's task created, user-1's failed read, user-2's list. */
  async function history() {
    const one = await connect(t, 'patchbay_oauth_demo', 'user-1');
    const two = await connect(t, 'patchbay_oauth_demo', 'user-2');
    const created = await execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', { user_id: 'user-1', arguments: { title: 'Write docs' } });
    clock.advance(60_000);
    const failed = await execute('PATCHBAY_OAUTH_DEMO_GET_TASK', { user_id: 'user-1', arguments: { task_id: 'task_missing' } });
    expect(failed.body.successful).toBe(false);
    clock.advance(60_000);
    const listed = await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'user-2', arguments: {} });
    return { one, two, created: created.body.log_id as string, failed: failed.body.log_id as string, listed: listed.body.log_id as string };
  }

  it.each(PREFIXES)('reads the log an execution names under %s: status, metadata, timings, request and response', async (prefix) => {
    const { one, created, failed } = await history();
    const log = await t.api('GET', `${prefix}/logs/tool_execution/${created}`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual({
      id: created,
      timestamp: new Date(START).toISOString(),
      type: 'tool.execution',
      status: 'success',
      level: 'info',
      metadata: {
        tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        toolkit_slug: 'patchbay_oauth_demo',
        user_id: 'user-1',
        connected_account_id: one.accountId,
        auth_config_id: one.authConfigId,
        session_id: null,
        error_code: null,
      },
      metrics: { duration_ms: expect.any(Number) },
      parent: null,
      timings: { start_time: expect.any(Number), end_time: START },
      context: {},
      source: {},
      data: {
        // The arguments as the tool ran with them, defaults filled in.
        request: { title: 'Write docs', project: 'inbox', priority: 'normal', archived: false },
        response: { data: expect.objectContaining({ title: 'Write docs' }), error: null },
      },
    });
    const failure = (await t.api('GET', `${prefix}/logs/tool_execution/${failed}`)).body;
    expect(failure).toMatchObject({ status: 'failed', level: 'error', message: expect.any(String), metadata: { error_code: 'toolkit_error' } });
  });

  it('keeps at most LOG_PAYLOAD_MAX_CHARS of a request or response, as a preview', async () => {
    await connect(t, 'patchbay_oauth_demo', 'user-1');
    for (let index = 0; index < 12; index++) {
      await execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', { user_id: 'user-1', arguments: { title: `${index} ${'x'.repeat(190)}` } });
    }
    const listed = await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'user-1', arguments: { limit: 100 } });
    const whole = JSON.stringify({ data: listed.body.data, error: null });
    expect(whole.length).toBeGreaterThan(LOG_PAYLOAD_MAX_CHARS);
    const log = (await t.api('GET', `/api/v3/logs/tool_execution/${listed.body.log_id}`)).body;
    expect(log.data.response).toEqual({ truncated: true, size: whole.length, preview: whole.slice(0, LOG_PAYLOAD_MAX_CHARS) });
    expect(log.data.request).toMatchObject({ limit: 100 });
  });

  it('keeps MAX_EXECUTIONS_PER_PROJECT logs per project, oldest dropped first, and none past retention', async () => {
    await connect(t, 'patchbay_oauth_demo', 'user-1');
    const projectId = t.server.store.list('projects').find((project) => project.deleted_at === null)!.id;
    const at = (ms: number) => new Date(START + ms).toISOString();
    const seeded = (index: number, created_at: string) => ({
      id: `log_seeded${index}`,
      project_id: projectId,
      tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS',
      toolkit_slug: 'patchbay_oauth_demo',
      // Spread over users, each under their own bound, so the project's is the one reached.
      user_id: `user-seeded${index % 20}`,
      connected_account_id: null,
      session_id: null,
      successful: true,
      error: null,
      error_code: null,
      duration_ms: 1,
      created_at,
    });
    t.server.store.transaction(() => {
      // One past retention, then a full project's worth (one short, so the next execution fills it).
      t.server.store.put('tool_executions', seeded(0, at(-EXECUTION_RETENTION_MS - 1)));
      for (let index = 1; index < MAX_EXECUTIONS_PER_PROJECT; index++) t.server.store.put('tool_executions', seeded(index, at(-1000 + index / 100)));
    });
    const run = () => execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'user-1', arguments: {} });
    const first = await run();
    // The expired one is swept; the project is at its bound.
    expect(t.server.store.get('tool_executions', 'log_seeded0')).toBeUndefined();
    expect(t.server.store.count('tool_executions', { project_id: projectId })).toBe(MAX_EXECUTIONS_PER_PROJECT);
    await run();
    // Past it: the oldest goes, the newest stay.
    expect(t.server.store.count('tool_executions', { project_id: projectId })).toBe(MAX_EXECUTIONS_PER_PROJECT);
    expect(t.server.store.get('tool_executions', 'log_seeded1')).toBeUndefined();
    expect(t.server.store.get('tool_executions', 'log_seeded2')).toBeDefined();
    expect((await t.api('GET', `/api/v3/logs/tool_execution/${first.body.log_id}`)).status).toBe(200);
  });

  it("keeps MAX_EXECUTIONS_PER_USER logs per user: one user's runs drop their own oldest, never another user's", async () => {
    await connect(t, 'patchbay_oauth_demo', 'user-1');
    const projectId = t.server.store.list('projects').find((project) => project.deleted_at === null)!.id;
    const seeded = (index: number, userId: string) => ({
      id: `log_${userId.replace('-', '')}n${index}`,
      project_id: projectId,
      tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS',
      toolkit_slug: 'patchbay_oauth_demo',
      user_id: userId,
      connected_account_id: null,
      session_id: null,
      successful: true,
      error: null,
      error_code: null,
      duration_ms: 1,
      created_at: new Date(START - 100_000 + index).toISOString(),
    });
    t.server.store.transaction(() => {
      // user-2's are the project's oldest; user-1 is one short of their bound.
      for (let index = 0; index < 3; index++) t.server.store.put('tool_executions', seeded(index, 'user-2'));
      for (let index = 10; index < 10 + MAX_EXECUTIONS_PER_USER - 1; index++) t.server.store.put('tool_executions', seeded(index, 'user-1'));
    });
    const countOf = (userId: string) => t.server.store.count('tool_executions', { project_id: projectId, user_id: userId });
    const run = () => execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'user-1', arguments: {} });
    await run();
    expect(countOf('user-1')).toBe(MAX_EXECUTIONS_PER_USER);
    await run();
    await run();
    // Past it: user-1's own oldest go; user-2's, older still, all stay.
    expect(countOf('user-1')).toBe(MAX_EXECUTIONS_PER_USER);
    expect(t.server.store.get('tool_executions', 'log_user1n10')).toBeUndefined();
    expect(t.server.store.get('tool_executions', 'log_user1n11')).toBeUndefined();
    expect(t.server.store.get('tool_executions', 'log_user1n12')).toBeDefined();
    expect(countOf('user-2')).toBe(3);
  });

  it.each(PREFIXES)('searches newest first under %s, by filters and time range, page by page', async (prefix) => {
    const { one, created, failed, listed } = await history();
    const all = await search(prefix, {});
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ logs: expect.any(Array), next_cursor: null });
    expect(idsOf(all.body)).toEqual([listed, failed, created]);
    expect(all.body.logs[0]).not.toHaveProperty('data');

    const userOne = await search(prefix, { filters: [{ field: 'user_id', operator: '==', value: 'user-1' }] });
    expect(idsOf(userOne.body)).toEqual([failed, created]);
    const failures = await search(prefix, { filters: [{ field: 'status', operator: '==', value: 'failed' }] });
    expect(idsOf(failures.body)).toEqual([failed]);
    const notFailed = await search(prefix, { filters: [{ field: 'status', operator: '!=', value: 'failed' }] });
    expect(idsOf(notFailed.body)).toEqual([listed, created]);
    const tasks = await search(prefix, {
      filters: [
        { field: 'tool_slug', operator: 'contains', value: '_TASK' },
        { field: 'connected_account_id', operator: '==', value: one.accountId },
        { field: 'tool_slug', operator: 'not_contains', value: 'GET' },
      ],
    });
    expect(idsOf(tasks.body)).toEqual([created]);
    const byId = await search(prefix, { filters: [{ field: 'log_id', operator: '==', value: failed }] });
    expect(idsOf(byId.body)).toEqual([failed]);
    const contradiction = await search(prefix, {
      filters: [
        { field: 'user_id', operator: '==', value: 'user-1' },
        { field: 'user_id', operator: '==', value: 'user-2' },
      ],
    });
    expect(contradiction.body).toEqual({ logs: [], next_cursor: null });
    // Not recorded here: no execution has one.
    expect(idsOf((await search(prefix, { filters: [{ field: 'sandbox_id', operator: '==', value: 'sb_1' }] })).body)).toEqual([]);

    // Both ends held: the middle minute only.
    const middle = await search(prefix, { time_range: { from: START + 30_000, to: START + 90_000 } });
    expect(idsOf(middle.body)).toEqual([failed]);

    const first = await search(prefix, { limit: 2 });
    expect(idsOf(first.body)).toEqual([listed, failed]);
    const second = await search(prefix, { limit: 2, cursor: first.body.next_cursor });
    expect(second.body).toEqual({ logs: [expect.objectContaining({ id: created })], next_cursor: null });
  });

  it.each(PREFIXES)('refuses malformed and hostile searches and reads with a 4xx under %s', async (prefix) => {
    await history();
    const bad = async (body: unknown, path: (string | number)[]) => {
      const error = expectEnvelope(await search(prefix, body), 400);
      expect(error.field_errors[0]?.path).toEqual(path);
    };
    await bad({ limit: 0 }, ['body', 'limit']);
    await bad({ limit: 101 }, ['body', 'limit']);
    await bad({ limit: 1.5 }, ['body', 'limit']);
    await bad({ cursor: 'not-a-cursor' }, ['body', 'cursor']);
    await bad({ cursor: 'x'.repeat(10_000) }, ['body', 'cursor']);
    await bad({ filters: [{ field: 'password', operator: '==', value: 'x' }] }, ['body', 'filters', 0, 'field']);
    await bad({ filters: [{ field: 'user_id', operator: 'like', value: 'x' }] }, ['body', 'filters', 0, 'operator']);
    await bad({ filters: [{ field: 'user_id', operator: '==', value: 'x'.repeat(257) }] }, ['body', 'filters', 0, 'value']);
    await bad({ filters: Array.from({ length: 21 }, () => ({ field: 'user_id', operator: '==', value: 'x' })) }, ['body', 'filters']);
    await bad({ filters: 'user_id' }, ['body', 'filters']);
    await bad({ time_range: { from: -1, to: 1 } }, ['body', 'time_range', 'from']);
    await bad({ time_range: { from: 0, to: 1e300 } }, ['body', 'time_range', 'to']);
    await bad({ time_range: { from: START + 10, to: START + 5 } }, ['body', 'time_range']);
    expectEnvelope(
      await t.api('POST', `${prefix}/logs/tool_execution`, { rawBody: '{"filters":', headers: { 'content-type': 'application/json' } }),
      400,
    );

    expect(expectEnvelope(await t.api('GET', `${prefix}/logs/tool_execution/log_doesnotexist1`), 404).slug).toBe('not_found');
    expect(expectEnvelope(await t.api('GET', `${prefix}/logs/tool_execution/not-a-log`), 400).slug).toBe('bad_request');
    expect(expectEnvelope(await t.api('GET', `${prefix}/logs/tool_execution/log_${'x'.repeat(5000)}`), 400).slug).toBe('bad_request');
  });

  it("answers another project's log as a missing one, and finds none of it", async () => {
    const { created } = await history();
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'elsewhere', should_create_api_key: true } });
    const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
    expectEnvelope(await t.api('GET', `/api/v3/logs/tool_execution/${created}`, { key }), 404);
    expect((await t.api('POST', '/api/v3/logs/tool_execution', { key, body: {} })).body).toEqual({ logs: [], next_cursor: null });
  });
});
