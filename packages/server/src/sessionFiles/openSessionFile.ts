import type { FileStream } from '../files/openFileStream';
import { verifySignedUrl } from '../files/urlSigning';
import { notFound } from '../http/ApiError';
import type { Service } from '../Service';
import type { SessionFileRecord } from './records';

/** The file download URL `url` (signed for `fileId`) names, with its bytes opened; 404 when either is gone. */
export async function openSessionFile(service: Service, url: URL, fileId: string): Promise<{ file: SessionFileRecord; bytes: FileStream }> {
  const { store, objects, clock } = service;
  verifySignedUrl(store, url, fileId, clock());
  const file = store.get('session_files', fileId);
  const bytes = file && (await objects.openObject(file.md5));
  if (!file || !bytes) throw notFound('File', fileId);
  return { file, bytes };
}
