import type { StoredFile } from './records';

/** `<project_id>/<toolkit>/<tool>/<md5>/<filename>`, each part URL-encoded. */
export function objectKey(file: Pick<StoredFile, 'project_id' | 'toolkit_slug' | 'tool_slug' | 'md5' | 'filename'>): string {
  return [file.project_id, file.toolkit_slug, file.tool_slug, file.md5, file.filename].map(encodeURIComponent).join('/');
}
