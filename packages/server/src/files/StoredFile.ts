import type { FileRecord } from '@patchbay/client';

/**
 * A file as kept in the 'files' collection. It is 'pending' from the upload
 * request until a PUT with the declared MD5 arrives; only completed files are
 * listed or used for de-duplication.
 */
export interface StoredFile {
  id: string;
  project_id: string;
  toolkit_slug: string;
  tool_slug: string;
  filename: string;
  mimetype: string;
  /** Lowercase hex. */
  md5: string;
  /** Object key, also the blob key of the bytes. */
  key: string;
  status: 'pending' | 'completed';
  size: number | null;
  requested_at: string;
  /** When the upload completed; null while pending. */
  created_at: string | null;
}

export function toFileWire(file: StoredFile): FileRecord {
  return {
    id: file.id,
    toolkit_slug: file.toolkit_slug,
    tool_slug: file.tool_slug,
    filename: file.filename,
    mimetype: file.mimetype,
    md5: file.md5,
    size: file.size ?? 0,
    created_at: file.created_at ?? file.requested_at,
  };
}

/** `<project_id>/<toolkit>/<tool>/<md5>/<filename>`, each part URL-encoded. */
export function objectKey(file: Pick<StoredFile, 'project_id' | 'toolkit_slug' | 'tool_slug' | 'md5' | 'filename'>): string {
  return [file.project_id, file.toolkit_slug, file.tool_slug, file.md5, file.filename].map(encodeURIComponent).join('/');
}
