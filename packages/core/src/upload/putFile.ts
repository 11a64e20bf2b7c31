import { uploadError } from './uploadError';

export interface PutFileOptions {
  contentType: string;
  signal: AbortSignal;
  /** Bytes sent so far, as the browser reports them. */
  onProgress: (sent: number, total: number) => void;
}

/** Uploads a file body to a presigned URL. */
export type PutFile = (url: string, file: Blob, options: PutFileOptions) => Promise<void>;

/**
 * The default PUT: XMLHttpRequest, because fetch cannot report upload
 * progress in browsers.
 */
export const putWithXhr: PutFile = (url, file, { contentType, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(uploadError(xhr.status, xhr.responseText, xhr.getResponseHeader('content-type') ?? '', url));
    };
    xhr.onerror = () => reject(new TypeError(`The upload to ${new URL(url).host} failed: network error`));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
