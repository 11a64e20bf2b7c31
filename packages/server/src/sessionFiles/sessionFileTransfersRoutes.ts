import type { SessionFile } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { completeSessionFileUpload } from './completeSessionFileUpload';
import { openSessionFile } from './openSessionFile';
import { sessionFileParams, sessionFileUploadParams } from './sessionFilesSchemas';
import { toSessionFileWire } from './toSessionFileWire';

/**
 * The bytes of session files behind presigned URLs (public: the signature
 * is the credential): a PUT to an upload URL stores them, streamed to disk,
 * and a GET of a download URL streams them back.
 */
export const sessionFileTransfersRoutes = new Hono<AppEnv>();

sessionFileTransfersRoutes.put('/uploads/session_files/:uploadId', async (c) => {
  const { uploadId } = params(c, sessionFileUploadParams);
  const file = await completeSessionFileUpload(c.var.service, new URL(c.req.url), uploadId, c.req.raw);
  c.header('ETag', `"${file.md5}"`);
  return c.json<SessionFile>(toSessionFileWire(file));
});

sessionFileTransfersRoutes.on(['GET', 'HEAD'], '/uploads/session_files/:fileId', async (c) => {
  const { fileId } = params(c, sessionFileParams);
  const { file, bytes } = await openSessionFile(c.var.service, new URL(c.req.url), fileId);
  const headers = {
    'content-type': file.content_type,
    'content-length': String(bytes.size),
    // Bytes anyone uploaded, served from the service's origin: never let a browser render them as a page.
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
  };
  if (c.req.method === 'HEAD') {
    await bytes.stream.cancel();
    return c.body(null, 200, headers);
  }
  return c.body(bytes.stream, 200, headers);
});
