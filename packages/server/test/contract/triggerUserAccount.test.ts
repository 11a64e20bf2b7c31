import { describe, expect, it } from 'vitest';
import { expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { connect } from './toolFixtures';

const TASK_CREATED = 'PATCHBAY_APIKEY_DEMO_TASK_CREATED';
const CONFIG = { project: 'ops' };

/*
 * `triggers.create(userId, slug, { triggerConfig })` of the vendor's SDK (0.14
 * and later) sends `user_id` and no `connected_account_id`: the service picks
 * the user's account of the trigger's toolkit, as tool execution does.
 */
describe.each(['/api/v3', '/api/v3.1'])('trigger instances without connected_account_id (%s)', (prefix) => {
  const clock = useTestClock('2026-03-02T08:00:00.000Z');
  const t = useTestServer('memory', { clock, testControls: true });

  const upsert = (body: unknown, key?: { header: 'x-api-key'; value: string }) =>
    t.api('POST', `${prefix}/trigger_instances/${TASK_CREATED}/upsert`, { body, key });
  const instanceOf = async (triggerId: string) => {
    const listed = await t.api('GET', `${prefix}/trigger_instances/active?trigger_ids=${triggerId}`);
    expect(listed.body.items).toHaveLength(1);
    return listed.body.items[0] as { connected_account_id: string; user_id: string };
  };

  it("listens on the user's ACTIVE account of the trigger's toolkit", async () => {
    const { accountId } = await connect(t, 'patchbay_apikey_demo', 'alice');
    // Another toolkit's account of the same user is not a candidate.
    await connect(t, 'patchbay_noauth_demo', 'alice');
    const created = await upsert({ user_id: 'alice', trigger_config: CONFIG });
    expect(created.status).toBe(201);
    expect(await instanceOf(created.body.trigger_id)).toMatchObject({ connected_account_id: accountId, user_id: 'alice' });
    // The same again is the same instance, as with the account named.
    const again = await upsert({ user_id: 'alice', trigger_config: CONFIG });
    expect(again.status).toBe(200);
    expect(again.body.trigger_id).toBe(created.body.trigger_id);
    expect((await upsert({ connected_account_id: accountId, trigger_config: CONFIG })).body.trigger_id).toBe(created.body.trigger_id);
  });

  it('takes the newest of several ACTIVE accounts, as tool execution does, and skips a disabled one', async () => {
    const older = await connect(t, 'patchbay_apikey_demo', 'alice');
    clock.advance(60_000);
    const newer = await connect(t, 'patchbay_apikey_demo', 'alice');
    expect(newer.accountId).not.toBe(older.accountId);

    const first = await upsert({ user_id: 'alice', trigger_config: CONFIG });
    expect(first.status).toBe(201);
    expect((await instanceOf(first.body.trigger_id)).connected_account_id).toBe(newer.accountId);

    const disabled = await t.api('PATCH', `${prefix}/connected_accounts/${newer.accountId}/status`, { body: { enabled: false } });
    expect(disabled.status).toBe(200);
    const second = await upsert({ user_id: 'alice', trigger_config: CONFIG });
    expect(second.status).toBe(201);
    expect((await instanceOf(second.body.trigger_id)).connected_account_id).toBe(older.accountId);
  });

  it('answers 422 when the user has no ACTIVE account of the toolkit, naming an expired one', async () => {
    // Bob's account is not Alice's, nor is an account of another toolkit.
    await connect(t, 'patchbay_apikey_demo', 'bob');
    await connect(t, 'patchbay_noauth_demo', 'alice');
    const missing = expectEnvelope(await upsert({ user_id: 'alice', trigger_config: CONFIG }), 422);
    expect(missing.slug).toBe('missing_connected_account');
    expect(missing.message).toContain("'alice'");
    expect(missing.suggested_fix).toContain('connected_accounts/link');

    const { accountId } = await connect(t, 'patchbay_apikey_demo', 'carol');
    const expired = await t.api('POST', `${prefix}/test_helpers/connected_accounts/${accountId}/expire`, {
      key: 'org',
      body: { reason: 'token_expired' },
    });
    expect(expired.status).toBe(200);
    const inactive = expectEnvelope(await upsert({ user_id: 'carol', trigger_config: CONFIG }), 422);
    expect(inactive.slug).toBe('connected_account_not_active');
    expect(inactive.message).toContain(accountId);
    expect(inactive.suggested_fix).toContain(`/connected_accounts/${accountId}/refresh`);
  });

  it("refuses an account that is not the user's, and a body that names neither", async () => {
    const bob = await connect(t, 'patchbay_apikey_demo', 'bob');
    const mismatch = expectEnvelope(await upsert({ connected_account_id: bob.accountId, user_id: 'alice', trigger_config: CONFIG }), 400);
    expect(mismatch.errors[0]).toMatch(/^body\.connected_account_id: .*another user than 'alice'/);
    expect(mismatch.field_errors).toEqual([expect.objectContaining({ path: ['body', 'connected_account_id'], code: 'invalid_value' })]);
    expect((await upsert({ connected_account_id: bob.accountId, user_id: 'bob', trigger_config: CONFIG })).status).toBe(201);

    const neither = expectEnvelope(await upsert({ trigger_config: CONFIG }), 400);
    expect(neither.errors).toEqual(['body.user_id: required without connected_account_id: whose account to listen on']);
    expect(neither.field_errors).toEqual([expect.objectContaining({ path: ['body', 'user_id'], code: 'required' })]);
  });

  it("never reaches another project's accounts", async () => {
    const other = await t.api(`POST`, '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'triggers-other', should_create_api_key: true } });
    const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
    await connect(t, 'patchbay_apikey_demo', 'alice');
    expect(expectEnvelope(await upsert({ user_id: 'alice', trigger_config: CONFIG }, key), 422).slug).toBe('missing_connected_account');
  });

  it('answers hostile user ids with a 4xx, never a 500', async () => {
    await connect(t, 'patchbay_apikey_demo', 'alice');
    const refused: [unknown, RegExp][] = [
      [{ user_id: 'x'.repeat(256), trigger_config: CONFIG }, /^body\.user_id: must be at most 255 characters/],
      [{ user_id: '', trigger_config: CONFIG }, /^body\.user_id: must not be empty/],
      [{ user_id: '   ', trigger_config: CONFIG }, /^body\.user_id: must not be empty/],
      [{ user_id: 'alice\u0000', trigger_config: CONFIG }, /^body\.user_id: must not contain control characters/],
      [{ user_id: 42, trigger_config: CONFIG }, /^body\.user_id: expected a string/],
      [{ user_id: ['alice'], trigger_config: CONFIG }, /^body\.user_id: expected a string/],
      [{ user_id: { toString: 'alice' }, trigger_config: CONFIG }, /^body\.user_id: expected a string/],
      [{ user_id: 'alice', connected_account_id: null, trigger_config: CONFIG }, /^body\.connected_account_id: expected a string/],
    ];
    for (const [body, error] of refused) {
      expect(expectEnvelope(await upsert(body), 400).errors[0], JSON.stringify(body)).toMatch(error);
    }
    // Prototype keys are user ids like any other (nobody's here), and a __proto__ key is refused, never read as the body's.
    for (const userId of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty']) {
      expect(expectEnvelope(await upsert({ user_id: userId, trigger_config: CONFIG }), 422).slug).toBe('missing_connected_account');
    }
    const smuggled = await t.api('POST', `${prefix}/trigger_instances/${TASK_CREATED}/upsert`, {
      rawBody: '{"__proto__":{"user_id":"alice"},"trigger_config":{"project":"ops"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(expectEnvelope(smuggled, 400).errors[0]).toBe("body: key '__proto__' is not allowed");
    // A 1 MB user id is refused by its bound, not stored or searched for.
    expect(expectEnvelope(await upsert({ user_id: 'a'.repeat(1_000_000), trigger_config: CONFIG }), 400).errors[0]).toMatch(/^body\.user_id/);
  });
});
