import type { PutFile } from '../upload/putFile';
import { uploadError } from '../upload/uploadError';

export interface ServicePutOptions {
  /** The body actually sent, e.g. other bytes than were hashed. @default the file's bytes */
  body?: (file: Blob) => Promise<BodyInit>;
  /** Runs before anything is sent; may report progress, wait or throw. */
  before?: (file: Blob, report: (fraction: number) => void, signal: AbortSignal) => Promise<void> | void;
}

/**
 * A `put` for `createUploadStore` and `useFileUpload` that sends the PUT to
 * the presigned URL through `send` (e.g. the service in-process) instead of
 * XMLHttpRequest. It fails as the default PUT does, and reports progress at
 * the start and the end, since jsdom and Node have no upload events.
 */
export function servicePut(send: (request: Request) => Promise<Response>, options: ServicePutOptions = {}): PutFile {
  return async (url, file, { contentType, signal, onProgress }) => {
    onProgress(0, file.size);
    await options.before?.(file, (fraction) => onProgress(Math.round(file.size * fraction), file.size), signal);
    // Like XMLHttpRequest.abort(): a cancelled upload never reaches the service.
    if (signal.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
    const body = options.body ? await options.body(file) : await file.arrayBuffer();
    const response = await send(new Request(url, { method: 'PUT', headers: { 'content-type': contentType }, body, signal }));
    if (!response.ok) throw uploadError(response.status, await response.text(), response.headers.get('content-type') ?? '', url);
    onProgress(file.size, file.size);
  };
}
