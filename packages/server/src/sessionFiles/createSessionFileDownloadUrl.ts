import type { SessionFileDownloadUrl } from '@patchbay/client';
import { signedUrl } from '../files/urlSigning';
import { notFound } from '../http/ApiError';
import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import { SESSION_MOUNT, sessionFileId } from './sessionMount';

/** A presigned URL to GET the file at `path` in the session's mount; 404 when there is none. */
export function createSessionFileDownloadUrl(
  service: Service,
  origin: string,
  session: ToolRouterSessionRecord,
  mount: typeof SESSION_MOUNT,
  path: string,
): SessionFileDownloadUrl {
  const file = service.store.get('session_files', sessionFileId(session.id, mount.id, path));
  if (!file) throw notFound('File', path);
  const signed = signedUrl(service.store, origin, `/uploads/session_files/${file.id}`, file.id, service.clock());
  return {
    download_url: signed.url,
    expires_at: new Date(signed.expires * 1000).toISOString(),
    mount_relative_path: file.path,
    sandbox_mount_prefix: SESSION_MOUNT.sandboxPrefix,
  };
}
