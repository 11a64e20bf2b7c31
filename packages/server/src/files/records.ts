/** The secret presigned URLs are signed with, a singleton in 'settings'. */
export interface SigningSecretRecord {
  id: 'url_signing_secret';
  secret: string;
}

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
