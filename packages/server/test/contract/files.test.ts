import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog';
import { createPatchbayServer } from '../../src/createPatchbayServer';
import { serveNode } from '../../src/serveNode';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

const md5 = (content: string | Uint8Array) => createHash('md5').update(content).digest('hex');
const catalog = buildCatalog();
const TOOLKIT = 'patchbay_oauth_demo';
const [TOOL, OTHER_TOOL] = catalog.toolkit(TOOLKIT)!.tools.map((t) => t.slug) as [string, string];
const FOREIGN_TOOL = catalog.toolkit('patchbay_apikey_demo')!.tools[0]!.slug;

describe.each(BACKENDS)('files (%s)', (backend) => {
  const clock = useTestClock('2030-01-01T00:00:00Z');
  const t = useTestServer(backend, { clock });

  const requestUpload = (content: string, overrides: Record<string, unknown> = {}, key?: string) =>
    t.api('POST', '/api/v3/files/upload/request', {
      body: { toolkit_slug: TOOLKIT, tool_slug: TOOL, filename: 'report.txt', mimetype: 'text/plain', md5: md5(content), ...overrides },
      ...(key ? { key: { header: 'x-api-key' as const, value: key } } : {}),
    });
  const put = (url: string, body: string) => fetch(url, { method: 'PUT', body });
  const listFiles = async (qs = '') => (await t.api('GET', `/api/v3/files/list${qs}`)).body;

  it('issues a presigned URL on this origin, accepts the PUT and lists the file', async () => {
    const requested = await requestUpload('hello world');
    expect(requested.status).toBe(201);
    const upload = requested.body;
    const projectId = t.server.defaultProjectId;
    expect(upload).toEqual({
      type: 'new',
      id: expect.stringMatching(/^fl_/),
      key: `${projectId}/${TOOLKIT}/${TOOL}/${md5('hello world')}/report.txt`,
      new_presigned_url: expect.any(String),
      newPresignedUrl: upload.new_presigned_url,
      metadata: { storage_backend: 'local' },
    });
    const url = new URL(upload.new_presigned_url);
    expect(url.origin).toBe(t.baseUrl);
    expect(url.pathname).toBe(`/uploads/${upload.id}`);
    expect(Number(url.searchParams.get('expires'))).toBe(clock().getTime() / 1000 + 3600);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect((await listFiles()).total_items).toBe(0);

    clock.advance(5000);
    const response = await put(upload.new_presigned_url, 'hello world');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${md5('hello world')}"`);
    expect(await response.json()).toMatchObject({ id: upload.id, size: 11, md5: md5('hello world') });
    // Content-addressed on disk, beside the database or in the memory mode's private directory.
    expect(readFileSync(join(t.server.filesDir, 'objects', md5('hello world')), 'utf8')).toBe('hello world');

    const list = await listFiles();
    expect(list.items).toEqual([
      {
        id: upload.id,
        toolkit_slug: TOOLKIT,
        tool_slug: TOOL,
        filename: 'report.txt',
        mimetype: 'text/plain',
        md5: md5('hello world'),
        size: 11,
        created_at: clock().toISOString(),
      },
    ]);
  });

  it('answers a second request for the same MD5 with the existing file: the kit skips the PUT, the vendor SDK PUTs and nothing is stored twice', async () => {
    const first = (await requestUpload('same bytes')).body;
    await put(first.new_presigned_url, 'same bytes');
    const second = await requestUpload('same bytes', { filename: 'copy.txt', md5: md5('same bytes').toUpperCase() });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      type: 'existing',
      id: first.id,
      key: first.key,
      new_presigned_url: expect.stringContaining(`${t.baseUrl}/uploads/${first.id}?`),
      newPresignedUrl: second.body.new_presigned_url,
      metadata: { storage_backend: 'local' },
    });
    // The vendor's SDK PUTs whatever it is told: the same bytes are checked and answered as the file, other bytes are refused.
    const again = await put(second.body.new_presigned_url, 'same bytes');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, md5: md5('same bytes'), size: 10 });
    const other = await put(second.body.new_presigned_url, 'other bytes');
    expect(other.status).toBe(422);
    expect((await other.json()).error.slug).toBe('md5_mismatch');
    expect((await listFiles()).total_items).toBe(1);
    expect(readdirSync(join(t.server.filesDir, 'objects'))).toEqual([md5('same bytes')]);
    expect(readdirSync(join(t.server.filesDir, 'incoming'))).toEqual([]);
  });

  it('treats the same MD5 in another project as a new file', async () => {
    const first = (await requestUpload('shared')).body;
    await put(first.new_presigned_url, 'shared');
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other', should_create_api_key: true } });
    const theirs = await requestUpload('shared', {}, other.body.api_key);
    expect(theirs.body.type).toBe('new');
    expect(theirs.body.key.startsWith(`${other.body.id}/`)).toBe(true);
    const theirList = await t.api('GET', '/api/v3/files/list', { key: { header: 'x-api-key', value: other.body.api_key } });
    expect(theirList.body.total_items).toBe(0);
  });

  it("stops accepting uploads of a deleted project's files", async () => {
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'leaving', should_create_api_key: true } });
    const upload = (await requestUpload('late', {}, other.body.api_key)).body;
    await t.api('DELETE', `/api/v3/org/owner/project/${other.body.id}`, { key: 'org' });
    const response = await put(upload.new_presigned_url, 'late');
    expect(response.status).toBe(404);
    expect((await response.json()).error.slug).toBe('not_found');
  });

  it('gives concurrent requests their own pending records; the first completed wins de-dup', async () => {
    const a = (await requestUpload('race')).body;
    const b = (await requestUpload('race', { filename: 'b.txt' })).body;
    expect(a.type).toBe('new');
    expect(b.type).toBe('new');
    expect(b.id).not.toBe(a.id);
    clock.advance(1000);
    expect((await put(b.new_presigned_url, 'race')).status).toBe(200);
    clock.advance(1000);
    expect((await put(a.new_presigned_url, 'race')).status).toBe(200);
    const again = (await requestUpload('race')).body;
    expect(again).toMatchObject({ type: 'existing', id: b.id });
  });

  it('rejects content whose MD5 differs (422, expected vs actual) and keeps the file unlisted', async () => {
    const upload = (await requestUpload('declared')).body;
    const response = await put(upload.new_presigned_url, 'something else');
    expect(response.status).toBe(422);
    const error = (await response.json()).error;
    expect(error.slug).toBe('md5_mismatch');
    expect(error.message).toContain(md5('declared'));
    expect(error.message).toContain(md5('something else'));
    expect(error.errors).toEqual([`expected md5: ${md5('declared')}`, `actual md5: ${md5('something else')}`]);
    expect((await listFiles()).total_items).toBe(0);
    // Nothing kept under either MD5, and no partial file.
    expect(readdirSync(join(t.server.filesDir, 'objects'))).toEqual([]);
    expect(readdirSync(join(t.server.filesDir, 'incoming'))).toEqual([]);
    expect((await requestUpload('declared')).body.type).toBe('new');
    expect((await put(upload.new_presigned_url, 'declared')).status).toBe(200);
  });

  it('answers a second PUT after completion as the file when the bytes are the same (a retry), 422 when not', async () => {
    const upload = (await requestUpload('once')).body;
    expect((await put(upload.new_presigned_url, 'once')).status).toBe(200);
    const again = await put(upload.new_presigned_url, 'once');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: upload.id, md5: md5('once') });
    expect((await put(upload.new_presigned_url, 'twice')).status).toBe(422);
    expect((await listFiles()).total_items).toBe(1);
  });

  it('answers 403 to forged, altered, missing and expired signatures', async () => {
    const upload = (await requestUpload('guarded')).body;
    const url = new URL(upload.new_presigned_url);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'a'.repeat(64));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const bare = new URL(url.origin + url.pathname);
    for (const target of [forged, later, bare]) {
      const response = await put(target.toString(), 'guarded');
      expect(response.status).toBe(403);
      expect((await response.json()).error.slug).toBe('forbidden');
    }
    const otherFile = (await requestUpload('other')).body;
    const swapped = new URL(url);
    swapped.pathname = `/uploads/${otherFile.id}`;
    expect((await put(swapped.toString(), 'other')).status).toBe(403);

    clock.advance(3600 * 1000);
    const expired = await put(upload.new_presigned_url, 'guarded');
    expect(expired.status).toBe(403);
    expect((await expired.json()).error.message).toContain('expired');
    expect((await listFiles()).total_items).toBe(0);
  });

  it('answers 413 to a declared size over the 5 GiB default without reading it', async () => {
    expect(t.server.maxUploadBytes).toBe(5 * 1024 ** 3);
    const upload = (await requestUpload('big')).body;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(upload.new_presigned_url, { method: 'PUT', headers: { 'content-length': String(5 * 1024 ** 3 + 1) } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('x');
    });
    expect(status).toBe(413);
    expect(readdirSync(join(t.server.filesDir, 'incoming'))).toEqual([]);
  });

  it('lists with filters and cursor pages', async () => {
    const contents = ['one', 'two', 'three'];
    for (const [i, content] of contents.entries()) {
      const upload = (await requestUpload(content, { tool_slug: i === 2 ? OTHER_TOOL : TOOL, filename: `${content}.txt` })).body;
      clock.advance(1000);
      await put(upload.new_presigned_url, content);
    }
    expect((await listFiles(`?tool_slug=${OTHER_TOOL}`)).items.map((f: { filename: string }) => f.filename)).toEqual(['three.txt']);
    expect((await listFiles(`?toolkit_slug=${TOOLKIT}`)).total_items).toBe(3);
    expect((await listFiles('?toolkit_slug=patchbay_apikey_demo')).total_items).toBe(0);
    const first = await listFiles('?limit=2');
    expect(first).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1 });
    expect(first.items.map((f: { filename: string }) => f.filename)).toEqual(['one.txt', 'two.txt']);
    const second = await listFiles(`?cursor=${first.next_cursor}`);
    expect(second.items.map((f: { filename: string }) => f.filename)).toEqual(['three.txt']);
    expect(second.current_page).toBe(2);
  });

  describe('malformed input', () => {
    it('rejects bad upload requests with 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ toolkit_slug: 'no_such_toolkit' }, 'body.toolkit_slug'],
        [{ tool_slug: 'NOT_A_TOOL' }, 'body.tool_slug'],
        [{ tool_slug: FOREIGN_TOOL }, 'body.tool_slug'],
        [{ filename: '' }, 'body.filename'],
        [{ filename: 'a/b.txt' }, 'body.filename'],
        [{ filename: 'a\\b.txt' }, 'body.filename'],
        [{ filename: 'bad\nname' }, 'body.filename'],
        [{ filename: 'x'.repeat(256) }, 'body.filename'],
        [{ mimetype: 'png' }, 'body.mimetype'],
        [{ mimetype: 'image/' }, 'body.mimetype'],
        [{ md5: 'xyz' }, 'body.md5'],
        [{ md5: 'g'.repeat(32) }, 'body.md5'],
        [{ md5: 12 }, 'body.md5'],
        [{ toolkit_slug: undefined }, 'body.toolkit_slug'],
        [{ filename: ['a'] }, 'body.filename'],
      ];
      for (const [overrides, field] of cases) {
        const error = expectEnvelope(await requestUpload('x', overrides), 400);
        expect(error.errors.join(' ')).toContain(field);
      }
      expect(expectEnvelope(await t.api('POST', '/api/v3/files/upload/request', { rawBody: 'not json' }), 400).message).toContain('JSON');
      expect(expectEnvelope(await t.api('POST', '/api/v3/files/upload/request', { body: {} }), 400).errors).toHaveLength(5);
    });

    it('accepts spaces and symbols in a filename and encodes them into the key', async () => {
      const upload = await requestUpload('spaces', { filename: 'my report #1?.txt' });
      expect(upload.body.key.endsWith('/my%20report%20%231%3F.txt')).toBe(true);
    });

    it('rejects bad list queries', async () => {
      for (const qs of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=@@@']) {
        const error = expectEnvelope(await t.api('GET', `/api/v3/files/list?${qs}`), 400);
        expect(error.errors.join(' ')).toMatch(/query\.(limit|cursor)/);
      }
    });

    it('rejects upload paths with a malformed id', async () => {
      const response = await fetch(`${t.baseUrl}/uploads/not-a-file?expires=1&signature=${'a'.repeat(64)}`, { method: 'PUT', body: 'x' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.errors.join(' ')).toContain('path.fileId');
    });
  });
});

describe('presigned URLs across restarts', () => {
  it('stay valid after the service restarts on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'patchbay-files-'));
    const start = async () => {
      const server = createPatchbayServer({ storage: { dataDir }, orgApiKey: 'org-key', projectApiKey: 'project-key', rateLimit: false });
      return { server, http: await serveNode(server.fetch) };
    };
    try {
      const first = await start();
      const requested = await fetch(`${first.http.url}/api/v3/files/upload/request`, {
        method: 'POST',
        headers: { 'x-api-key': 'project-key', 'content-type': 'application/json' },
        body: JSON.stringify({ toolkit_slug: TOOLKIT, tool_slug: TOOL, filename: 'r.txt', mimetype: 'text/plain', md5: md5('kept') }),
      });
      const upload = await requested.json();
      await first.http.close();
      await first.server.close();

      const second = await start();
      const url = new URL(upload.new_presigned_url);
      const response = await fetch(`${second.http.url}${url.pathname}${url.search}`, { method: 'PUT', body: 'kept' });
      expect(response.status).toBe(200);
      await second.http.close();
      await second.server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
