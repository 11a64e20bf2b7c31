import type { FileRecord } from '@patchbay/client';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toFileWire, type StoredFile } from './StoredFile';
import { hashUpload } from './hashUpload';
import { md5Mismatch } from './uploadErrors';
import { verifySignedUrl } from './urlSigning';
import { notFound } from '../http/ApiError';
import { params, type AppEnv } from '../http/context';
import { isId } from '../ids';
import { binarySubject, parseBinaryId } from '../proxy/binaryDownloads';

/**
 * The object storage side of the service: presigned uploads of files and
 * signed downloads of binary proxy responses, both streamed to and from disk
 * (see ObjectStorage). Public: the signature is the credential.
 */
export const uploadsRoutes = new Hono<AppEnv>();

const fileIdParam = z.object({
  fileId: z.string().refine((id) => isId('file', id), "must be a file id ('fl_...')"),
});

uploadsRoutes.put('/uploads/:fileId', async (c) => {
  const { fileId } = params(c, fileIdParam);
  const { store, objects, clock } = c.var.service;
  verifySignedUrl(store, new URL(c.req.url), fileId, clock());
  const pending = store.get('files', fileId);
  const project = pending && store.get('projects', pending.project_id);
  // A deleted project's upload URLs stop working with the rest of its resources.
  if (!pending || !project || project.deleted_at) throw notFound('File', fileId);
  if (pending.status === 'completed') return c.json<FileRecord>(await checkAgain(c, pending));

  // On disk (fsynced) under its MD5 before the record says so: a completed file survives kill -9.
  const { size } = await objects.putObject(pending.md5, c.req.raw);

  const completed = store.transaction((): StoredFile => {
    // Re-read: another PUT may have completed it while this body was streaming in.
    const current = store.get('files', fileId);
    if (!current) throw notFound('File', fileId);
    // Completed meanwhile by the same bytes (both MD5-checked): one file, as if this PUT came second.
    if (current.status === 'completed') return current;
    return store.put('files', {
      ...current,
      status: 'completed',
      size,
      created_at: clock().toISOString(),
    });
  });
  c.header('ETag', `"${completed.md5}"`);
  const response: FileRecord = toFileWire(completed);
  return c.json(response);
});

uploadsRoutes.get('/uploads/binary/:binaryId', async (c) => {
  const binaryId = parseBinaryId(c.req.param('binaryId'));
  const { store, objects, clock } = c.var.service;
  const url = new URL(c.req.url);
  const contentType = url.searchParams.get('content_type') ?? '';
  verifySignedUrl(store, url, binarySubject(binaryId, contentType), clock());
  const binary = await objects.openBinary(binaryId);
  if (!binary) throw notFound('Binary response', binaryId);
  const headers = {
    'content-type': contentType,
    'content-length': String(binary.size),
    // Third-party bytes are served from the service's origin: never let a browser render them as a page.
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
  };
  if (c.req.method === 'HEAD') {
    // No body goes out, so nothing would ever read (and close) the file.
    await binary.stream.cancel();
    return c.body(null, 200, headers);
  }
  return c.body(binary.stream, 200, headers);
});

/**
 * A PUT to a file the service holds: the vendor's SDK uploads again content
 * it was told exists (its de-duplicated answer still carries the URL). The
 * bytes are checked against the file's MD5 and dropped: stored once, 200
 * when they are the same, 422 when not.
 */
async function checkAgain(c: Context<AppEnv>, file: StoredFile): Promise<FileRecord> {
  const { objects } = c.var.service;
  const received = await hashUpload(c.req.raw.body, { maxBytes: objects.maxObjectBytes, idleTimeoutMs: objects.idleTimeoutMs });
  if (received.md5 !== file.md5) throw md5Mismatch(file.md5, received.md5);
  c.header('ETag', `"${file.md5}"`);
  return toFileWire(file);
}
