import { binarySubject } from './binaryDownloads';
import { notFound } from '../http/ApiError';
import type { Service } from '../Service';
import type { FileStream } from './openFileStream';
import { verifySignedUrl } from './urlSigning';

/**
 * The binary proxy response a download URL names, opened: the content type
 * travels in the URL (`content_type`), covered by its signature. 404 when the
 * bytes are gone.
 */
export async function openBinaryDownload(service: Service, url: URL, binaryId: string): Promise<{ contentType: string; bytes: FileStream }> {
  const { store, objects, clock } = service;
  const contentType = url.searchParams.get('content_type') ?? '';
  verifySignedUrl(store, url, binarySubject(binaryId, contentType), clock());
  const bytes = await objects.openBinary(binaryId);
  if (!bytes) throw notFound('Binary response', binaryId);
  return { contentType, bytes };
}
