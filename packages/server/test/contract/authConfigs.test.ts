import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

describe.each(BACKENDS)('auth configs (%s)', (backend) => {
  const t = useTestServer(backend);

  const create = (body: unknown) => t.api('POST', '/api/v3/auth_configs', { body });

  describe('POST /auth_configs', () => {
    it('defaults to vendor-managed auth with the toolkit’s vendor-managed scheme', async () => {
      const res = await create({ toolkit: { slug: 'patchbay_oauth_demo' } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        toolkit: { slug: 'patchbay_oauth_demo' },
        auth_config: {
          id: expect.stringMatching(/^ac_/),
          auth_scheme: 'OAUTH2',
          is_vendor_managed: true,
          is_composio_managed: true,
          restrict_to_following_tools: [],
        },
      });
    });

    it('falls back to the first scheme when nothing is vendor-managed, and NO_AUTH for no-auth toolkits', async () => {
      const apiKey = await create({ toolkit: { slug: 'patchbay_apikey_demo' }, auth_config: { type: 'use_vendor_managed_auth' } });
      expect(apiKey.body.auth_config).toMatchObject({ auth_scheme: 'API_KEY', is_vendor_managed: true });
      const noAuth = await create({ toolkit: { slug: 'patchbay_noauth_demo' } });
      expect(noAuth.body.auth_config.auth_scheme).toBe('NO_AUTH');
    });

    it('creates custom OAuth2 auth with the caller’s client and a tool restriction', async () => {
      const res = await create({
        toolkit: { slug: 'patchbay_oauth_demo' },
        auth_config: {
          type: 'use_custom_auth',
          auth_scheme: 'OAUTH2',
          name: 'My tasks app',
          credentials: { client_id: 'my-client', client_secret: 'my-secret' },
          restrict_to_following_tools: ['PATCHBAY_OAUTH_DEMO_CREATE_TASK'],
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.auth_config).toMatchObject({
        auth_scheme: 'OAUTH2',
        is_vendor_managed: false,
        restrict_to_following_tools: ['PATCHBAY_OAUTH_DEMO_CREATE_TASK'],
      });
      const read = await t.api('GET', `/api/v3/auth_configs/${res.body.auth_config.id}`);
      expect(read.body).toMatchObject({ name: 'My tasks app', status: 'ENABLED', no_of_connections: 0 });
      expect(JSON.stringify(read.body)).not.toContain('my-secret');
    });

    it('rejects what the toolkit cannot do, naming the field', async () => {
      const unknown = expectEnvelope(await create({ toolkit: { slug: 'no_such_toolkit' } }), 400);
      expect(unknown.errors[0]).toMatch(/^body\.toolkit\.slug: unknown toolkit 'no_such_toolkit'/);

      const wrongScheme = expectEnvelope(
        await create({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' } }),
        400,
      );
      expect(wrongScheme.errors[0]).toContain('body.auth_config.auth_scheme');
      expect(wrongScheme.message).toContain('API_KEY');

      const noScheme = expectEnvelope(await create({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { type: 'use_custom_auth' } }), 400);
      expect(noScheme.errors[0]).toContain('body.auth_config.auth_scheme');

      const noClient = expectEnvelope(
        await create({
          toolkit: { slug: 'patchbay_oauth_demo' },
          auth_config: { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'x' } },
        }),
        400,
      );
      expect(noClient.errors).toEqual(['body.auth_config.credentials.client_secret: required non-empty string for OAUTH2 custom auth']);

      const badTool = expectEnvelope(
        await create({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { restrict_to_following_tools: ['NOPE'] } }),
        400,
      );
      expect(badTool.errors[0]).toContain("'NOPE'");
    });

    it('answers malformed bodies with 400 envelopes', async () => {
      expectEnvelope(await t.api('POST', '/api/v3/auth_configs', { rawBody: '{oops', headers: { 'content-type': 'application/json' } }), 400);
      expectEnvelope(await create([1, 2]), 400);
      expect(expectEnvelope(await create({}), 400).errors[0]).toMatch(/^body\.toolkit/);
      expect(expectEnvelope(await create({ toolkit: { slug: 5 } }), 400).errors[0]).toMatch(/^body\.toolkit\.slug/);
      expect(expectEnvelope(await create({ toolkit: 'github' }), 400).errors[0]).toMatch(/^body\.toolkit/);
      const badType = expectEnvelope(await create({ toolkit: { slug: 'github' }, auth_config: { type: 'magic' } }), 400);
      expect(badType.errors[0]).toMatch(/^body\.auth_config\.type/);
      const badCreds = expectEnvelope(await create({ toolkit: { slug: 'github' }, auth_config: { credentials: 'x' } }), 400);
      expect(badCreds.errors[0]).toMatch(/^body\.auth_config\.credentials/);
      expectEnvelope(await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'github' } }, key: 'none' }), 401);
    });
  });

  describe('list, read and status', () => {
    it('lists newest first with toolkit and status filters and cursor pages', async () => {
      const a = await create({ toolkit: { slug: 'patchbay_oauth_demo' } });
      const b = await create({ toolkit: { slug: 'patchbay_apikey_demo' } });
      // A second config of one toolkit is an explicit one (named): a bare create answers the toolkit's default.
      const c = await create({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { type: 'use_vendor_managed_auth', name: 'Second' } });
      const all = await t.api('GET', '/api/v3/auth_configs');
      expect(all.status).toBe(200);
      expect(all.body.items.map((x: { id: string }) => x.id)).toEqual([c, b, a].map((r) => r.body.auth_config.id));
      expect(all.body.items[0]).toMatchObject({
        toolkit: { slug: 'patchbay_oauth_demo', logo: `${t.baseUrl}/logos/patchbay_oauth_demo.svg` },
        status: 'ENABLED',
        is_vendor_managed: true,
      });

      const filtered = await t.api('GET', '/api/v3/auth_configs?toolkit_slug=patchbay_apikey_demo,nothing');
      expect(filtered.body.items.map((x: { id: string }) => x.id)).toEqual([b.body.auth_config.id]);

      const first = await t.api('GET', '/api/v3/auth_configs?limit=2');
      expect(first.body).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1 });
      const second = await t.api('GET', `/api/v3/auth_configs?cursor=${first.body.next_cursor}`);
      expect(second.body.items.map((x: { id: string }) => x.id)).toEqual([a.body.auth_config.id]);
      expect(second.body.next_cursor ?? null).toBeNull();

      await t.api('PATCH', `/api/v3/auth_configs/${a.body.auth_config.id}/DISABLED`);
      const enabledOnly = await t.api('GET', '/api/v3/auth_configs?show_disabled=false');
      expect(enabledOnly.body.total_items).toBe(2);
      const withDisabled = await t.api('GET', '/api/v3/auth_configs');
      expect(withDisabled.body.total_items).toBe(3);
    });

    it('moves ENABLED -> DISABLED -> ENABLED and answers {}', async () => {
      const id = (await create({ toolkit: { slug: 'patchbay_oauth_demo' } })).body.auth_config.id;
      const off = await t.api('PATCH', `/api/v3/auth_configs/${id}/DISABLED`);
      expect(off.status).toBe(200);
      expect(off.body).toEqual({});
      expect((await t.api('GET', `/api/v3/auth_configs/${id}`)).body.status).toBe('DISABLED');
      await t.api('PATCH', `/api/v3/auth_configs/${id}/ENABLED`);
      expect((await t.api('GET', `/api/v3/auth_configs/${id}`)).body.status).toBe('ENABLED');
    });

    it('rejects bad path values and unknown ids', async () => {
      const id = (await create({ toolkit: { slug: 'patchbay_oauth_demo' } })).body.auth_config.id;
      expect(expectEnvelope(await t.api('PATCH', `/api/v3/auth_configs/${id}/PAUSED`), 400).errors[0]).toMatch(/^path\.status/);
      expect(expectEnvelope(await t.api('PATCH', '/api/v3/auth_configs/xyz/ENABLED'), 400).errors[0]).toMatch(/^path\.nanoid/);
      expectEnvelope(await t.api('PATCH', '/api/v3/auth_configs/ac_unknown1234/ENABLED'), 404);
      expect(expectEnvelope(await t.api('GET', '/api/v3/auth_configs/nope'), 400).errors[0]).toMatch(/^path\.nanoid/);
      expectEnvelope(await t.api('GET', '/api/v3/auth_configs/ac_unknown1234'), 404);
    });

    it('rejects bad list queries', async () => {
      for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=notacursor', 'show_disabled=maybe']) {
        const res = await t.api('GET', `/api/v3/auth_configs?${q}`);
        expectEnvelope(res, 400);
      }
    });

    it('keeps projects apart', async () => {
      const id = (await create({ toolkit: { slug: 'patchbay_oauth_demo' } })).body.auth_config.id;
      const other = await t.api('POST', '/api/v3/org/owner/project/new', {
        key: 'org',
        body: { name: 'other-project', should_create_api_key: true },
      });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      expectEnvelope(await t.api('GET', `/api/v3/auth_configs/${id}`, { key }), 404);
      expectEnvelope(await t.api('PATCH', `/api/v3/auth_configs/${id}/DISABLED`, { key }), 404);
      expect((await t.api('GET', '/api/v3/auth_configs', { key })).body.total_items).toBe(0);
      expect((await t.api('GET', `/api/v3/auth_configs/${id}`)).body.status).toBe('ENABLED');
    });
  });
});
