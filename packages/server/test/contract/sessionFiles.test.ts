import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

/** A session's file mount (the vendor's v3.1 session files): upload and download through presigned URLs, list, delete. */
describe.each(BACKENDS)('tool router session files (%s)', (backend) => {
  const t = useTestServer(backend);
  const session = async () => (await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1' } })).body.session_id as string;
  const mount = (sessionId: string, prefix = '/api/v3', mountId = 'files') => `${prefix}/tool_router/session/${sessionId}/mounts/${mountId}`;
  const uploadUrl = (sessionId: string, body: unknown) => t.api('POST', `${mount(sessionId)}/upload_url`, { body });
  const put = async (url: string, text: string) => {
    const response = await fetch(url, { method: 'PUT', body: text, headers: { 'content-type': 'application/octet-stream' } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  async function upload(sessionId: string, path: string, text: string, mimetype?: string): Promise<void> {
    const granted = await uploadUrl(sessionId, { mount_relative_path: path, ...(mimetype ? { mimetype } : {}) });
    expect(granted.status).toBe(200);
    expect((await put(granted.body.upload_url, text)).status).toBe(200);
  }
  const pathsOf = (page: { items: { mount_relative_path: string }[] }) => page.items.map((item) => item.mount_relative_path);

  it.each(['/api/v3', '/api/v3.1'])('stores a PUT to an upload URL and serves it back from a download URL (%s)', async (prefix) => {
    const id = await session();
    const granted = await t.api('POST', `${mount(id, prefix)}/upload_url`, {
      body: { mount_relative_path: 'data/report.csv', mimetype: 'text/csv' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({
      upload_url: expect.stringMatching(new RegExp(`^${t.baseUrl}/uploads/session_files/sfu_\\w+\\?expires=\\d+&signature=[0-9a-f]{64}$`)),
      expires_at: expect.any(String),
      mount_relative_path: 'data/report.csv',
      sandbox_mount_prefix: '/mnt/files',
    });
    const stored = await put(granted.body.upload_url, 'a,b\n1,2\n');
    expect(stored).toMatchObject({ status: 200, body: { mount_relative_path: 'data/report.csv', size: 8, sandbox_mount_prefix: '/mnt/files' } });
    // An upload URL is good for one file.
    expect((await put(granted.body.upload_url, 'again')).status).toBe(404);

    const download = await t.api('POST', `${mount(id, prefix)}/download_url`, { body: { mount_relative_path: 'data/report.csv' } });
    expect(download.body).toMatchObject({
      mount_relative_path: 'data/report.csv',
      sandbox_mount_prefix: '/mnt/files',
      expires_at: expect.any(String),
    });
    const bytes = await fetch(download.body.download_url);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('text/csv');
    expect(bytes.headers.get('content-disposition')).toBe('attachment');
    expect(await bytes.text()).toBe('a,b\n1,2\n');
    // The signature is the credential: an altered URL is refused.
    const altered = download.body.download_url.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === '0' ? '1' : '0'}`);
    expect(altered).not.toBe(download.body.download_url);
    expect((await fetch(altered)).status).toBe(403);
  });

  it('lists files in path order, by prefix, page by page; an upload to a path replaces its file', async () => {
    const id = await session();
    await upload(id, 'b.txt', 'bee');
    await upload(id, 'a/z.txt', 'zed');
    await upload(id, 'a/y.txt', 'why');
    await upload(id, 'b.txt', 'bees');
    const all = await t.api('GET', `${mount(id)}/items`);
    expect(pathsOf(all.body)).toEqual(['a/y.txt', 'a/z.txt', 'b.txt']);
    expect(all.body.next_cursor).toBeUndefined();
    expect(all.body.items[2]).toEqual({
      mount_relative_path: 'b.txt',
      sandbox_mount_prefix: '/mnt/files',
      size: 4,
      last_modified: expect.any(String),
    });
    expect(pathsOf((await t.api('GET', `${mount(id)}/items?mount_relative_prefix=a/`)).body)).toEqual(['a/y.txt', 'a/z.txt']);
    const first = await t.api('GET', `${mount(id)}/items?limit=2`);
    expect(pathsOf(first.body)).toEqual(['a/y.txt', 'a/z.txt']);
    expect(pathsOf((await t.api('GET', `${mount(id)}/items?cursor=${first.body.next_cursor}`)).body)).toEqual(['b.txt']);
    // Another session's mount is its own.
    expect((await t.api('GET', `${mount(await session())}/items`)).body).toEqual({ items: [] });
  });

  it('deletes a file (a missing one too, as the vendor’s); its download URL stops working', async () => {
    const id = await session();
    await upload(id, 'notes.md', '# hi');
    const download = (await t.api('POST', `${mount(id)}/download_url`, { body: { mount_relative_path: 'notes.md' } })).body.download_url as string;
    const deleted = await t.api('POST', `${mount(id)}/delete`, { body: { mount_relative_path: 'notes.md' } });
    expect(deleted.body).toEqual({ mount_relative_path: 'notes.md', sandbox_mount_prefix: '/mnt/files' });
    expect((await t.api('POST', `${mount(id)}/delete`, { body: { mount_relative_path: 'notes.md' } })).status).toBe(200);
    expect((await fetch(download)).status).toBe(404);
    expectEnvelope(await t.api('POST', `${mount(id)}/download_url`, { body: { mount_relative_path: 'notes.md' } }), 404);
    expect((await t.api('GET', `${mount(id)}/items`)).body.items).toEqual([]);
  });

  it('refuses paths that leave the mount, other mounts and other sessions', async () => {
    const id = await session();
    for (const path of ['/etc/passwd', '../x', 'a/../b', 'a//b', 'a\\b', '', 'a/./b', 'x\u0000']) {
      expect(expectEnvelope(await uploadUrl(id, { mount_relative_path: path }), 400).field_errors[0]?.path).toEqual(['body', 'mount_relative_path']);
    }
    expectEnvelope(await uploadUrl(id, { mount_relative_path: 'a.txt', mimetype: 'text/html\r\nx: y' }), 400);
    expect(expectEnvelope(await t.api('GET', `${mount(id, '/api/v3', 'workspace')}/items`), 404).message).toBe("Mount 'workspace' was not found.");
    expectEnvelope(await t.api('GET', `${mount('trs_unknown1234')}/items`), 404);
  });

  it('goes with its session: deleting the session ends its files and unused upload URLs', async () => {
    const id = await session();
    await upload(id, 'kept.txt', 'x');
    const pending = (await uploadUrl(id, { mount_relative_path: 'later.txt' })).body.upload_url as string;
    const download = (await t.api('POST', `${mount(id)}/download_url`, { body: { mount_relative_path: 'kept.txt' } })).body.download_url as string;
    expect((await t.api('DELETE', `/api/v3/tool_router/session/${id}`)).status).toBe(200);
    expect((await put(pending, 'late')).status).toBe(404);
    expect((await fetch(download)).status).toBe(404);
    expectEnvelope(await t.api('GET', `${mount(id)}/items`), 404);
  });
});
