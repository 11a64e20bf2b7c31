import { describe, expect, it } from 'vitest';
import { createPatchbayServer } from '../../src';
import { FixedWindowLimiter, MAX_JSON_DEPTH } from '@patchbay/relay/http';
import { endlessBody, expectEnvelope, startTestServer, useTestServer } from '../harness';

const MiB = 1024 * 1024;

const nested = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);

describe('hostile input at the service', () => {
  const t = useTestServer('memory');

  it('refuses prototype keys in query strings instead of letting them reach a prototype', async () => {
    const account = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: account.body.auth_config.id, user_id: 'victim' },
    });
    for (const query of [
      '__proto__[user_ids]=victim',
      'constructor[prototype]=x',
      '__proto__=x',
      'prototype[user_ids]=victim',
      'user_ids[__proto__]=x',
    ]) {
      const listed = expectEnvelope(await t.api('GET', `/api/v3/connected_accounts?user_ids=someone-else&${query}`), 400);
      expect(listed.errors[0]).toMatch(/is not allowed/);
    }
    const refresh = await t.api(
      'POST',
      `/api/v3/connected_accounts/${link.body.connected_account_id}/refresh?__proto__[redirect_url]=https://evil.example/`,
    );
    expectEnvelope(refresh, 400);
    // The ordinary filter still works and finds nobody else's accounts.
    const mine = await t.api('GET', '/api/v3/connected_accounts?user_ids=someone-else');
    expect(mine.body.items).toEqual([]);
  });

  it('refuses prototype keys, unpaired surrogates and deep nesting in JSON bodies with a 400 naming the problem', async () => {
    const cases: [string, RegExp][] = [
      ['{"toolkit":{"slug":"github"},"__proto__":{"status":"DISABLED"}}', /key '__proto__' is not allowed/],
      ['{"toolkit":{"slug":"github","constructor":{"prototype":{"x":1}}}}', /key '(constructor|prototype)' is not allowed/],
      ['{"toolkit":{"slug":"\\ud800"}}', /unpaired UTF-16 surrogate/],
      ['{"\\udc00":1}', /unpaired UTF-16 surrogate/],
      [`{"toolkit":${nested(MAX_JSON_DEPTH)}}`, new RegExp(`nested deeper than ${MAX_JSON_DEPTH} levels`)],
      [`{"a":${nested(20_000)}}`, /nested deeper/],
    ];
    for (const [rawBody, error] of cases) {
      const answer = expectEnvelope(await t.api('POST', '/api/v3/auth_configs', { rawBody, headers: { 'content-type': 'application/json' } }), 400);
      expect(answer.errors.join()).toMatch(error);
    }
    // Brackets inside strings do not count as nesting.
    const brackets = await t.api('POST', '/api/v3/toolkits/multi', { body: { cursor: '['.repeat(10_000) } });
    expect(brackets.status).toBe(400);
    expect(brackets.body.error.errors.join()).not.toMatch(/nested/);
  });

  it('answers a proxy body nested 5,000 deep with a 400, not a 500', async () => {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
    const rawBody = `{"endpoint":"/status","method":"POST","body":${nested(5_000)}}`;
    const answer = expectEnvelope(
      await t.api('POST', '/api/v3/tools/execute/proxy', { rawBody, headers: { 'content-type': 'application/json' } }),
      400,
    );
    expect(answer.message).toMatch(/nests deeper than 64 levels/);
    expect(config.status).toBe(201);
  });

  it('refuses proxy endpoints whose path leaves the toolkit API, however it is spelled', async () => {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: config.body.auth_config.id, user_id: 'u1' } });
    const id = link.body.connected_account_id;
    const page = await fetch(link.body.redirect_url, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
    expect(page.status).toBeLessThan(400);
    for (const endpoint of [
      '/../../api/v3/auth_configs',
      '../../api/v3/auth_configs',
      '/%2e%2e/%2e%2e/api/v3/auth_configs',
      '/..\\..\\api/v3/auth_configs',
      '/status/../../../x',
    ]) {
      const answer = expectEnvelope(
        await t.api('POST', '/api/v3/tools/execute/proxy', { body: { endpoint, method: 'GET', connected_account_id: id } }),
        400,
      );
      expect(answer.errors[0]).toMatch(/leaves the toolkit's API/);
    }
    const inside = await t.api('POST', '/api/v3/tools/execute/proxy', {
      body: { endpoint: '/tasks/../status', method: 'GET', connected_account_id: id },
    });
    expect(inside.body).toMatchObject({ status: 200, data: { status: 'operational' } });
  });

  it('refuses to create or repoint an MCP server on a disabled auth config', async () => {
    const enabled = (await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } })).body.auth_config.id;
    const disabled = (
      await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' }, auth_config: { name: 'To disable' } } })
    ).body.auth_config.id;
    expect((await t.api('PATCH', `/api/v3/auth_configs/${disabled}/DISABLED`)).status).toBe(200);
    const created = expectEnvelope(await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Disabled one', auth_config_ids: [disabled] } }), 422);
    expect(created.slug).toBe('auth_config_disabled');
    const server = await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Enabled one', auth_config_ids: [enabled] } });
    expect(server.status).toBe(201);
    const moved = expectEnvelope(await t.api('PATCH', `/api/v3/mcp/${server.body.id}`, { body: { auth_config_ids: [enabled, disabled] } }), 422);
    expect(moved.slug).toBe('auth_config_disabled');
  });
});

describe('bodies are limited by the bytes that stream in, not by Content-Length', () => {
  it.each([
    ['POST /oauth/token (no key needed)', '/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a JSON endpoint', '/api/v3/auth_configs', { 'content-type': 'application/json' }],
    ['the consent form (POST /oauth/authorize)', '/oauth/authorize', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('%s stops reading a 200 MB chunked body soon after its limit', async (_name, path, headers) => {
    const server = createPatchbayServer({ storage: 'memory', rateLimit: false });
    try {
      const body = endlessBody(200 * MiB);
      const before = process.memoryUsage().rss;
      const response = await server.fetch(
        new Request(`http://local${path}`, {
          method: 'POST',
          body: body.stream,
          duplex: 'half',
          headers: { 'x-api-key': server.projectApiKey, ...headers },
        } as RequestInit),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(body.pulled()).toBeLessThan(2 * MiB);
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * MiB);
      if (path.startsWith('/api/')) expect((await response.json()).error.slug).toBe('payload_too_large');
    } finally {
      await server.close();
    }
  });
});

describe('rate limits count the authenticated principal', () => {
  it('ignores extra key headers: a junk x-api-key beside the org key is the same organization', async () => {
    const t = await startTestServer('memory', { rateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const headers = { 'x-api-key': `junk-${i}` };
        statuses.push((await t.api('GET', '/api/v3/org/owner/project/list', { key: 'org', headers })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another principal (the project key) has its own window.
      expect((await t.api('GET', '/api/v3/toolkits/categories')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('keeps its memory bounded however many keys it sees', () => {
    const limiter = new FixedWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 1_000 });
    for (let i = 0; i < 50_000; i++) limiter.hit(`key-${i}`, 1_000 + i);
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    // Windows still count: the newest key is limited on its second request, and an ended window opens again.
    expect(limiter.hit('key-49999', 60_000)).not.toBeNull();
    expect(limiter.hit('key-49999', 200_000)).toBeNull();
  });
});
