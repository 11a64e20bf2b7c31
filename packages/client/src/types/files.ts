import type { CursorPageQuery } from './common';

/** Spec 2.9 (`id`, `size` and `created_at` are extensions). */
export interface FileRecord {
  id: string;
  toolkit_slug: string;
  tool_slug: string;
  filename: string;
  mimetype: string;
  md5: string;
  size: number;
  created_at: string;
}

export interface ListFilesQuery extends CursorPageQuery {
  toolkit_slug?: string;
  tool_slug?: string;
}

export interface FileUploadRequest {
  toolkit_slug: string;
  tool_slug: string;
  filename: string;
  mimetype: string;
  /** Hex MD5 of the content: de-duplication key and integrity check of the PUT. */
  md5: string;
}

/** A new file: PUT the bytes to `new_presigned_url`. */
export interface NewFileUpload {
  type: 'new';
  id: string;
  key: string;
  new_presigned_url: string;
  /** Same as new_presigned_url. */
  newPresignedUrl: string;
  metadata: { storage_backend: string };
}

/**
 * The project already has a file with this MD5: nothing to upload, skip the
 * PUT. The URL is there for the vendor's SDK, which always PUTs: a PUT of the
 * same bytes is checked and answered 200, and nothing is stored twice.
 */
export interface ExistingFileUpload {
  type: 'existing';
  id: string;
  key: string;
  new_presigned_url: string;
  /** Same as new_presigned_url. */
  newPresignedUrl: string;
  metadata: { storage_backend: string };
}

export type FileUploadResponse = NewFileUpload | ExistingFileUpload;
