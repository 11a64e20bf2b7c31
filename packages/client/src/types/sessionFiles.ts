/**
 * Extension (the vendor's v3.1 "session files"): files kept in a mount of a
 * tool router session (`files` is the mount the vendor's SDK uses), each
 * named by its path inside the mount.
 */
export interface SessionFile {
  /** The file's path inside the mount, e.g. `report.pdf` or `data/out.csv`. */
  mount_relative_path: string;
  /** Where the mount sits in the session's sandbox, e.g. `/mnt/files`. */
  sandbox_mount_prefix: string;
  size: number;
  last_modified: string;
}

/** Query of `GET /api/v3/tool_router/session/{session_id}/mounts/{mount_id}/items`. */
export interface ListSessionFilesQuery {
  /** Only paths that start with this. */
  mount_relative_prefix?: string;
  /** @default 100, at most 500 */
  limit?: number | null;
  cursor?: string;
}

/** One page of a mount's files, in path order. */
export interface SessionFilePage {
  items: SessionFile[];
  /** Absent on the last page. */
  next_cursor?: string;
}

/** Body of a mount's `delete` and `download_url`. */
export interface SessionFilePathRequest {
  mount_relative_path: string;
}

/** Body of a mount's `upload_url`. */
export interface SessionFileUploadRequest {
  /** Subdirectories allowed (`images/chart.png`); no `..`, no leading `/`. */
  mount_relative_path: string;
  /** Served back as the download's Content-Type. @default 'application/octet-stream' */
  mimetype?: string;
}

/** Answer of a mount's `upload_url`: PUT the bytes to `upload_url` before `expires_at`. */
export interface SessionFileUploadUrl {
  upload_url: string;
  expires_at: string;
  mount_relative_path: string;
  sandbox_mount_prefix: string;
}

/** Answer of a mount's `download_url`: GET the bytes from `download_url` before `expires_at`. */
export interface SessionFileDownloadUrl {
  download_url: string;
  expires_at: string;
  mount_relative_path: string;
  sandbox_mount_prefix: string;
}

/** Answer of a mount's `delete` (the vendor's: deleting a missing file succeeds too). */
export interface DeleteSessionFileResponse {
  mount_relative_path: string;
  sandbox_mount_prefix: string;
}
