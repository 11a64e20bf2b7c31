import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, startTestServer, testControls, TestControlsError, useTestServer } from '../harness';

const CONTROLS = [
  ['GET', '/api/v3/test_helpers/clock'],
  ['POST', '/api/v3/test_helpers/clock/advance'],
  ['POST', '/api/v3/test_helpers/connected_accounts/ca_abcdefgh1234/expire'],
  ['POST', '/api/v3/test_helpers/toolkits/patchbay_oauth_demo/faults'],
  ['DELETE', '/api/v3.1/test_helpers/toolkits/patchbay_oauth_demo/faults'],
] as const;

/** Everything of an answer but the request id, which differs per request. */
function shapeOf(result: { status: number; body: any }) {
  const { request_id: _id, message: _message, ...error } = result.body.error;
  return { status: result.status, error };
}

describe.each(BACKENDS)('test controls: the gate (%s)', (backend) => {
  describe('off (the default)', () => {
    const t = useTestServer(backend);

    it('answers their paths exactly as any unknown path, whatever the key', async () => {
      for (const [method, path] of CONTROLS) {
        for (const key of ['org', 'project', 'none'] as const) {
          const body = method === 'POST' ? { seconds: 60 } : undefined;
          const control = await t.api(method, path, { key, body });
          const unknown = await t.api(method, path.replace('test_helpers', 'no_such_resource'), { key, body });
          expect(shapeOf(control), `${method} ${path} with ${key}`).toEqual(shapeOf(unknown));
        }
      }
      const control = await t.api('GET', '/api/v3/test_helpers/clock', { key: 'project' });
      expect(expectEnvelope(control, 404).message).toBe('No endpoint GET /api/v3/test_helpers/clock.');
    });

    it('the helper says the controls are off', async () => {
      const error = await testControls(t.server)
        .advanceClock(60)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TestControlsError);
      // With the org key an unknown path is not the org's: the wrong key scheme, as for any unknown path.
      expect(error).toMatchObject({ status: 403, slug: 'wrong_key_scheme', message: expect.stringContaining('test controls on') });
    });
  });

  describe('on', () => {
    const t = useTestServer(backend, { testControls: true });

    it('take the organization key only: the project key is the wrong scheme, no key is 401, a wrong one too', async () => {
      for (const [method, path] of CONTROLS) {
        const body = method === 'POST' ? {} : undefined;
        expectEnvelope(await t.api(method, path, { key: 'project', body }), 403);
        expectEnvelope(await t.api(method, path, { key: 'none', body }), 401);
        expectEnvelope(await t.api(method, path, { key: { header: 'x-org-api-key', value: 'org_wrong' }, body }), 401);
      }
      // A project key sent beside the org key does not make it the project's either.
      const both = await t.api('GET', '/api/v3/test_helpers/clock', { key: 'org', headers: { 'x-api-key': t.server.projectApiKey } });
      expect(both.status).toBe(200);
      expect(expectEnvelope(await t.api('GET', '/api/v3.1/test_helpers/clock', { key: 'project' }), 403).slug).toBe('wrong_key_scheme');
    });

    it('answers under /api/v3 and /api/v3.1, and an unknown control is a 404', async () => {
      expect((await t.api('GET', '/api/v3/test_helpers/clock', { key: 'org' })).body).toEqual({ now: expect.any(String), offset_seconds: 0 });
      expect((await t.api('GET', '/api/v3.1/test_helpers/clock', { key: 'org' })).status).toBe(200);
      expectEnvelope(await t.api('POST', '/api/v3/test_helpers/no_such_control', { key: 'org', body: {} }), 404);
    });

    it('refuses hostile input with a 4xx, never a 500', async () => {
      const sends: [string, string, string][] = [
        ['POST', '/api/v3/test_helpers/clock/advance', '{"seconds":60,"__proto__":{"seconds":1}}'],
        ['POST', '/api/v3/test_helpers/clock/advance', '{"constructor":{"prototype":{}}}'],
        ['POST', '/api/v3/test_helpers/clock/advance', '{"seconds":"\\ud800"}'],
        ['POST', '/api/v3/test_helpers/clock/advance', '[60]'],
        ['POST', '/api/v3/test_helpers/clock/advance', 'not json'],
        ['POST', '/api/v3/test_helpers/clock/advance', '{"seconds":1e400}'],
        ['POST', '/api/v3/test_helpers/connected_accounts/ca_\u202eabc/expire', '{"reason":"token_expired"}'],
        ['POST', '/api/v3/test_helpers/connected_accounts/ca_abcdefgh1234/expire', '{"reason":"token_expired\\u0000"}'],
        ['POST', '/api/v3/test_helpers/toolkits/%F0%9F%92%A5/faults', '{"status":500}'],
        ['POST', '/api/v3/test_helpers/toolkits/patchbay_oauth_demo/faults', '{"status":418}'],
        ['POST', '/api/v3/test_helpers/toolkits/patchbay_oauth_demo/faults', '{"status":500,"times":1e9}'],
        ['DELETE', '/api/v3/test_helpers/toolkits/patchbay_oauth_demo/faults?__proto__=x', ''],
      ];
      for (const [method, path, rawBody] of sends) {
        const result = await t.api(method, path, { key: 'org', rawBody, headers: { 'content-type': 'application/json' } });
        expect(result.status, `${method} ${path} ${rawBody}`).toBeGreaterThanOrEqual(400);
        expect(result.status, `${method} ${path} ${rawBody}`).toBeLessThan(500);
        expectEnvelope(result, result.status);
      }
      const huge = await t.api('POST', '/api/v3/test_helpers/clock/advance', {
        key: 'org',
        rawBody: `{"seconds":60,"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expectEnvelope(huge, 413);
      // Nothing moved.
      expect((await t.api('GET', '/api/v3/test_helpers/clock', { key: 'org' })).body.offset_seconds).toBe(0);
    });
  });

  it('in-process, the helper reaches a service started in this process', async () => {
    const server = await startTestServer(backend, { testControls: true });
    try {
      expect((await testControls(server.server).clock()).offset_seconds).toBe(0);
      expect((await testControls({ url: server.baseUrl, orgApiKey: server.server.orgApiKey }).advanceClock(1)).offset_seconds).toBe(1);
    } finally {
      await server.close();
    }
  });
});
