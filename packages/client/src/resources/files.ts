import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type { CursorPage, FileRecord, FileUploadRequest, FileUploadResponse, ListFilesQuery } from '../types';

/** Files (spec 4.7) used by tools, de-duplicated by MD5. */
export function createFilesResource(transport: Transport) {
  return {
    /** `GET /api/v3/files/list`: one page of the project's files. */
    list: (query?: ListFilesQuery, options?: RequestOptions) =>
      transport.request<CursorPage<FileRecord>>({ method: 'GET', path: '/api/v3/files/list', query }, options),

    /**
     * `POST /api/v3/files/upload/request`: a presigned URL to PUT the bytes to (`type: 'new'`),
     * or `type: 'existing'` when the project already has a file with this MD5 (skip the PUT).
     */
    requestUpload: (body: FileUploadRequest, options?: RequestOptions) =>
      transport.request<FileUploadResponse>({ method: 'POST', path: '/api/v3/files/upload/request', body }, options),
  };
}

export type FilesResource = ReturnType<typeof createFilesResource>;
