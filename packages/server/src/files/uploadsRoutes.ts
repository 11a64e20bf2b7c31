import type { FileRecord } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { toFileWire, type StoredFile } from './StoredFile';
import { verifySignedUrl } from './urlSigning';
import { ApiError, notFound } from '../http/ApiError';
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
  if (pending.status === 'completed') throw alreadyUploaded(fileId);

  // On disk (fsynced) under its MD5 before the record says so: a completed file survives kill -9.
  const { size } = await objects.putObject(pending.md5, c.req.raw);

  const completed = store.transaction((): StoredFile => {
    // Re-read: another PUT may have completed it while this body was streaming in.
    const current = store.get('files', fileId);
    if (!current || current.status === 'completed') throw alreadyUploaded(fileId);
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

function alreadyUploaded(fileId: string): ApiError {
  return new ApiError('CONFLICT', `File '${fileId}' was already uploaded.`, {
    suggestedFix: 'Nothing to do: the file is stored. Request a new upload for different content.',
  });
}
