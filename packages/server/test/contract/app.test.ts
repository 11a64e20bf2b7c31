import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, startTestServer, useTestServer } from '../harness';

describe.each(BACKENDS)('service basics (%s)', (backend) => {
  const t = useTestServer(backend);

  it('answers a request without a key with 401 and the envelope', async () => {
    const error = expectEnvelope(await t.api('GET', '/api/v3/files/list', { key: 'none' }), 401);
    expect(error.slug).toBe('unauthorized');
    expect(error.message).toContain('x-api-key');
    expect(error.request_id).toMatch(/^req_/);
  });

  it('rejects an invalid project key with 401', async () => {
    const result = await t.api('GET', '/api/v3/files/list', { key: { header: 'x-api-key', value: 'pb_proj_nope' } });
    expect(expectEnvelope(result, 401).message).toContain('not valid');
  });

  it('answers a key of the wrong scheme with 403 (spec 5)', async () => {
    const orgOnProject = await t.api('GET', '/api/v3/files/list', { key: 'org' });
    expect(expectEnvelope(orgOnProject, 403).slug).toBe('wrong_key_scheme');
    const projectOnOrg = await t.api('POST', '/api/v3/org/owner/project/new', { body: { name: 'x' } });
    expect(expectEnvelope(projectOnOrg, 403).slug).toBe('wrong_key_scheme');
  });

  it('answers unknown paths with a 404 envelope naming the path', async () => {
    const error = expectEnvelope(await t.api('GET', '/api/v3/does/not/exist'), 404);
    expect(error.message).toContain('/api/v3/does/not/exist');
    expect(expectEnvelope(await t.api('GET', '/nowhere', { key: 'none' }), 404).slug).toBe('not_found');
  });

  it('puts the request id in a header matching the envelope', async () => {
    const result = await t.api('GET', '/api/v3/files/list', { key: 'none' });
    expect(result.headers.get('x-request-id')).toBe(expectEnvelope(result, 401).request_id);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once a key exceeds its window', async () => {
    const t = await startTestServer('memory', { rateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      await t.api('GET', '/api/v3/files/list');
      await t.api('GET', '/api/v3/files/list');
      const limited = await t.api('GET', '/api/v3/files/list');
      expect(expectEnvelope(limited, 429).slug).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
