/**
 * Where one file is: queued → hashing → requesting → uploading → done,
 * or duplicate (the project already had these bytes: nothing was sent),
 * failed or cancelled.
 */
export type UploadStatus = 'queued' | 'hashing' | 'requesting' | 'uploading' | 'done' | 'duplicate' | 'failed' | 'cancelled';

export interface UploadItem {
  /** Stable id of this entry (not the server's file id). */
  id: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  hashProgress: number;
  /** 0 to 1; stays 0 for duplicates. */
  uploadProgress: number;
  /** Hex MD5 once hashed. */
  md5: string | null;
  /** The server's file id and storage key once known. */
  fileId: string | null;
  key: string | null;
  error: Error | null;
}

export const FINISHED: ReadonlySet<UploadStatus> = new Set(['done', 'duplicate', 'failed', 'cancelled']);
