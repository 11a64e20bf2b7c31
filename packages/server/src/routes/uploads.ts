import { createHash } from 'node:crypto';
import type { FileRecord } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { readBytesWithin } from '@patchbay/relay/http';
import { MAX_BINARY_BYTES } from '../files/maxBinaryBytes';
import { toFileWire, type StoredFile } from '../files/StoredFile';
import { verifySignedUrl } from '../files/urlSigning';
import { ApiError, notFound } from '../http/ApiError';
import { params, type AppEnv } from '../http/context';
import { isId } from '../ids';
import { binaryBlobKey, binarySubject, parseBinaryId } from '../proxy/binaryDownloads';
import type { ProjectRecord } from '../records';

/**
 * The object storage side of the service: presigned uploads of files and
 * signed downloads of binary proxy responses. Public: the signature is the
 * credential.
 */
export const uploadsRoutes = new Hono<AppEnv>();

const fileIdParam = z.object({
  fileId: z.string().refine((id) => isId('file', id), "must be a file id ('fl_...')"),
});

uploadsRoutes.put('/uploads/:fileId', async (c) => {
  const { fileId } = params(c, fileIdParam);
  const { store, clock } = c.var.service;
  verifySignedUrl(store, new URL(c.req.url), fileId, clock());
  const pending = store.get<StoredFile>('files', fileId);
  const project = pending && store.get<ProjectRecord>('projects', pending.project_id);
  // A deleted project's upload URLs stop working with the rest of its resources.
  if (!pending || !project || project.deleted_at) throw notFound('File', fileId);
  if (pending.status === 'completed') throw alreadyUploaded(fileId);

  const bytes = await readBytesWithin(c.req.raw, MAX_BINARY_BYTES);
  if (!bytes) {
    throw new ApiError('PAYLOAD_TOO_LARGE', `The upload is larger than ${MAX_BINARY_BYTES / (1024 * 1024)} MiB.`, {
      suggestedFix: `Upload files of at most ${MAX_BINARY_BYTES} bytes.`,
    });
  }
  const actual = createHash('md5').update(bytes).digest('hex');
  if (actual !== pending.md5) {
    throw new ApiError('MD5_MISMATCH', `The uploaded content has MD5 ${actual}, but the upload request declared ${pending.md5}.`, {
      errors: [`expected md5: ${pending.md5}`, `actual md5: ${actual}`],
      suggestedFix: 'PUT exactly the bytes whose MD5 you declared, or request a new upload URL with the right MD5.',
    });
  }

  const completed = store.transaction((): StoredFile => {
    // Re-read: another PUT may have completed it while this body was streaming in.
    const current = store.get<StoredFile>('files', fileId);
    if (!current || current.status === 'completed') throw alreadyUploaded(fileId);
    store.putBlob(current.key, bytes);
    return store.put<StoredFile>('files', {
      ...current,
      status: 'completed',
      size: bytes.byteLength,
      created_at: clock().toISOString(),
    });
  });
  c.header('ETag', `"${completed.md5}"`);
  const response: FileRecord = toFileWire(completed);
  return c.json(response);
});

uploadsRoutes.get('/uploads/binary/:binaryId', (c) => {
  const binaryId = parseBinaryId(c.req.param('binaryId'));
  const { store, clock } = c.var.service;
  const url = new URL(c.req.url);
  const contentType = url.searchParams.get('content_type') ?? '';
  verifySignedUrl(store, url, binarySubject(binaryId, contentType), clock());
  const bytes = store.getBlob(binaryBlobKey(binaryId));
  if (!bytes) throw notFound('Binary response', binaryId);
  return c.body(bytes, 200, {
    'content-type': contentType,
    'content-length': String(bytes.byteLength),
    // Third-party bytes are served from the service's origin: never let a browser render them as a page.
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
  });
});

function alreadyUploaded(fileId: string): ApiError {
  return new ApiError('CONFLICT', `File '${fileId}' was already uploaded.`, {
    suggestedFix: 'Nothing to do: the file is stored. Request a new upload for different content.',
  });
}
