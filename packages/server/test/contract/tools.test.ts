import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { authConfigOf, connect, listenFor, openLink, startReceiver, type Receiver } from './toolFixtures';

const catalog = getCatalog();
const TOTAL_TOOLS = catalog.toolkits.reduce((sum, toolkit) => sum + toolkit.tools.length, 0);
const TASKS = 'patchbay_oauth_demo';
const METRICS = 'patchbay_apikey_demo';

const slugsOf = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);

describe.each(BACKENDS)('tools (%s)', (backend) => {
  const t = useTestServer(backend);
  const execute = (slug: string, body: unknown) => t.api('POST', `/api/v3/tools/execute/${slug}`, { body });

  describe('the catalog', () => {
    it('lists every tool with its schemas, in catalog order, page by page', async () => {
      const first = await t.api('GET', '/api/v3/tools');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total_items: TOTAL_TOOLS, current_page: 1, total_pages: Math.ceil(TOTAL_TOOLS / 20) });
      expect(first.body.items).toHaveLength(20);
      const [toolkit] = catalog.toolkits;
      expect(slugsOf(first.body).slice(0, toolkit!.tools.length)).toEqual(toolkit!.tools.map((tool) => tool.slug));
      for (const tool of first.body.items) {
        expect(tool).toEqual({
          slug: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          toolkit: { slug: expect.any(String), name: expect.any(String), logo: expect.stringMatching(/\/logos\/.+\.svg$/) },
          input_parameters: expect.objectContaining({ type: 'object', properties: expect.any(Object), required: expect.any(Array) }),
          output_parameters: expect.objectContaining({ type: 'object' }),
          tags: expect.any(Array),
          no_auth: expect.any(Boolean),
          version: expect.stringMatching(/^\d{8}_\d{2}$/),
          available_versions: [tool.version],
          is_deprecated: expect.any(Boolean),
          scopes: [],
          scope_requirements: null,
          deprecated: expect.objectContaining({ version: tool.version, displayName: tool.name }),
        });
      }
      const second = await t.api('GET', `/api/v3/tools?cursor=${first.body.next_cursor}`);
      expect(second.body.current_page).toBe(2);
      expect(slugsOf(second.body)[0]).not.toBe(slugsOf(first.body)[0]);
      const big = await t.api('GET', '/api/v3/tools?limit=1000');
      expect(big.body.items).toHaveLength(1000);
    });

    it('filters by toolkit, slugs, text and tags', async () => {
      const tasks = await t.api('GET', `/api/v3/tools?toolkit_slug=${TASKS}`);
      expect(slugsOf(tasks.body)).toEqual(catalog.toolkit(TASKS)!.tools.map((tool) => tool.slug));
      expect(tasks.body.items.every((tool: { toolkit: { slug: string } }) => tool.toolkit.slug === TASKS)).toBe(true);

      const picked = await t.api('GET', '/api/v3/tools?tool_slugs=PATCHBAY_NOAUTH_DEMO_GET_STATUS,PATCHBAY_OAUTH_DEMO_GET_TASK');
      expect(slugsOf(picked.body).sort()).toEqual(['PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_OAUTH_DEMO_GET_TASK']);

      const text = await t.api('GET', '/api/v3/tools?query=DASHBOARDS&toolkit_slug=patchbay_apikey_demo');
      expect(slugsOf(text.body)).toEqual(['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS']);
      expect(slugsOf((await t.api('GET', '/api/v3/tools?search=incidents&toolkit_slug=patchbay_noauth_demo')).body)).toEqual([
        'PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS',
      ]);

      const destructive = await t.api('GET', '/api/v3/tools?tags=destructiveHint&limit=1000');
      expect(destructive.body.total_items).toBeGreaterThan(100);
      for (const tool of destructive.body.items) expect(tool.tags).toContain('destructiveHint');
      const readOnlyTasks = await t.api('GET', `/api/v3/tools?toolkit_slug=${TASKS}&tags=readOnlyHint`);
      expect(slugsOf(readOnlyTasks.body)).toEqual(['PATCHBAY_OAUTH_DEMO_LIST_TASKS', 'PATCHBAY_OAUTH_DEMO_GET_TASK']);
      expect((await t.api('GET', '/api/v3/tools?query=no%20such%20words%20anywhere')).body).toMatchObject({ items: [], total_items: 0 });
    });

    it('reads one tool with its exact hand-written schema', async () => {
      const tool = await t.api('GET', '/api/v3/tools/PATCHBAY_OAUTH_DEMO_CREATE_TASK');
      expect(tool.status).toBe(200);
      expect(tool.body).toMatchObject({
        slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        name: 'Create task',
        toolkit: { slug: TASKS, name: 'Acme Tasks', logo: `${t.baseUrl}/logos/${TASKS}.svg` },
        tags: ['createHint', 'openWorldHint'],
        no_auth: false,
      });
      expect(tool.body.input_parameters).toEqual({
        type: 'object',
        properties: {
          title: { type: 'string', description: 'What the task is', minLength: 1, maxLength: 200 },
          project: {
            type: 'string',
            description: 'Key of the project the task belongs to, for example "ops"',
            pattern: '^[A-Za-z0-9_.-]{1,50}$',
            default: 'inbox',
          },
          priority: { type: 'string', description: 'How urgent the task is', enum: ['low', 'normal', 'high'], default: 'normal' },
          estimate: { type: 'number', description: 'Estimated effort in hours', minimum: 0, maximum: 10_000 },
          archived: { type: 'boolean', description: 'Whether the task is archived', default: false },
        },
        required: ['title'],
        additionalProperties: false,
      });
      expect(tool.body.output_parameters.required).toEqual([
        'id',
        'title',
        'project',
        'priority',
        'archived',
        'completed',
        'created_at',
        'updated_at',
      ]);
      const status = await t.api('GET', '/api/v3/tools/PATCHBAY_NOAUTH_DEMO_GET_STATUS');
      expect(status.body).toMatchObject({ no_auth: true, tags: ['readOnlyHint', 'idempotentHint', 'openWorldHint'] });
      const generated = await t.api('GET', '/api/v3/tools/GITHUB_CREATE_ISSUE');
      expect(generated.body.input_parameters.required).toEqual(['title', 'body']);
      expect(generated.body.input_parameters.properties.labels.type).toBe('array');
    });

    it('answers unknown tools with 404 and bad input with 400', async () => {
      expect(expectEnvelope(await t.api('GET', '/api/v3/tools/NO_SUCH_TOOL'), 404).message).toContain('NO_SUCH_TOOL');
      expect(expectEnvelope(await t.api('GET', '/api/v3/tools/bad%20slug'), 400).errors[0]).toMatch(/^path\.tool_slug/);
      for (const q of ['limit=0', 'limit=-1', 'cursor=bad', 'toolkit_slug=nope', 'tool_slugs=NOPE_TOOL', 'toolkit_slug=a&toolkit_slug=b']) {
        expectEnvelope(await t.api('GET', `/api/v3/tools?${q}`), 400);
      }
      expect(expectEnvelope(await t.api('GET', '/api/v3/tools?toolkit_slug=nope'), 400).field_errors[0]).toMatchObject({
        path: ['query', 'toolkit_slug'],
        code: 'invalid_value',
      });
    });
  });

  describe('running the built-in tools', () => {
    let receiver: Receiver;
    beforeEach(async () => {
      receiver = await startReceiver();
    });
    afterEach(async () => {
      await t.server.idle();
      await receiver.close();
    });
    const triggered = async (slug: string) => {
      await t.server.idle();
      return receiver.events
        .filter((event) => event.type === 'composio.trigger.message' && event.metadata?.trigger_slug === slug)
        .map((event) => event.data);
    };

    it('Acme Tasks: create, list, get, update, complete and delete, seen through the sandbox, with trigger events', async () => {
      const { accountId } = await connect(t, TASKS, 'user-1');
      await listenFor(t, receiver, accountId, 'PATCHBAY_OAUTH_DEMO_TASK_CREATED', { project: 'kit' });
      await listenFor(t, receiver, accountId, 'PATCHBAY_OAUTH_DEMO_TASK_COMPLETED', { project: 'kit' });

      const created = await execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', {
        user_id: 'user-1',
        arguments: { title: 'Write docs ✍️', project: 'kit', estimate: 2 },
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        data: expect.objectContaining({ title: 'Write docs ✍️', project: 'kit', priority: 'normal', estimate: 2, archived: false, completed: false }),
        error: null,
        error_code: null,
        successful: true,
        log_id: expect.stringMatching(/^log_/),
      });
      const taskId: string = created.body.data.id;
      expect(await triggered('PATCHBAY_OAUTH_DEMO_TASK_CREATED')).toEqual([
        expect.objectContaining({ task_id: taskId, title: 'Write docs ✍️', project: 'kit' }),
      ]);

      // The task is the sandbox's: the proxy (the app's own API) sees it.
      const viaProxy = await t.api('POST', '/api/v3/tools/execute/proxy', {
        body: { endpoint: '/tasks', method: 'GET', connected_account_id: accountId },
      });
      expect(viaProxy.body.data.tasks.map((task: { id: string }) => task.id)).toEqual([taskId]);

      const listed = await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { connected_account_id: accountId, arguments: { project: 'kit' } });
      expect(listed.body.data).toEqual({ tasks: [expect.objectContaining({ id: taskId })], total: 1 });
      const none = await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'user-1', arguments: { completed: true } });
      expect(none.body.data).toEqual({ tasks: [], total: 0 });

      const got = await execute('PATCHBAY_OAUTH_DEMO_GET_TASK', { user_id: 'user-1', arguments: { task_id: taskId } });
      expect(got.body.data).toMatchObject({ id: taskId, title: 'Write docs ✍️' });
      const updated = await execute('PATCHBAY_OAUTH_DEMO_UPDATE_TASK', { user_id: 'user-1', arguments: { task_id: taskId, priority: 'high' } });
      expect(updated.body.data).toMatchObject({ id: taskId, priority: 'high', completed: false });
      const completed = await execute('PATCHBAY_OAUTH_DEMO_COMPLETE_TASK', { user_id: 'user-1', arguments: { task_id: taskId } });
      expect(completed.body).toMatchObject({ successful: true, data: { id: taskId, completed: true } });
      expect(await triggered('PATCHBAY_OAUTH_DEMO_TASK_COMPLETED')).toEqual([expect.objectContaining({ task_id: taskId })]);

      const log = t.server.store.get('tool_executions', completed.body.log_id);
      expect(log).toMatchObject({
        tool_slug: 'PATCHBAY_OAUTH_DEMO_COMPLETE_TASK',
        user_id: 'user-1',
        connected_account_id: accountId,
        successful: true,
      });

      const deleted = await execute('PATCHBAY_OAUTH_DEMO_DELETE_TASK', { user_id: 'user-1', arguments: { task_id: taskId } });
      expect(deleted.body).toMatchObject({ successful: true, data: { id: taskId, deleted: true } });
      const gone = await execute('PATCHBAY_OAUTH_DEMO_GET_TASK', { user_id: 'user-1', arguments: { task_id: taskId } });
      expect(gone.body).toMatchObject({ successful: false, error_code: 'toolkit_error' });
    });

    it("answers the app's own refusal as successful: false, not as an HTTP error", async () => {
      await connect(t, TASKS, 'user-1');
      const missing = await execute('PATCHBAY_OAUTH_DEMO_GET_TASK', { user_id: 'user-1', arguments: { task_id: 'task_missing' } });
      expect(missing.status).toBe(200);
      expect(missing.body).toMatchObject({ successful: false, data: {}, error_code: 'toolkit_error', log_id: expect.stringMatching(/^log_/) });
      expect(missing.body.error).toContain('HTTP 404');
    });

    it('Acme Metrics: record a data point, query it, list dashboards', async () => {
      const { accountId } = await connect(t, METRICS, 'user-2');
      await listenFor(t, receiver, accountId, 'PATCHBAY_APIKEY_DEMO_TASK_CREATED', { project: 'growth' });
      const recorded = await execute('PATCHBAY_APIKEY_DEMO_RECORD_METRIC', {
        user_id: 'user-2',
        arguments: { name: 'signups', value: 3, project: 'growth' },
      });
      expect(recorded.body).toMatchObject({ successful: true, data: { name: 'signups', value: 3, project: 'growth', region: 'us' } });
      await execute('PATCHBAY_APIKEY_DEMO_RECORD_METRIC', { user_id: 'user-2', arguments: { name: 'signups', value: 4 } });
      expect(await triggered('PATCHBAY_APIKEY_DEMO_TASK_CREATED')).toEqual([
        expect.objectContaining({ title: 'Collect signups', project: 'growth' }),
      ]);

      const queried = await execute('PATCHBAY_APIKEY_DEMO_QUERY_METRIC', { user_id: 'user-2', arguments: { name: 'signups' } });
      expect(queried.body.data).toMatchObject({ name: 'signups', count: 2, sum: 7, latest: 4 });
      const future = await execute('PATCHBAY_APIKEY_DEMO_QUERY_METRIC', {
        user_id: 'user-2',
        arguments: { name: 'signups', from: '2999-01-01T00:00:00Z' },
      });
      expect(future.body.data).toMatchObject({ count: 0, points: [] });
      const dashboards = await execute('PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS', { user_id: 'user-2' });
      expect(dashboards.body.data).toEqual({
        region: 'us',
        dashboards: [
          { id: 'default', name: 'Default dashboard', metrics: ['signups'] },
          { id: 'project-growth', name: 'growth metrics', metrics: ['signups'] },
        ],
      });
    });

    it('Acme Status: status and incidents, with no account at all', async () => {
      const status = await execute('PATCHBAY_NOAUTH_DEMO_GET_STATUS', {});
      expect(status.body).toMatchObject({ successful: true, data: { status: 'operational', components: expect.any(Array) } });
      const incidents = await execute('PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS', { user_id: 'anyone', arguments: { status: 'resolved', limit: 2 } });
      expect(incidents.body.data.incidents).toHaveLength(2);
      expect(incidents.body.data.incidents[0]).toMatchObject({ status: 'resolved', severity: expect.any(String), opened_at: expect.any(String) });
      expect(t.server.store.get('tool_executions', incidents.body.log_id)).toMatchObject({ user_id: 'anyone', connected_account_id: null });
    });
  });

  describe('refusals', () => {
    it('checks arguments against the input schema, naming each field', async () => {
      await connect(t, TASKS, 'u');
      const run = (args: unknown) => execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', { user_id: 'u', arguments: args });
      const cases: [unknown, string[], string][] = [
        [{}, ['body', 'arguments', 'title'], 'required'],
        [{ title: 7 }, ['body', 'arguments', 'title'], 'invalid_type'],
        [{ title: '' }, ['body', 'arguments', 'title'], 'too_small'],
        [{ title: 'x', priority: 'urgent' }, ['body', 'arguments', 'priority'], 'invalid_value'],
        [{ title: 'x', project: 'has space' }, ['body', 'arguments', 'project'], 'invalid_format'],
        [{ title: 'x', estimate: -1 }, ['body', 'arguments', 'estimate'], 'too_small'],
        [{ title: 'x', colour: 'red' }, ['body', 'arguments', 'colour'], 'unknown_field'],
        [{ title: 'x'.repeat(201) }, ['body', 'arguments', 'title'], 'too_big'],
        [['title'], ['body', 'arguments'], 'invalid_type'],
        ['title', ['body', 'arguments'], 'invalid_type'],
      ];
      for (const [args, path, code] of cases) {
        const error = expectEnvelope(await run(args), 400);
        expect(error.slug).toBe('bad_request');
        expect(error.field_errors[0], JSON.stringify(args)).toMatchObject({ path, code });
        expect(error.message).toContain('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
      }
      const several = expectEnvelope(await run({ title: 1, priority: 2 }), 400);
      expect(several.errors).toEqual([
        'body.arguments.title: expected a string, got a number',
        'body.arguments.priority: expected a string, got a number',
      ]);
      // Optional nulls are left out, as if not sent.
      expect((await run({ title: 'ok', estimate: null })).body).toMatchObject({ successful: true, data: { estimate: null } });
      expect(t.server.store.list('tool_executions')).toHaveLength(1);
    });

    it('refuses hostile arguments with a 400, never a crash', async () => {
      await connect(t, TASKS, 'u');
      const raw = (text: string) =>
        t.api('POST', '/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_CREATE_TASK', { rawBody: text, headers: { 'content-type': 'application/json' } });
      expectEnvelope(await raw('{"user_id":"u","arguments":{"title":"x","__proto__":{"polluted":true}}}'), 400);
      expectEnvelope(await raw('{"user_id":"u","arguments":{"title":"x","constructor":{"prototype":{"a":1}}}}'), 400);
      expectEnvelope(await raw(`{"user_id":"u","arguments":{"title":${'['.repeat(80)}${']'.repeat(80)}}}`), 400);
      expectEnvelope(await raw('{"user_id":"u","arguments":{"title":"\\ud800"}}'), 400);
      const nul = expectEnvelope(await raw('{"user_id":"u","arguments":{"title":"a\\u0000b"}}'), 400);
      expect(nul.field_errors[0]).toMatchObject({ path: ['body', 'arguments', 'title'], code: 'invalid_value' });
      const huge = expectEnvelope(await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'u', arguments: { query: 'q'.repeat(500_000) } }), 400);
      expect(huge.field_errors[0]).toMatchObject({ path: ['body', 'arguments', 'query'], code: 'too_big' });
      const many = expectEnvelope(
        await execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', {
          user_id: 'u',
          arguments: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
        }),
        400,
      );
      expect(many.field_errors).toHaveLength(1);
      expect(many.field_errors[0]?.code).toBe('too_big');
      const list = expectEnvelope(
        await execute('GITHUB_CREATE_ISSUE', {
          user_id: 'u',
          arguments: { title: 't', body: 'b', labels: Array.from({ length: 150_000 }, () => 1) },
        }),
        400,
      );
      expect(list.field_errors[0]).toMatchObject({ path: ['body', 'arguments', 'labels'], code: 'too_big' });
      // Odd but well-formed text is just text.
      const odd = await execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', { user_id: 'u', arguments: { title: 'RTL \u202e ‮zero\u200bwidth 𝕏 ﷽' } });
      expect(odd.body).toMatchObject({ successful: true, data: { title: 'RTL \u202e ‮zero\u200bwidth 𝕏 ﷽' } });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('needs a connection: 422 naming the toolkit to connect', async () => {
      const error = expectEnvelope(await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'nobody' }), 422);
      expect(error.slug).toBe('missing_connected_account');
      expect(error.message).toContain('Acme Tasks (patchbay_oauth_demo)');
      expect(error.suggested_fix).toContain('patchbay_oauth_demo');
      // A link the user has not finished is no connection yet.
      await openLink(t, TASKS, 'pending-user');
      expectEnvelope(await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'pending-user' }), 422);
      const neither = expectEnvelope(await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', {}), 400);
      expect(neither.field_errors[0]).toMatchObject({ path: ['body', 'user_id'], code: 'required' });
    });

    it('refuses deleted, foreign and mismatched accounts as the rest of the service does', async () => {
      const { accountId } = await connect(t, TASKS, 'u');
      const metrics = await connect(t, METRICS, 'u');
      const other = await connect(t, TASKS, 'someone-else');
      const list = (body: Record<string, unknown>) => execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', body);
      expect(expectEnvelope(await list({ connected_account_id: 'ca_doesnotexist' }), 404).slug).toBe('not_found');
      expect(expectEnvelope(await list({ connected_account_id: 'nope' }), 400).field_errors[0]?.path).toEqual(['body', 'connected_account_id']);
      expect(expectEnvelope(await list({ connected_account_id: metrics.accountId }), 400).errors[0]).toContain(
        "is for toolkit 'patchbay_apikey_demo'",
      );
      expect(expectEnvelope(await list({ user_id: 'u', connected_account_id: other.accountId }), 400).errors[0]).toContain('belongs to another user');

      expect((await t.api('DELETE', `/api/v3/connected_accounts/${accountId}`)).status).toBe(200);
      expect(expectEnvelope(await list({ connected_account_id: accountId }), 422).slug).toBe('connected_account_deleted');
      expect(expectEnvelope(await list({ user_id: 'u' }), 422).slug).toBe('missing_connected_account');
    });

    it('refuses accounts of a disabled auth config, and tools an auth config restricts away', async () => {
      const { accountId, authConfigId } = await connect(t, TASKS, 'u');
      expect((await t.api('PATCH', `/api/v3/auth_configs/${authConfigId}/DISABLED`)).status).toBe(200);
      expect(expectEnvelope(await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { connected_account_id: accountId }), 422).slug).toBe(
        'auth_config_disabled',
      );
      expect(expectEnvelope(await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'u' }), 422).slug).toBe('auth_config_disabled');
      await t.api('PATCH', `/api/v3/auth_configs/${authConfigId}/ENABLED`);
      expect((await execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', { user_id: 'u' })).body.successful).toBe(true);

      const narrow = await authConfigOf(t, METRICS, {
        auth_config: { type: 'use_vendor_managed_auth', restrict_to_following_tools: ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS'] },
      });
      await connect(t, METRICS, 'u', narrow);
      expect((await execute('PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS', { user_id: 'u' })).body.successful).toBe(true);
      const refused = expectEnvelope(await execute('PATCHBAY_APIKEY_DEMO_QUERY_METRIC', { user_id: 'u', arguments: { name: 'x' } }), 403);
      expect(refused.message).toContain('restricts');
    });

    it('answers a catalog tool with no local implementation as successful: false, never a fake result', async () => {
      const result = await execute('GITHUB_CREATE_ISSUE', { user_id: 'u', arguments: { title: 'Bug', body: 'It broke' } });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        data: {},
        successful: false,
        error_code: 'not_executable',
        error: expect.stringContaining('not executable in the local service'),
        log_id: expect.stringMatching(/^log_/),
      });
      // Its arguments are still checked first.
      expect(expectEnvelope(await execute('GITHUB_CREATE_ISSUE', { user_id: 'u', arguments: { title: 'Bug' } }), 400).field_errors[0]?.path).toEqual([
        'body',
        'arguments',
        'body',
      ]);
      expect(expectEnvelope(await execute('NO_SUCH_TOOL', {}), 404).slug).toBe('not_found');
    });

    it('keeps projects apart', async () => {
      const { accountId } = await connect(t, TASKS, 'u');
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'elsewhere', should_create_api_key: true } });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      const elsewhere = (body: unknown) => t.api('POST', '/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_LIST_TASKS', { key, body });
      expectEnvelope(await elsewhere({ connected_account_id: accountId }), 404);
      expect(expectEnvelope(await elsewhere({ user_id: 'u' }), 422).slug).toBe('missing_connected_account');
    });
  });
});
