import { isoNow } from '../clock';
import type { IncomingBody } from '../files/ObjectStorage';
import { verifySignedUrl } from '../files/urlSigning';
import { notFound } from '../http/ApiError';
import type { Service } from '../Service';
import type { SessionFileRecord } from './records';
import { sessionFileId } from './sessionMount';

/**
 * Stores the bytes PUT to upload URL `url` (signed for `uploadId`), streamed
 * to disk, as the file the upload was handed out for; the URL is used up.
 * 404 when it was used already or its session (or project) is gone.
 */
export async function completeSessionFileUpload(service: Service, url: URL, uploadId: string, content: IncomingBody): Promise<SessionFileRecord> {
  const { store, objects, clock } = service;
  verifySignedUrl(store, url, uploadId, clock());
  const upload = store.get('session_file_uploads', uploadId);
  // Used already, or its session (or project) deleted since: nothing to put the bytes in.
  const live = upload && store.get('tool_router_sessions', upload.session_id) && !store.get('projects', upload.project_id)?.deleted_at;
  if (!upload || !live) throw notFound('Upload', uploadId);

  // On disk (fsynced) under its MD5 before the record says so.
  const { md5, size } = await objects.putContent(content);
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
  return file;
}
