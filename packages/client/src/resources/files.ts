import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { FileUploadRequest, ListFilesQuery } from '../types';

/** Files (spec 4.7) used by tools, de-duplicated by MD5. */
export function createFilesResource(call: CallEndpoint) {
  return {
    /** `GET /api/v3/files/list`: one page of the project's files. */
    list: (query?: ListFilesQuery, options?: RequestOptions) => call('files.list', { query }, options),
    /**
     * `POST /api/v3/files/upload/request`: a presigned URL to PUT the bytes to (`type: 'new'`),
     * or `type: 'existing'` when the project already has a file with this MD5 (skip the PUT).
     */
    requestUpload: (body: FileUploadRequest, options?: RequestOptions) => call('files.requestUpload', { body }, options),
  };
}

export type FilesResource = ReturnType<typeof createFilesResource>;
