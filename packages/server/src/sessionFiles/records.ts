/** Stored in 'session_files': one file of a tool router session's mount, its bytes kept by MD5 in object storage. */
export interface SessionFileRecord {
  /** `sf_` and a digest of session, mount and path: a path names one record, so an upload replaces it. */
  id: string;
  project_id: string;
  session_id: string;
  mount_id: string;
  /** The path inside the mount (`data/out.csv`). */
  path: string;
  md5: string;
  size: number;
  content_type: string;
  last_modified: string;
}

/** Stored in 'session_file_uploads': an upload URL handed out and not used yet. */
export interface SessionFileUploadRecord {
  /** `sfu_...`: the subject its URL is signed for. */
  id: string;
  project_id: string;
  session_id: string;
  mount_id: string;
  path: string;
  content_type: string;
  expires_at: string;
}
