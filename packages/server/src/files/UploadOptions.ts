/** Object storage's limit for a single PUT. */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 ** 3;

/** Long enough for any live connection to deliver something; short enough that a stalled one lets go. */
export const DEFAULT_UPLOAD_IDLE_TIMEOUT_MS = 60_000;

/** Presigned uploads: their limits, and where the bytes live. */
export interface UploadOptions {
  /**
   * Largest file a presigned PUT may carry, counted as the bytes stream in
   * (chunked bodies too); a larger body is refused with 413 and leaves nothing behind.
   * @default 5 GiB (5 * 1024 ** 3), object storage's single-PUT limit
   */
  maxBytes?: number;
  /**
   * A PUT whose body sends nothing for this long is dropped (400) and its partial file removed.
   * @default 60_000 (one minute)
   */
  idleTimeoutMs?: number;
  /**
   * Where uploaded files (`objects/<md5>`) and binary proxy responses (`binaries/<id>`) are kept.
   * @default the `dataDir` of durable storage; otherwise a private temporary
   * directory, removed on close (bytes are never kept in memory)
   */
  dir?: string;
}
