import type { SessionFileUploadUrl } from '@patchbay/client';
import { signedUrl } from '../files/urlSigning';
import { ApiError } from '../http/ApiError';
import { nanoid } from '../ids';
import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import type { SessionFileUploadRecord } from './records';
import { MAX_FILES_PER_MOUNT, SESSION_MOUNT, sessionFileId } from './sessionMount';

/** Upload URLs a session may have handed out and not used yet. */
const MAX_PENDING_UPLOADS = 100;

/**
 * A presigned URL to PUT the bytes of `path` in the session's mount, recorded
 * until used. Refused (409) when the mount is full or the session holds too
 * many unused URLs; expired ones are dropped before counting.
 */
export function createSessionFileUploadUrl(
  service: Service,
  origin: string,
  session: ToolRouterSessionRecord,
  mount: typeof SESSION_MOUNT,
  input: { path: string; contentType: string | undefined },
): SessionFileUploadUrl {
  const { store } = service;
  const now = service.clock();
  const pending = (): SessionFileUploadRecord[] => store.find('session_file_uploads', { where: { session_id: session.id } });
  // URLs past their hour can never be used: they go before counting.
  for (const upload of pending()) if (Date.parse(upload.expires_at) <= now.getTime()) store.remove('session_file_uploads', upload.id);
  const isNew = !store.get('session_files', sessionFileId(session.id, mount.id, input.path));
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
    path: input.path,
    content_type: input.contentType ?? 'application/octet-stream',
    expires_at: expiresAt,
  });
  return {
    upload_url: signed.url,
    expires_at: expiresAt,
    mount_relative_path: input.path,
    sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix,
  };
}

function full(message: string): ApiError {
  return new ApiError('STATE_CONFLICT', message, {
    suggestedFix: 'Delete files the session no longer needs, or use the upload URLs already handed out.',
  });
}
