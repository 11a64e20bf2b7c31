import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const firstToolSlug = buildCatalog().toolkit('patchbay_oauth_demo')!.tools[0]!.slug;

describe.each(BACKENDS)('projects (%s)', (backend) => {
  const t = useTestServer(backend);

  const createProject = (body: unknown) => t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body });
  const asKey = (value: string) => ({ header: 'x-api-key' as const, value });
  const listFiles = (key: string) => t.api('GET', '/api/v3/files/list', { key: asKey(key) });

  it('creates a project without a key by default', async () => {
    const result = await createProject({ name: 'Billing app' });
    expect(result.status).toBe(201);
    expect(result.body.id).toMatch(/^pr_[A-Za-z0-9]+$/);
    expect(result.body.name).toBe('Billing app');
    expect(result.body).not.toHaveProperty('api_key');
  });

  it('creates a project with a key that works on project endpoints and is stored only hashed', async () => {
    const result = await createProject({ name: 'with-key_1', should_create_api_key: true, config: { region: 'eu' } });
    expect(result.status).toBe(201);
    const key: string = result.body.api_key;
    expect(key).toMatch(/^pb_proj_/);
    const files = await listFiles(key);
    expect(files.status).toBe(200);
    expect(files.body.total_items).toBe(0);
    const stored = t.server.store.list('api_keys', result.body.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(t.server.store.list('api_keys'))).not.toContain(key);
  });

  it('lists live projects with cursor pages', async () => {
    await createProject({ name: 'alpha' });
    await createProject({ name: 'beta' });
    const all = await t.api('GET', '/api/v3/org/owner/project/list', { key: 'org' });
    expect(all.status).toBe(200);
    expect(all.body.items.map((p: { name: string }) => p.name)).toEqual(['default', 'alpha', 'beta']);
    expect(all.body.items[1]).toEqual({ id: expect.stringMatching(/^pr_/), name: 'alpha', created_at: expect.any(String) });
    const first = await t.api('GET', '/api/v3/org/owner/project/list?limit=2', { key: 'org' });
    expect(first.body).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1 });
    const second = await t.api('GET', `/api/v3/org/owner/project/list?cursor=${first.body.next_cursor}`, { key: 'org' });
    expect(second.body.items.map((p: { name: string }) => p.name)).toEqual(['beta']);
    expect(second.body.next_cursor ?? null).toBeNull();
  });

  it.each(['/api/v3', '/api/v3.1'])('reads one project with its live keys, never the keys themselves (%s)', async (prefix) => {
    const created = await createProject({ name: 'Reporting', should_create_api_key: true });
    const id: string = created.body.id;
    const rotated = await t.api('POST', `/api/v3/org/owner/project/${id}/regenerate_api_key`, { key: 'org' });

    const result = await t.api('GET', `${prefix}/org/owner/project/${id}`, { key: 'org' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      id,
      name: 'Reporting',
      created_at: expect.any(String),
      org_id: expect.any(String),
      deleted: false,
      // The first key was invalidated by the regeneration: only the new one is live.
      api_keys: [{ id: rotated.body.api_key.id, name: rotated.body.api_key.name, created_at: rotated.body.api_key.created_at }],
    });
    const text = JSON.stringify(result.body);
    expect(text).not.toContain(created.body.api_key);
    expect(text).not.toContain(rotated.body.api_key.key);
    // The stored record's id is the key's hash: not shown either.
    for (const stored of t.server.store.list('api_keys', id)) expect(text).not.toContain(stored.id);

    // 'list' is a path of its own, not a project id.
    expect((await t.api('GET', `${prefix}/org/owner/project/list`, { key: 'org' })).body.items).toEqual(expect.any(Array));
  });

  it('reads a project only with the organization key, and answers 404 once it is deleted', async () => {
    const created = await createProject({ name: 'short-lived', should_create_api_key: true });
    const id: string = created.body.id;
    const withProjectKey = await t.api('GET', `/api/v3/org/owner/project/${id}`, { key: asKey(created.body.api_key) });
    expect(expectEnvelope(withProjectKey, 403).slug).toBe('wrong_key_scheme');
    await t.api('DELETE', `/api/v3/org/owner/project/${id}`, { key: 'org' });
    expect(expectEnvelope(await t.api('GET', `/api/v3/org/owner/project/${id}`, { key: 'org' }), 404).message).toContain(id);
    expect(expectEnvelope(await t.api('GET', '/api/v3/org/owner/project/pr_doesnotexist', { key: 'org' }), 404).slug).toBe('not_found');
    expect(expectEnvelope(await t.api('GET', '/api/v3/org/owner/project/x', { key: 'org' }), 400).errors.join(' ')).toContain('path.nano_id');
  });

  it('answers 409 for a duplicate live name, ignoring case', async () => {
    expect((await createProject({ name: 'Shop' })).status).toBe(201);
    const duplicate = expectEnvelope(await createProject({ name: 'shop' }), 409);
    expect(duplicate.slug).toBe('conflict');
    expect(duplicate.message).toContain('shop');
    expect(expectEnvelope(await createProject({ name: 'default' }), 409).slug).toBe('conflict');
  });

  it('regenerates the key: earlier keys answer 401, the new key works', async () => {
    const created = await createProject({ name: 'rotating', should_create_api_key: true });
    const oldKey: string = created.body.api_key;
    const result = await t.api('POST', `/api/v3/org/owner/project/${created.body.id}/regenerate_api_key`, { key: 'org' });
    expect(result.status).toBe(200);
    expect(result.body.api_key).toEqual({
      id: expect.stringMatching(/^key_/),
      name: expect.stringMatching(/^key-/),
      key: expect.stringMatching(/^pb_proj_/),
      created_at: expect.any(String),
    });
    expect(new Date(result.body.api_key.created_at).toISOString()).toBe(result.body.api_key.created_at);
    expect(result.body.message).toContain('1 earlier key was invalidated');
    expect(result.body.api_key.key).not.toBe(oldKey);

    expect(expectEnvelope(await listFiles(oldKey), 401).slug).toBe('unauthorized');
    expect((await listFiles(result.body.api_key.key)).status).toBe(200);
    const keys = t.server.store.list('api_keys', created.body.id);
    expect(keys.map((k) => k.deleted_at === null)).toEqual([false, true]);

    const again = await t.api('POST', `/api/v3/org/owner/project/${created.body.id}/regenerate_api_key`, { key: 'org' });
    expect(expectEnvelope(await listFiles(result.body.api_key.key), 401).slug).toBe('unauthorized');
    expect(again.body.api_key.name).not.toBe(result.body.api_key.name);
  });

  it('regenerates the key of a project created without one', async () => {
    const created = await createProject({ name: 'keyless' });
    const result = await t.api('POST', `/api/v3/org/owner/project/${created.body.id}/regenerate_api_key`, { key: 'org' });
    expect(result.body.message).toContain('0 earlier keys were invalidated');
    expect((await listFiles(result.body.api_key.key)).status).toBe(200);
  });

  it('soft-deletes a project: keys answer 401, the project is 404, the name is free again', async () => {
    const created = await createProject({ name: 'doomed', should_create_api_key: true });
    const id: string = created.body.id;
    const result = await t.api('DELETE', `/api/v3/org/owner/project/${id}`, { key: 'org' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'deleted' });

    expect(expectEnvelope(await listFiles(created.body.api_key), 401).slug).toBe('unauthorized');
    expect(expectEnvelope(await t.api('DELETE', `/api/v3/org/owner/project/${id}`, { key: 'org' }), 404).slug).toBe('not_found');
    const regenerate = await t.api('POST', `/api/v3/org/owner/project/${id}/regenerate_api_key`, { key: 'org' });
    expect(expectEnvelope(regenerate, 404).message).toContain(id);
    const list = await t.api('GET', '/api/v3/org/owner/project/list', { key: 'org' });
    expect(list.body.items.map((p: { id: string }) => p.id)).not.toContain(id);

    const stored = t.server.store.get('projects', id);
    expect(stored?.deleted_at).toEqual(expect.any(String));
    expect((await createProject({ name: 'doomed' })).status).toBe(201);
  });

  it("keeps projects isolated: a second project sees none of the first one's files", async () => {
    const other = await createProject({ name: 'second', should_create_api_key: true });
    const otherKey: string = other.body.api_key;
    const request = {
      toolkit_slug: 'patchbay_oauth_demo',
      tool_slug: firstToolSlug,
      filename: 'a.txt',
      mimetype: 'text/plain',
      md5: md5('isolated'),
    };
    const upload = await t.api('POST', '/api/v3/files/upload/request', { body: request });
    expect(upload.body.type).toBe('new');
    expect((await fetch(upload.body.new_presigned_url, { method: 'PUT', body: 'isolated' })).status).toBe(200);
    expect((await t.api('GET', '/api/v3/files/list')).body.total_items).toBe(1);

    expect((await listFiles(otherKey)).body).toMatchObject({ items: [], total_items: 0 });
    const theirs = await t.api('POST', '/api/v3/files/upload/request', { key: asKey(otherKey), body: request });
    expect(theirs.body.type).toBe('new');
    expect(theirs.body.id).not.toBe(upload.body.id);
    expect(theirs.body.key.startsWith(`${other.body.id}/`)).toBe(true);
  });

  describe('key schemes', () => {
    it('answers 401 without a key and 403 for the other scheme', async () => {
      expect(expectEnvelope(await t.api('POST', '/api/v3/org/owner/project/new', { key: 'none', body: { name: 'abc' } }), 401).message).toContain(
        'x-org-api-key',
      );
      expect(expectEnvelope(await t.api('POST', '/api/v3/org/owner/project/new', { key: 'project', body: { name: 'abc' } }), 403).slug).toBe(
        'wrong_key_scheme',
      );
      expect(expectEnvelope(await t.api('GET', '/api/v3/org/owner/project/list', { key: 'project' }), 403).slug).toBe('wrong_key_scheme');
      expect(expectEnvelope(await t.api('GET', '/api/v3/files/list', { key: 'org' }), 403).slug).toBe('wrong_key_scheme');
      expect(expectEnvelope(await t.api('GET', '/api/v3/files/list', { key: 'none' }), 401).slug).toBe('unauthorized');
      const badOrg = await t.api('GET', '/api/v3/org/owner/project/list', { key: { header: 'x-org-api-key', value: 'pb_org_wrong' } });
      expect(expectEnvelope(badOrg, 401).slug).toBe('unauthorized');
    });
  });

  describe('malformed input', () => {
    it('rejects bad create bodies with 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{}, 'body.name'],
        [{ name: 'a' }, 'body.name'],
        [{ name: 'x'.repeat(65) }, 'body.name'],
        [{ name: 'bad/name' }, 'body.name'],
        [{ name: '   ' }, 'body.name'],
        [{ name: 42 }, 'body.name'],
        [{ name: 'okay', should_create_api_key: 'yes' }, 'body.should_create_api_key'],
        [{ name: 'okay', config: 'x' }, 'body.config'],
        [{ name: 'okay', config: [1] }, 'body.config'],
      ];
      for (const [body, field] of cases) {
        const error = expectEnvelope(await createProject(body), 400);
        expect(error.errors.join(' ')).toContain(field);
      }
      expect(expectEnvelope(await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', rawBody: '{nope' }), 400).message).toContain('JSON');
      expect(expectEnvelope(await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', rawBody: '[1]' }), 400).slug).toBe('bad_request');
    });

    it('takes names in any script, and refuses names without a letter or digit', async () => {
      for (const name of ['日本', 'Ελλάδα', 'हिन्दी', 'Straße 2', 'QA']) {
        const created = await createProject({ name });
        expect(created.status, name).toBe(201);
        expect(created.body.name).toBe(name);
      }
      // Punctuation, spaces, an invisible bidi override, emoji (alone or with letters, keycaps too) and a variation selector.
      for (const name of ['---', '___', '   ', '\u202e', '\u202eabc', '😀😀', 'shop 🛒', '1\ufe0f\u20e3', 'shop\ufe0f']) {
        const error = expectEnvelope(await createProject({ name }), 400);
        expect(error.errors.join(' '), JSON.stringify(name)).toContain('body.name');
      }
      const punctuation = expectEnvelope(await createProject({ name: '---' }), 400);
      expect(punctuation.errors.join(' ')).toContain('must contain a letter or digit');
    });

    it('ignores unknown fields', async () => {
      const result = await createProject({ name: 'extra-fields', surprise: true });
      expect(result.status).toBe(201);
      expect(result.body).not.toHaveProperty('surprise');
    });

    it('rejects bad path ids with 400 and unknown ids with 404', async () => {
      for (const path of ['/api/v3/org/owner/project/nope/regenerate_api_key', '/api/v3/org/owner/project/ac_123456/regenerate_api_key']) {
        expect(expectEnvelope(await t.api('POST', path, { key: 'org' }), 400).errors.join(' ')).toContain('path.nano_id');
      }
      expect(expectEnvelope(await t.api('DELETE', '/api/v3/org/owner/project/x', { key: 'org' }), 400).errors.join(' ')).toContain('path.nano_id');
      expect(expectEnvelope(await t.api('DELETE', '/api/v3/org/owner/project/pr_doesnotexist', { key: 'org' }), 404).slug).toBe('not_found');
    });

    it('rejects bad list paging', async () => {
      for (const qs of ['limit=0', 'limit=1001', 'limit=abc', 'limit=1.5', 'cursor=%%%', 'cursor=bm9wZQ']) {
        const error = expectEnvelope(await t.api('GET', `/api/v3/org/owner/project/list?${qs}`, { key: 'org' }), 400);
        expect(error.errors.join(' ')).toMatch(/query\.(limit|cursor)/);
      }
    });
  });
});
