import { describe, expect, it } from 'vitest';
import { expectEnvelope, useTestServer } from '../harness';

/** What an admin form shows at its field: the rule in words, never the input echoed back. */
describe('admin field errors', () => {
  const t = useTestServer('memory');

  const createAuthConfig = (slug: string) => t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } });

  it.each([
    ['an unknown slug', 'no_such_toolkit'],
    ['an emoji', '😀'],
    ['HTML', '<b>github</b>'],
  ])('names the rule for %s at body.toolkit.slug', async (_, slug) => {
    const error = expectEnvelope(await createAuthConfig(slug), 400);
    expect(error.field_errors).toEqual([
      { path: ['body', 'toolkit', 'slug'], code: 'invalid_value', message: 'matches no app: use a slug from the toolkit list' },
    ]);
  });

  it('refuses a 5,000-character slug by its length, without echoing it', async () => {
    const error = expectEnvelope(await createAuthConfig('a'.repeat(5000)), 400);
    expect(error.field_errors).toEqual([{ path: ['body', 'toolkit', 'slug'], code: 'too_big', message: 'must be at most 255 characters' }]);
    expect(JSON.stringify(error)).not.toContain('a'.repeat(256));
  });

  it('says a duplicate project name is taken, at body.name', async () => {
    const create = (name: string) => t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name } });
    expect((await create('Staging')).status).toBe(201);
    const error = expectEnvelope(await create('staging'), 409);
    expect(error.slug).toBe('conflict');
    expect(error.field_errors).toEqual([{ path: ['body', 'name'], code: 'invalid_value', message: 'already used by another project' }]);
  });
});
