import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog';
import { BACKENDS, expectEnvelope, type TestRequestOptions, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

const catalog = getCatalog();
const TASK_CREATED = 'PATCHBAY_APIKEY_DEMO_TASK_CREATED';
const DEMO_VERSION = catalog.toolkit('patchbay_apikey_demo')!.version;

describe.each(BACKENDS)('triggers (%s)', (backend) => {
  const clock = useTestClock('2026-03-02T08:00:00.000Z');
  const t = useTestServer(backend, { clock });
  let keyCounter = 0;

  /** An ACTIVE account through the real link flow (the API-key form of the hosted connect page). */
  async function activeAccount(slug: string, userId: string, key?: TestRequestOptions['key']): Promise<string> {
    // Named: a config of its own for each account (a bare create would answer the toolkit's one default config).
    const authConfig = await t.api('POST', '/api/v3/auth_configs', {
      key,
      body: { toolkit: { slug }, auth_config: { name: `${slug} for ${userId}` } },
    });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      key,
      body: { auth_config_id: authConfig.body.auth_config.id, user_id: userId },
    });
    const fields: Record<string, string> = slug === 'patchbay_apikey_demo' ? { api_key: `pk_test_${++keyCounter}_${Date.now()}` } : {};
    await fetch(link.body.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const account = await t.api('GET', `/api/v3/connected_accounts/${link.body.connected_account_id}`, { key });
    expect(account.body.status).toBe('ACTIVE');
    return link.body.connected_account_id;
  }

  const upsert = (slug: string, body: unknown, key?: TestRequestOptions['key']) =>
    t.api('POST', `/api/v3/trigger_instances/${slug}/upsert`, { body, key });
  const manage = (id: string, status: unknown) => t.api('PATCH', `/api/v3/trigger_instances/manage/${id}`, { body: { status } });
  const active = (qs = '') => t.api('GET', `/api/v3/trigger_instances/active${qs}`);

  describe('GET /triggers_types', () => {
    it('lists every trigger type with its toolkit', async () => {
      const res = await t.api('GET', '/api/v3/triggers_types?limit=1000');
      expect(res.status).toBe(200);
      expect(res.body.total_items).toBe(catalog.triggerTypes.length);
      expect(res.body.items).toHaveLength(1000);
      const second = await t.api('GET', `/api/v3/triggers_types?cursor=${res.body.next_cursor}`);
      expect(second.body.current_page).toBe(2);
      expect(second.body.items[0].slug).toBe(catalog.triggerTypes[1000]!.slug);
    });

    it('filters by toolkit_slugs and answers the full trigger type shape', async () => {
      const res = await t.api('GET', '/api/v3/triggers_types?toolkit_slugs=patchbay_apikey_demo');
      expect(res.body.items.map((i: { slug: string }) => i.slug)).toEqual([TASK_CREATED, 'PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED']);
      expect(res.body.items[0]).toEqual({
        slug: TASK_CREATED,
        name: 'Task created',
        description: expect.stringContaining('Acme Metrics'),
        instructions: expect.any(String),
        type: 'webhook',
        toolkit: { slug: 'patchbay_apikey_demo', name: 'Acme Metrics', logo: `${t.baseUrl}/logos/patchbay_apikey_demo.svg` },
        config: {
          project: { type: 'string', required: true, description: expect.any(String) },
          priority: { type: 'enum', required: false, options: ['low', 'normal', 'high'], description: expect.any(String) },
          include_archived: { type: 'boolean', required: false, default: false, description: expect.any(String) },
          min_estimate: { type: 'number', required: false, description: expect.any(String) },
        },
        payload: expect.objectContaining({
          task_id: { type: 'string' },
          creator: { type: 'object', properties: { id: 'string', name: 'string', email: 'string' } },
        }),
        version: DEMO_VERSION,
      });
      expect(res.body.items[1].type).toBe('poll');

      const several = await t.api('GET', '/api/v3/triggers_types?toolkit_slugs=patchbay_oauth_demo,github&toolkit_slugs=patchbay_noauth_demo');
      const toolkits = new Set(several.body.items.map((i: { toolkit: { slug: string } }) => i.toolkit.slug));
      expect(toolkits).toEqual(new Set(['patchbay_oauth_demo', 'github', 'patchbay_noauth_demo']));
      expect(several.body.total_items).toBe(
        catalog.triggerTypes.filter((tt) => ['patchbay_oauth_demo', 'github', 'patchbay_noauth_demo'].includes(tt.toolkitSlug)).length,
      );
      expect((await t.api('GET', '/api/v3/triggers_types?toolkit_slugs[]=github')).body.total_items).toBe(catalog.toolkit('github')!.triggers.length);
      expect((await t.api('GET', '/api/v3/triggers_types?toolkit_slugs=no_such_toolkit')).body.total_items).toBe(0);
    });

    it('selects toolkit versions: latest or the current one; others are 404 or 400', async () => {
      const base = '/api/v3/triggers_types?toolkit_slugs=patchbay_apikey_demo';
      expect((await t.api('GET', `${base}&toolkit_versions=latest`)).body.total_items).toBe(2);
      expect((await t.api('GET', `${base}&toolkit_versions[patchbay_apikey_demo]=${DEMO_VERSION}`)).body.total_items).toBe(2);
      expect((await t.api('GET', `${base}&toolkit_versions[patchbay_apikey_demo]=latest`)).body.total_items).toBe(2);

      const old = expectEnvelope(await t.api('GET', `${base}&toolkit_versions[patchbay_apikey_demo]=20250101_00`), 404);
      expect(old.message).toContain('20250101_00');
      expect(old.message).toContain(DEMO_VERSION);
      expect(expectEnvelope(await t.api('GET', `${base}&toolkit_versions[no_such_toolkit]=latest`), 404).errors[0]).toMatch(
        /^query\.toolkit_versions\.no_such_toolkit/,
      );
      expect(expectEnvelope(await t.api('GET', `${base}&toolkit_versions[patchbay_apikey_demo]=v2`), 400).errors[0]).toMatch(
        /^query\.toolkit_versions\.patchbay_apikey_demo/,
      );
      expect(expectEnvelope(await t.api('GET', `${base}&toolkit_versions=20250101_00`), 400).errors[0]).toMatch(/^query\.toolkit_versions/);
      expectEnvelope(await t.api('GET', `${base}&toolkit_versions[]=latest`), 400);
    });

    it('rejects bad paging', async () => {
      for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'limit=1.5', 'cursor=notacursor']) {
        const error = expectEnvelope(await t.api('GET', `/api/v3/triggers_types?${q}`), 400);
        expect(error.errors[0]).toMatch(/^query\.(limit|cursor)/);
      }
    });

    it('reads one trigger type', async () => {
      const res = await t.api('GET', `/api/v3/triggers_types/${TASK_CREATED}`);
      expect(res.status).toBe(200);
      expect(res.body.slug).toBe(TASK_CREATED);
      expect(res.body.toolkit.slug).toBe('patchbay_apikey_demo');
      expect((await t.api('GET', `/api/v3/triggers_types/${TASK_CREATED.toLowerCase()}`)).body.slug).toBe(TASK_CREATED);
      expect(expectEnvelope(await t.api('GET', '/api/v3/triggers_types/NO_SUCH_TRIGGER'), 404).message).toContain('NO_SUCH_TRIGGER');
      expectEnvelope(await t.api('GET', `/api/v3/triggers_types/${encodeURIComponent('bad slug')}`), 400);
    });
  });

  describe('trigger instances', () => {
    it('upserts an instance with defaults applied and lists it', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const res = await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops', priority: 'high' } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ trigger_id: expect.stringMatching(/^ti_/), deprecated: { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) } });

      const list = await active();
      expect(list.body.total_items).toBe(1);
      const config = { project: 'ops', priority: 'high', include_archived: false };
      expect(list.body.items[0]).toEqual({
        id: res.body.trigger_id,
        uuid: res.body.deprecated.uuid,
        // The vendor's listing names these twice, in snake_case and camelCase.
        trigger_name: TASK_CREATED,
        triggerName: TASK_CREATED,
        connected_account_id: account,
        connectedAccountId: account,
        connected_account_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: 'user-1',
        trigger_config: config,
        triggerConfig: config,
        state: {},
        disabled_at: null,
        disabledAt: null,
        version: DEMO_VERSION,
        created_at: clock().toISOString(),
        updated_at: clock().toISOString(),
        updatedAt: clock().toISOString(),
      });
    });

    it('is idempotent for the same account, type and config, and re-enables a paused match', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const first = await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops', include_archived: false } });
      // Same config once defaults are applied, in another key order.
      const same = await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { include_archived: false, project: 'ops' } });
      expect(same.status).toBe(200);
      expect(same.body.trigger_id).toBe(first.body.trigger_id);
      expect((await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } })).body.trigger_id).toBe(
        first.body.trigger_id,
      );

      const other = await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'sales' } });
      expect(other.status).toBe(201);
      expect(other.body.trigger_id).not.toBe(first.body.trigger_id);
      expect((await active()).body.total_items).toBe(2);

      await manage(first.body.trigger_id, 'disable');
      expect((await active()).body.total_items).toBe(1);
      clock.advance(60_000);
      const resumed = await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } });
      expect(resumed.body.trigger_id).toBe(first.body.trigger_id);
      const listed = (await active(`?trigger_ids=${first.body.trigger_id}`)).body.items[0];
      expect(listed.disabled_at).toBeNull();
      expect(listed.updated_at).toBe(clock().toISOString());
    });

    it('validates trigger_config against the type: types, required fields, enum options, unknown keys', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const bad = async (config: unknown) =>
        expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: config }), 400);

      expect((await bad({})).errors).toEqual(['body.trigger_config.project: required']);
      expect((await bad({ project: 7 })).errors).toEqual(['body.trigger_config.project: expected a string, received number']);
      expect((await bad({ project: 'ops', min_estimate: '3' })).errors).toEqual([
        'body.trigger_config.min_estimate: expected a number, received string',
      ]);
      expect((await bad({ project: 'ops', include_archived: 'yes' })).errors).toEqual([
        'body.trigger_config.include_archived: expected a boolean, received string',
      ]);
      expect((await bad({ project: 'ops', priority: 'urgent' })).errors).toEqual([
        "body.trigger_config.priority: expected one of 'low', 'normal', 'high', received 'urgent'",
      ]);
      const unknown = await bad({ project: 'ops', colour: 'red' });
      expect(unknown.message).toContain("'colour'");
      expect(unknown.errors).toEqual([`body.trigger_config.colour: unknown field for trigger ${TASK_CREATED}`]);
      expect(unknown.suggested_fix).toContain('project, priority, include_archived, min_estimate');

      const many = await bad({ priority: 3, min_estimate: false, extra: 1 });
      expect(many.errors).toEqual([
        `body.trigger_config.extra: unknown field for trigger ${TASK_CREATED}`,
        'body.trigger_config.project: required',
        "body.trigger_config.priority: expected one of 'low', 'normal', 'high', received number",
        'body.trigger_config.min_estimate: expected a number, received boolean',
      ]);
      // The same problems for programs: a path and a code each, no message to parse.
      expect(many.field_errors.map(({ path, code }) => ({ path: path.join('.'), code }))).toEqual([
        { path: 'body.trigger_config.extra', code: 'unknown_field' },
        { path: 'body.trigger_config.project', code: 'required' },
        { path: 'body.trigger_config.priority', code: 'invalid_value' },
        { path: 'body.trigger_config.min_estimate', code: 'invalid_type' },
      ]);
      expect((await bad('ops')).errors[0]).toMatch(/^body\.trigger_config/);
      expect((await active()).body.total_items).toBe(0);

      // Every config type accepted when right.
      const ok = await upsert(TASK_CREATED, {
        connected_account_id: account,
        trigger_config: { project: 'ops', priority: 'low', include_archived: true, min_estimate: 2.5 },
      });
      expect(ok.status).toBe(201);
    });

    it('requires a usable account of the trigger type toolkit', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const noauth = await activeAccount('patchbay_noauth_demo', 'user-1');
      const config = { project: 'ops' };

      // Neither an account nor a user to pick one of (see triggerUserAccount.test.ts).
      expect(expectEnvelope(await upsert(TASK_CREATED, { trigger_config: config }), 400).errors[0]).toMatch(/^body\.user_id: required/);
      expect(expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: 12 }), 400).errors[0]).toMatch(/^body\.connected_account_id/);
      expect(expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: 'ac_x1234' }), 400).errors[0]).toMatch(/^body\.connected_account_id/);
      expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: 'ca_unknown123', trigger_config: config }), 404);

      const wrong = expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: noauth, trigger_config: config }), 400);
      expect(wrong.message).toContain('patchbay_noauth_demo');
      expect(wrong.errors[0]).toMatch(/^body\.connected_account_id/);

      expect(expectEnvelope(await upsert('NO_SUCH_TRIGGER', { connected_account_id: account, trigger_config: config }), 404).message).toContain(
        'NO_SUCH_TRIGGER',
      );
      expectEnvelope(await upsert('bad-slug!', { connected_account_id: account }), 400);

      expect(
        expectEnvelope(
          await upsert(TASK_CREATED, {
            connected_account_id: account,
            trigger_config: config,
            toolkit_versions: { patchbay_apikey_demo: '20240101_00' },
          }),
          404,
        ).message,
      ).toContain('20240101_00');
      expect(
        (
          await upsert(TASK_CREATED, {
            connected_account_id: account,
            trigger_config: config,
            toolkit_versions: { patchbay_apikey_demo: DEMO_VERSION },
          })
        ).status,
      ).toBe(201);

      await t.api('DELETE', `/api/v3/connected_accounts/${account}`);
      expect(expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: config }), 422).slug).toBe(
        'connected_account_deleted',
      );
      expectEnvelope(
        await t.api('POST', `/api/v3/trigger_instances/${TASK_CREATED}/upsert`, { rawBody: 'nope', headers: { 'content-type': 'application/json' } }),
        400,
      );
    });

    it('moves listening <-> paused and keeps the config', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const id = (await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } })).body.trigger_id;

      clock.advance(1000);
      const disabled = await manage(id, 'disable');
      expect(disabled.status).toBe(200);
      expect(disabled.body).toEqual({ status: 'success' });
      expect((await active()).body.items).toEqual([]);
      const paused = (await active('?show_disabled=true')).body.items[0];
      expect(paused).toMatchObject({ id, disabled_at: clock().toISOString(), trigger_config: { project: 'ops', include_archived: false } });
      expect((await manage(id, 'disable')).body).toEqual({ status: 'success' });

      clock.advance(1000);
      expect((await manage(id, 'enable')).body).toEqual({ status: 'success' });
      const listening = (await active()).body.items[0];
      expect(listening).toMatchObject({ id, disabled_at: null, updated_at: clock().toISOString(), trigger_config: { project: 'ops' } });
    });

    it('deletes permanently', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const id = (await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } })).body.trigger_id;
      const deleted = await t.api('DELETE', `/api/v3/trigger_instances/manage/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ trigger_id: id });
      expect((await active('?show_disabled=true')).body.total_items).toBe(0);
      expectEnvelope(await manage(id, 'enable'), 404);
      expectEnvelope(await t.api('DELETE', `/api/v3/trigger_instances/manage/${id}`), 404);
      // A fresh upsert creates a new instance.
      const again = await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } });
      expect(again.status).toBe(201);
      expect(again.body.trigger_id).not.toBe(id);
    });

    it('validates manage input', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const id = (await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } })).body.trigger_id;
      expect(expectEnvelope(await manage(id, 'pause'), 400).errors[0]).toMatch(/^body\.status/);
      expect(expectEnvelope(await t.api('PATCH', `/api/v3/trigger_instances/manage/${id}`, { body: {} }), 400).errors[0]).toMatch(
        /^body\.status: required/,
      );
      expectEnvelope(
        await t.api('PATCH', `/api/v3/trigger_instances/manage/${id}`, { rawBody: '{', headers: { 'content-type': 'application/json' } }),
        400,
      );
      expect(expectEnvelope(await manage('not-an-id', 'enable'), 400).errors[0]).toMatch(/^path\.triggerId/);
      expect(expectEnvelope(await t.api('DELETE', '/api/v3/trigger_instances/manage/ws_abcdefgh'), 400).errors[0]).toMatch(/^path\.triggerId/);
      expectEnvelope(await manage('ti_unknown1234', 'enable'), 404);
      expectEnvelope(await t.api('DELETE', '/api/v3/trigger_instances/manage/ti_unknown1234'), 404);
      expect((await active('?show_disabled=true')).body.items[0].disabled_at).toBeNull();
    });

    it('filters the active list', async () => {
      const a = await activeAccount('patchbay_apikey_demo', 'user-a');
      const b = await activeAccount('patchbay_apikey_demo', 'user-b');
      const one = (await upsert(TASK_CREATED, { connected_account_id: a, trigger_config: { project: 'ops' } })).body.trigger_id;
      const two = (
        await upsert('PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED', {
          connected_account_id: b,
          trigger_config: { metric: 'signups', threshold: 10, direction: 'above' },
        })
      ).body.trigger_id;
      const ids = async (qs: string) => (await active(qs)).body.items.map((i: { id: string }) => i.id);

      expect(await ids('')).toEqual([one, two]);
      expect(await ids(`?connected_account_ids=${b}`)).toEqual([two]);
      expect(await ids('?user_ids=user-a')).toEqual([one]);
      expect(await ids(`?trigger_ids=${one},${two}`)).toEqual([one, two]);
      expect(await ids('?trigger_names=patchbay_apikey_demo_threshold_crossed')).toEqual([two]);
      const authConfigOfA = (await t.api('GET', `/api/v3/connected_accounts/${a}`)).body.auth_config.id;
      expect(await ids(`?auth_config_ids=${authConfigOfA}`)).toEqual([one]);
      expect((await active('?limit=1')).body).toMatchObject({ total_items: 2, total_pages: 2, items: [{ id: one }] });

      const threshold = (await active(`?trigger_ids=${two}`)).body.items[0];
      expect(threshold.trigger_config).toEqual({ metric: 'signups', threshold: 10, direction: 'above', interval_minutes: 5 });

      for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=notacursor', 'show_disabled=maybe']) {
        expectEnvelope(await active(`?${q}`), 400);
      }
    });

    it('keeps projects apart', async () => {
      const account = await activeAccount('patchbay_apikey_demo', 'user-1');
      const id = (await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } })).body.trigger_id;
      const other = await t.api('POST', '/api/v3/org/owner/project/new', {
        key: 'org',
        body: { name: 'triggers-other', should_create_api_key: true },
      });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };

      expect((await t.api('GET', '/api/v3/trigger_instances/active?show_disabled=true', { key })).body.total_items).toBe(0);
      expectEnvelope(await t.api('PATCH', `/api/v3/trigger_instances/manage/${id}`, { key, body: { status: 'disable' } }), 404);
      expectEnvelope(await t.api('DELETE', `/api/v3/trigger_instances/manage/${id}`, { key }), 404);
      expectEnvelope(await upsert(TASK_CREATED, { connected_account_id: account, trigger_config: { project: 'ops' } }, key), 404);
      expect((await active()).body.items[0]).toMatchObject({ id, disabled_at: null });
    });
  });
});
