import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

const SECRET = /^whsec_[A-Za-z0-9+/]{32}$/;

describe.each(BACKENDS)('webhook subscriptions (%s)', (backend) => {
  const clock = useTestClock('2026-03-02T08:00:00.000Z');
  const t = useTestServer(backend, { clock });

  const create = (body: unknown) => t.api('POST', '/api/v3/webhook_subscriptions', { body });

  it('creates a subscription with defaults (V3, every event, by the vendor names) and the full secret, on every read', async () => {
    const res = await create({ webhook_url: 'https://app.example/hooks' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^ws_/),
      webhook_url: 'https://app.example/hooks',
      version: 'V3',
      enabled_events: ['composio.trigger.message', 'composio.connected_account.expired', 'composio.connected_account.status_changed'],
      secret: expect.stringMatching(SECRET),
      created_at: clock().toISOString(),
      updated_at: clock().toISOString(),
    });
    expect(Buffer.from(res.body.secret.slice(6), 'base64')).toHaveLength(24);

    // As the vendor's v3.1 answers: the secret in full on reads too, under either prefix.
    for (const prefix of ['/api/v3', '/api/v3.1']) {
      const read = await t.api('GET', `${prefix}/webhook_subscriptions/${res.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
      const list = await t.api('GET', `${prefix}/webhook_subscriptions`);
      expect(list.body).toEqual({ items: [res.body], next_cursor: null, total_pages: 1, current_page: 1, total_items: 1 });
    }
  });

  it('allows one subscription per project (409)', async () => {
    const first = await create({ webhook_url: 'http://127.0.0.1:9/hook', enabled_events: ['trigger.message'], version: 'V1' });
    expect(first.body).toMatchObject({ version: 'V1', enabled_events: ['composio.trigger.message'] });
    const second = expectEnvelope(await create({ webhook_url: 'https://other.example/hook' }), 409);
    expect(second.slug).toBe('conflict');
    expect(second.message).toContain(first.body.id);
    expect(second.suggested_fix).toContain(`/api/v3/webhook_subscriptions/${first.body.id}`);
    expect((await t.api('GET', '/api/v3/webhook_subscriptions')).body.total_items).toBe(1);

    // Another project has its own one.
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'hooks-other', should_create_api_key: true } });
    const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
    expect((await t.api('POST', '/api/v3/webhook_subscriptions', { key, body: { webhook_url: 'https://b.example/h' } })).status).toBe(201);
    expect((await t.api('GET', '/api/v3/webhook_subscriptions', { key })).body.items[0].webhook_url).toBe('https://b.example/h');
    expectEnvelope(await t.api('GET', `/api/v3/webhook_subscriptions/${first.body.id}`, { key }), 404);
    expectEnvelope(await t.api('PATCH', `/api/v3/webhook_subscriptions/${first.body.id}`, { key, body: { webhook_url: 'https://x.example' } }), 404);
    expectEnvelope(await t.api('POST', `/api/v3/webhook_subscriptions/${first.body.id}/rotate_secret`, { key }), 404);
    expectEnvelope(await t.api('DELETE', `/api/v3/webhook_subscriptions/${first.body.id}`, { key }), 404);
    expect((await t.api('GET', `/api/v3/webhook_subscriptions/${first.body.id}`)).body.webhook_url).toBe('http://127.0.0.1:9/hook');
  });

  it('updates url and events', async () => {
    const created = (await create({ webhook_url: 'https://app.example/hooks' })).body;
    clock.advance(5000);
    const res = await t.api('PATCH', `/api/v3/webhook_subscriptions/${created.id}`, {
      body: { webhook_url: 'https://app.example/v2', enabled_events: ['connected_account.status_changed', 'connected_account.status_changed'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      webhook_url: 'https://app.example/v2',
      enabled_events: ['composio.connected_account.status_changed'],
      // The full secret, unchanged: the vendor's SDK stores what `set()` (an update when one exists) answers.
      secret: created.secret,
      updated_at: clock().toISOString(),
    });
    const partial = await t.api('PATCH', `/api/v3/webhook_subscriptions/${created.id}`, { body: { enabled_events: ['trigger.message'] } });
    expect(partial.body).toMatchObject({ webhook_url: 'https://app.example/v2', enabled_events: ['composio.trigger.message'] });
  });

  it.each(['/api/v3', '/api/v3.1'])('deletes (%s), answering both names of the outcome, after which a new one can be created', async (prefix) => {
    const created = (await create({ webhook_url: 'https://app.example/hooks' })).body;
    const res = await t.api('DELETE', `${prefix}/webhook_subscriptions/${created.id}`);
    expect(res.status).toBe(200);
    // `deleted` as this kit answered it, `success` as the vendor's v3.1 SDK reads it.
    expect(res.body).toEqual({ id: created.id, deleted: true, success: true });
    expectEnvelope(await t.api('GET', `/api/v3/webhook_subscriptions/${created.id}`), 404);
    expectEnvelope(await t.api('DELETE', `/api/v3/webhook_subscriptions/${created.id}`), 404);
    expect((await t.api('GET', '/api/v3/webhook_subscriptions')).body.total_items).toBe(0);
    expect((await create({ webhook_url: 'https://app.example/again' })).status).toBe(201);
  });

  it('rotates the secret: the previous one is gone from every answer', async () => {
    const created = (await create({ webhook_url: 'https://app.example/hooks' })).body;
    const rotated = await t.api('POST', `/api/v3/webhook_subscriptions/${created.id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ id: created.id, secret: expect.stringMatching(SECRET) });
    expect(rotated.body.secret).not.toBe(created.secret);
    const read = (await t.api('GET', `/api/v3/webhook_subscriptions/${created.id}`)).body;
    expect(read.secret).toBe(rotated.body.secret);
    const updated = await t.api('PATCH', `/api/v3.1/webhook_subscriptions/${created.id}`, { body: { webhook_url: 'https://app.example/v2' } });
    expect(updated.body.secret).toBe(rotated.body.secret);
    // A body, even a malformed one, is ignored: the endpoint takes none.
    expect((await t.api('POST', `/api/v3/webhook_subscriptions/${created.id}/rotate_secret`, { rawBody: 'x' })).status).toBe(200);
  });

  it.each(['/api/v3', '/api/v3.1'])('lists the event types the service sends (%s), with the versions that carry each', async (prefix) => {
    const res = await t.api('GET', `${prefix}/webhook_subscriptions/event_types`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { event_type: 'composio.trigger.message', description: expect.stringContaining('trigger'), supported_versions: ['V1', 'V2', 'V3'] },
        { event_type: 'composio.connected_account.expired', description: expect.stringContaining('EXPIRED'), supported_versions: ['V3'] },
        { event_type: 'composio.connected_account.status_changed', description: expect.stringContaining('status'), supported_versions: ['V3'] },
      ],
    });
    // Each one is accepted by a subscription of each version listed, and refused by the others.
    for (const { event_type, supported_versions } of res.body.items as { event_type: string; supported_versions: string[] }[]) {
      for (const version of ['V1', 'V2', 'V3']) {
        const made = await create({ webhook_url: 'https://app.example/hooks', version, enabled_events: [event_type] });
        expect(made.status, `${event_type} on ${version}`).toBe(supported_versions.includes(version) ? 201 : 400);
        if (made.status === 201) await t.api('DELETE', `/api/v3/webhook_subscriptions/${made.body.id}`);
      }
    }
  });

  it('no longer reads event_types as a subscription id; needs the project key; ignores a hostile query', async () => {
    const plain = await t.api('GET', '/api/v3.1/webhook_subscriptions/event_types');
    const hostile = await t.api(
      'GET',
      `/api/v3.1/webhook_subscriptions/event_types?__proto__[a]=1&constructor=x&limit=-5&cursor=${'q'.repeat(4000)}`,
    );
    expect(hostile.status).toBe(200);
    expect(hostile.body).toEqual(plain.body);
    expectEnvelope(await t.api('GET', '/api/v3.1/webhook_subscriptions/event_types', { key: 'none' }), 401);
    expectEnvelope(await t.api('GET', '/api/v3/webhook_subscriptions/event_types', { key: 'org' }), 403);
    // Other methods on the path are still read as a (malformed) id.
    expect(expectEnvelope(await t.api('DELETE', '/api/v3.1/webhook_subscriptions/event_types'), 400).errors[0]).toMatch(/^path\.id/);
    expect(expectEnvelope(await t.api('GET', '/api/v3.1/webhook_subscriptions/EVENT_TYPES'), 400).errors[0]).toMatch(/^path\.id/);
  });

  it('rejects malformed input', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.webhook_url'],
      [{ webhook_url: 42 }, 'body.webhook_url'],
      [{ webhook_url: 'not a url' }, 'body.webhook_url'],
      [{ webhook_url: '/relative/path' }, 'body.webhook_url'],
      [{ webhook_url: 'ftp://files.example/hook' }, 'body.webhook_url'],
      [{ webhook_url: 'javascript:alert(1)' }, 'body.webhook_url'],
      [{ webhook_url: 'https://a.example', enabled_events: ['trigger.message', 'nope'] }, 'body.enabled_events.1'],
      [{ webhook_url: 'https://a.example', enabled_events: 'trigger.message' }, 'body.enabled_events'],
      [{ webhook_url: 'https://a.example', enabled_events: [] }, 'body.enabled_events'],
      [{ webhook_url: 'https://a.example', version: 'V4' }, 'body.version'],
      [{ webhook_url: 'https://a.example', version: 'V1', enabled_events: ['composio.connected_account.expired'] }, 'body.enabled_events'],
    ];
    for (const [body, field] of cases) {
      const error = expectEnvelope(await create(body), 400);
      expect(error.errors[0], JSON.stringify(body)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    }
    expectEnvelope(await t.api('POST', '/api/v3/webhook_subscriptions', { rawBody: '{', headers: { 'content-type': 'application/json' } }), 400);
    expectEnvelope(await t.api('POST', '/api/v3/webhook_subscriptions', { body: 'https://a.example' }), 400);
    expectEnvelope(await t.api('POST', '/api/v3/webhook_subscriptions', { body: { webhook_url: 'https://a.example' }, key: 'none' }), 401);
    expect((await t.api('GET', '/api/v3/webhook_subscriptions')).body.total_items).toBe(0);

    const created = (await create({ webhook_url: 'https://app.example/hooks' })).body;
    const patch = (body: unknown) => t.api('PATCH', `/api/v3/webhook_subscriptions/${created.id}`, { body });
    expect(expectEnvelope(await patch({ webhook_url: 'nope' }), 400).errors[0]).toMatch(/^body\.webhook_url/);
    expect(expectEnvelope(await patch({ enabled_events: ['x'] }), 400).errors[0]).toMatch(/^body\.enabled_events/);
    expect((await t.api('GET', `/api/v3/webhook_subscriptions/${created.id}`)).body.webhook_url).toBe('https://app.example/hooks');

    for (const [method, path] of [
      ['GET', '/api/v3/webhook_subscriptions/sub_123'],
      ['PATCH', '/api/v3/webhook_subscriptions/ti_abcdefgh'],
      ['DELETE', '/api/v3/webhook_subscriptions/x'],
      ['POST', '/api/v3/webhook_subscriptions/ws_bad-id!/rotate_secret'],
    ] as const) {
      const body = method === 'PATCH' ? { webhook_url: 'https://a.example' } : undefined;
      expect(expectEnvelope(await t.api(method, path, { body }), 400).errors[0], path).toMatch(/^path\.id/);
    }
    expectEnvelope(await t.api('GET', '/api/v3/webhook_subscriptions/ws_unknown1234'), 404);
    for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=notacursor']) {
      expectEnvelope(await t.api('GET', `/api/v3/webhook_subscriptions?${q}`), 400);
    }
  });
});
