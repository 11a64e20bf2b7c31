import type { FileRecord } from '@patchbay/client';
import type { StoredFile } from './records';

/** A stored file as the API shows it: a pending one's time is its request's, and its size 0. */
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
