import type { SessionFile } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { verifySignedUrl } from '../files/urlSigning';
import { notFound } from '../http/ApiError';
import { params, type AppEnv } from '../http/context';
import { isoNow } from '../clock';
import type { SessionFileRecord } from './records';
import { sessionFileId } from './sessionMount';
import { toSessionFileWire } from './toSessionFileWire';

/**
 * The bytes of session files behind presigned URLs (public: the signature
 * is the credential): a PUT to an upload URL stores them, streamed to disk,
 * and a GET of a download URL streams them back.
 */
export const sessionFileTransfersRoutes = new Hono<AppEnv>();

const uploadParams = z.object({ uploadId: z.string().regex(/^sfu_[A-Za-z0-9]{20}$/, 'not a session file upload id') });
const fileParams = z.object({ fileId: z.string().regex(/^sf_[0-9a-f]{40}$/, 'not a session file id') });

sessionFileTransfersRoutes.put('/uploads/session_files/:uploadId', async (c) => {
  const { uploadId } = params(c, uploadParams);
  const { store, objects, clock } = c.var.service;
  verifySignedUrl(store, new URL(c.req.url), uploadId, clock());
  const upload = store.get('session_file_uploads', uploadId);
  // Used already, or its session (or project) deleted since: nothing to put the bytes in.
  const live = upload && store.get('tool_router_sessions', upload.session_id) && !store.get('projects', upload.project_id)?.deleted_at;
  if (!upload || !live) throw notFound('Upload', uploadId);

  // On disk (fsynced) under its MD5 before the record says so.
  const { md5, size } = await objects.putContent(c.req.raw);
  const file = store.transaction((): SessionFileRecord | undefined => {
    // The same URL PUT twice at once: the first to finish records the file.
    if (!store.get('session_file_uploads', uploadId)) return undefined;
    store.remove('session_file_uploads', uploadId);
    return store.put('session_files', {
      id: sessionFileId(upload.session_id, upload.mount_id, upload.path),
      project_id: upload.project_id,
      session_id: upload.session_id,
      mount_id: upload.mount_id,
      path: upload.path,
      md5,
      size,
      content_type: upload.content_type,
      last_modified: isoNow(clock),
    });
  });
  if (!file) throw notFound('Upload', uploadId);
  c.header('ETag', `"${md5}"`);
  return c.json<SessionFile>(toSessionFileWire(file));
});

sessionFileTransfersRoutes.on(['GET', 'HEAD'], '/uploads/session_files/:fileId', async (c) => {
  const { fileId } = params(c, fileParams);
  const { store, objects, clock } = c.var.service;
  verifySignedUrl(store, new URL(c.req.url), fileId, clock());
  const file = store.get('session_files', fileId);
  const bytes = file && (await objects.openObject(file.md5));
  if (!file || !bytes) throw notFound('File', fileId);
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
