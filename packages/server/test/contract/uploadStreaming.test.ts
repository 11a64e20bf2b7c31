import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKENDS, endlessBody, expectEnvelope, useTestServer } from '../harness';

const KiB = 1024;
const MiB = 1024 * KiB;
const MAX_BYTES = 1 * MiB;
const IDLE_MS = 400;

const md5 = (content: Uint8Array | string) => createHash('md5').update(content).digest('hex');
const patterned = (size: number, seed = 7) => Buffer.from(Uint8Array.from({ length: size }, (_, i) => (i * seed + (i >> 8)) % 256));

interface OpenPut {
  req: ClientRequest;
  /** The service's answer; rejects when the request is destroyed before one comes. */
  answer: Promise<{ status: number; body: any }>;
}

/** A PUT declaring `declaredBytes` whose body the test writes itself, and may never finish. */
function openPut(url: string, declaredBytes: number): OpenPut {
  const req = httpRequest(url, { method: 'PUT', agent: false, headers: { 'content-length': String(declaredBytes) } });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', reject);
  });
  return { req, answer };
}

describe.each(BACKENDS)('uploads stream to disk (%s)', (backend) => {
  const t = useTestServer(backend, { uploads: { maxBytes: MAX_BYTES, idleTimeoutMs: IDLE_MS } });
  const incoming = () => readdirSync(join(t.server.filesDir, 'incoming'));
  const objects = () => readdirSync(join(t.server.filesDir, 'objects'));

  const requestUpload = async (content: Uint8Array) => {
    const requested = await t.api('POST', '/api/v3/files/upload/request', {
      body: {
        toolkit_slug: 'patchbay_oauth_demo',
        tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        filename: 'f.bin',
        mimetype: 'application/octet-stream',
        md5: md5(content),
      },
    });
    expect(requested.body.type).toBe('new');
    return requested.body as { id: string; new_presigned_url: string };
  };

  it('takes a body of exactly the limit, sent chunked, and keeps it under its MD5', async () => {
    const content = patterned(MAX_BYTES);
    const upload = await requestUpload(content);
    const chunks = [content.subarray(0, 100_000), content.subarray(100_000, 700_001), content.subarray(700_001)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(upload.new_presigned_url, { method: 'PUT', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: upload.id, size: MAX_BYTES, md5: md5(content) });
    expect(objects()).toEqual([md5(content)]);
    expect(incoming()).toEqual([]);
  });

  it('refuses a chunked body as soon as it passes the limit (413) and keeps nothing', async () => {
    const upload = await requestUpload(patterned(MAX_BYTES + 1));
    const body = endlessBody(512 * MiB);
    const response = await fetch(upload.new_presigned_url, { method: 'PUT', body: body.stream, duplex: 'half' } as RequestInit);
    const error = expectEnvelope({ status: response.status, body: await response.json(), headers: response.headers }, 413);
    expect(error.slug).toBe('payload_too_large');
    expect(error.message).toBe('The upload is larger than 1 MiB.');
    // Reading stopped at the limit; what the sender pulled besides sat in socket buffers.
    expect(body.pulled()).toBeLessThan(128 * MiB);
    expect(objects()).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it('leaves no file when the client goes away mid-body, and the URL still works afterwards', async () => {
    const content = patterned(512 * KiB, 13);
    const upload = await requestUpload(content);
    const put = openPut(upload.new_presigned_url, content.byteLength);
    put.answer.catch(() => undefined);
    put.req.write(content.subarray(0, 64 * KiB));
    // The partial file exists while the body streams in...
    await expect.poll(incoming).toHaveLength(1);
    put.req.destroy();
    // ...and is gone once the connection is.
    await expect.poll(incoming).toEqual([]);
    expect(objects()).toEqual([]);
    expect((await t.api('GET', '/api/v3/files/list')).body.total_items).toBe(0);

    const retried = await fetch(upload.new_presigned_url, { method: 'PUT', body: content });
    expect(retried.status).toBe(200);
    expect(objects()).toEqual([md5(content)]);
  });

  it('drops an upload whose body stops arriving (400) and removes its partial file', async () => {
    const content = patterned(512 * KiB, 17);
    const upload = await requestUpload(content);
    const put = openPut(upload.new_presigned_url, content.byteLength);
    put.req.write(content.subarray(0, 64 * KiB));
    const started = Date.now();
    try {
      const answer = await put.answer;
      expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 50);
      const error = expectEnvelope({ ...answer, headers: new Headers() }, 400);
      expect(error.errors).toEqual(['body: stalled']);
    } finally {
      put.req.destroy();
    }
    expect(incoming()).toEqual([]);
    expect(objects()).toEqual([]);
  });

  it('de-duplicates by MD5 across projects on disk: one object, two files', async () => {
    const content = patterned(200 * KiB, 19);
    const mine = await requestUpload(content);
    expect((await fetch(mine.new_presigned_url, { method: 'PUT', body: content })).status).toBe(200);
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other', should_create_api_key: true } });
    const theirs = await t.api('POST', '/api/v3/files/upload/request', {
      key: { header: 'x-api-key', value: other.body.api_key },
      body: {
        toolkit_slug: 'patchbay_oauth_demo',
        tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        filename: 'g.bin',
        mimetype: 'application/octet-stream',
        md5: md5(content),
      },
    });
    expect(theirs.body.type).toBe('new');
    expect((await fetch(theirs.body.new_presigned_url, { method: 'PUT', body: content })).status).toBe(200);
    expect(objects()).toEqual([md5(content)]);
    expect(incoming()).toEqual([]);
  });
});
