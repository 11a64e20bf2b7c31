import type { DeleteSessionFileResponse, SessionFileDownloadUrl, SessionFilePage, SessionFileUploadUrl } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { signedUrl } from '../files/urlSigning';
import { ApiError, notFound } from '../http/ApiError';
import { body, params, query, type AppContext, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { paginate } from '../http/pagination';
import { q } from '../http/validate';
import { isId, nanoid } from '../ids';
import { findToolRouterSession } from '../toolRouter/ToolRouterSessionRecord';
import type { SessionFileUploadRecord } from './records';
import { MAX_FILES_PER_MOUNT, mountRelativePath, requireMount, SESSION_MOUNT, sessionFileId } from './sessionMount';
import { toSessionFileWire } from './toSessionFileWire';

/** A session's file mounts (the vendor's v3.1 session files, extensions): list, upload and download URLs, delete. */
export const sessionFilesRoutes = new Hono<AppEnv>();

/** Upload URLs a session may have handed out and not used yet. */
const MAX_PENDING_UPLOADS = 100;

const mountParams = z.object({
  session_id: z.string().refine((id) => isId('toolRouterSession', id), "must be a tool router session id ('trs_...')"),
  mount_id: z.string().max(64, 'must be at most 64 characters'),
});

/** The session and mount the path names (404 for another project's session or another mount). */
function pathMount(c: AppContext) {
  const { session_id, mount_id } = params(c, mountParams);
  const session = findToolRouterSession(c.var.service, c.var.project, session_id);
  return { session, mount: requireMount(mount_id) };
}

export const listQuery = z.object({
  mount_relative_prefix: z.string({ error: 'expected a string' }).max(1024, 'must be at most 1024 characters').optional(),
  limit: q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(500, 'must be at most 500').optional()),
  cursor: z.string({ error: 'expected a string' }).optional(),
});

route(sessionFilesRoutes, 'toolRouter.listFiles', (c) => {
  const input = query(c, 'toolRouter.listFiles', listQuery);
  const { session, mount } = pathMount(c);
  const prefix = input.mount_relative_prefix ?? '';
  const files = c.var.service.store
    .find('session_files', { where: { session_id: session.id, mount_id: mount.id }, orderBy: 'path' })
    .filter((file) => file.path.startsWith(prefix));
  // A cursor carries its page size; without either, 100 a page.
  const page = paginate(files, { limit: input.limit ?? (input.cursor === undefined ? 100 : undefined), cursor: input.cursor });
  return c.json<SessionFilePage>({ items: page.items.map(toSessionFileWire), ...(page.next_cursor ? { next_cursor: page.next_cursor } : {}) });
});

export const uploadBody = z.object({
  mount_relative_path: mountRelativePath,
  mimetype: z
    .string({ error: 'expected a string' })
    .regex(/^[\w.+-]+\/[\w.+-]+(?:\s*;[^\r\n]*)?$/, 'expected a MIME type such as text/csv')
    .max(255, 'must be at most 255 characters')
    .optional(),
});

route(sessionFilesRoutes, 'toolRouter.createFileUploadUrl', async (c) => {
  const input = await body(c, 'toolRouter.createFileUploadUrl', uploadBody);
  const { session, mount } = pathMount(c);
  const { service, origin } = c.var;
  const { store } = service;
  const now = service.clock();
  const pending = (): SessionFileUploadRecord[] => store.find('session_file_uploads', { where: { session_id: session.id } });
  // URLs past their hour can never be used: they go before counting.
  for (const upload of pending()) if (Date.parse(upload.expires_at) <= now.getTime()) store.remove('session_file_uploads', upload.id);
  const isNew = !store.get('session_files', sessionFileId(session.id, mount.id, input.mount_relative_path));
  const held = store.count('session_files', { session_id: session.id, mount_id: mount.id });
  if (isNew && held >= MAX_FILES_PER_MOUNT) throw full(`The mount holds ${MAX_FILES_PER_MOUNT} files, as many as it may.`);
  if (pending().length >= MAX_PENDING_UPLOADS) throw full(`The session has ${MAX_PENDING_UPLOADS} upload URLs not used yet.`);

  const id = `sfu_${nanoid(20)}`;
  const signed = signedUrl(store, origin, `/uploads/session_files/${id}`, id, now);
  const expiresAt = new Date(signed.expires * 1000).toISOString();
  store.put('session_file_uploads', {
    id,
    project_id: session.project_id,
    session_id: session.id,
    mount_id: mount.id,
    path: input.mount_relative_path,
    content_type: input.mimetype ?? 'application/octet-stream',
    expires_at: expiresAt,
  });
  return c.json<SessionFileUploadUrl>({
    upload_url: signed.url,
    expires_at: expiresAt,
    mount_relative_path: input.mount_relative_path,
    sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix,
  });
});

function full(message: string): ApiError {
  return new ApiError('STATE_CONFLICT', message, {
    suggestedFix: 'Delete files the session no longer needs, or use the upload URLs already handed out.',
  });
}

export const pathBody = z.object({ mount_relative_path: mountRelativePath });

route(sessionFilesRoutes, 'toolRouter.createFileDownloadUrl', async (c) => {
  const input = await body(c, 'toolRouter.createFileDownloadUrl', pathBody);
  const { session, mount } = pathMount(c);
  const { service, origin } = c.var;
  const file = service.store.get('session_files', sessionFileId(session.id, mount.id, input.mount_relative_path));
  if (!file) throw notFound('File', input.mount_relative_path);
  const signed = signedUrl(service.store, origin, `/uploads/session_files/${file.id}`, file.id, service.clock());
  return c.json<SessionFileDownloadUrl>({
    download_url: signed.url,
    expires_at: new Date(signed.expires * 1000).toISOString(),
    mount_relative_path: file.path,
    sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix,
  });
});

/** Deleting a file that is not there succeeds too, as the vendor's (its storage deletes idempotently). */
route(sessionFilesRoutes, 'toolRouter.deleteFile', async (c) => {
  const input = await body(c, 'toolRouter.deleteFile', pathBody);
  const { session, mount } = pathMount(c);
  c.var.service.store.remove('session_files', sessionFileId(session.id, mount.id, input.mount_relative_path));
  return c.json<DeleteSessionFileResponse>({ mount_relative_path: input.mount_relative_path, sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix });
});
