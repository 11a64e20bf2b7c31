import { notFound } from '../http/ApiError';
import type { Service } from '../Service';
import { hashUpload } from './hashUpload';
import type { IncomingBody } from './ObjectStorage';
import type { StoredFile } from './records';
import { md5Mismatch } from './uploadErrors';
import { verifySignedUrl } from './urlSigning';

/**
 * Stores the bytes PUT to upload URL `url` (signed for `fileId`), streamed to
 * disk, and completes the pending file. 404 when the file, or its project, is
 * gone: a deleted project's upload URLs stop working with the rest of its
 * resources.
 */
export async function completeFileUpload(service: Service, url: URL, fileId: string, content: IncomingBody): Promise<StoredFile> {
  const { store, objects, clock } = service;
  verifySignedUrl(store, url, fileId, clock());
  const pending = store.get('files', fileId);
  const project = pending && store.get('projects', pending.project_id);
  if (!pending || !project || project.deleted_at) throw notFound('File', fileId);
  if (pending.status === 'completed') return checkAgain(service, pending, content);

  // On disk (fsynced) under its MD5 before the record says so: a completed file survives kill -9.
  const { size } = await objects.putObject(pending.md5, content);

  return store.transaction((): StoredFile => {
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
}

/**
 * A PUT to a file the service holds: the vendor's SDK uploads again content
 * it was told exists (its de-duplicated answer still carries the URL). The
 * bytes are checked against the file's MD5 and dropped: stored once, the
 * file again when they are the same, 422 when not.
 */
async function checkAgain(service: Service, file: StoredFile, content: IncomingBody): Promise<StoredFile> {
  const { objects } = service;
  const received = await hashUpload(content.body, { maxBytes: objects.maxObjectBytes, idleTimeoutMs: objects.idleTimeoutMs });
  if (received.md5 !== file.md5) throw md5Mismatch(file.md5, received.md5);
  return file;
}
