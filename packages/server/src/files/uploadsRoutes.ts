import type { FileRecord } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { parseBinaryId } from './binaryDownloads';
import { completeFileUpload } from './completeFileUpload';
import { fileIdParams } from './filesSchemas';
import { openBinaryDownload } from './openBinaryDownload';
import { toFileWire } from './toFileWire';

/**
 * The object storage side of the service: presigned uploads of files and
 * signed downloads of binary proxy responses, both streamed to and from disk
 * (see ObjectStorage). Public: the signature is the credential.
 */
export const uploadsRoutes = new Hono<AppEnv>();

uploadsRoutes.put('/uploads/:fileId', async (c) => {
  const { fileId } = params(c, fileIdParams);
  const file = await completeFileUpload(c.var.service, new URL(c.req.url), fileId, c.req.raw);
  c.header('ETag', `"${file.md5}"`);
  return c.json<FileRecord>(toFileWire(file));
});

uploadsRoutes.get('/uploads/binary/:binaryId', async (c) => {
  const binaryId = parseBinaryId(c.req.param('binaryId'));
  const { contentType, bytes } = await openBinaryDownload(c.var.service, new URL(c.req.url), binaryId);
  const headers = {
    'content-type': contentType,
    'content-length': String(bytes.size),
    // Third-party bytes are served from the service's origin: never let a browser render them as a page.
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
  };
  if (c.req.method === 'HEAD') {
    // No body goes out, so nothing would ever read (and close) the file.
    await bytes.stream.cancel();
    return c.body(null, 200, headers);
  }
  return c.body(bytes.stream, 200, headers);
});
