/**
 * Largest fetched binary body or proxy response: the proxy answers with them
 * inside JSON, so they are read into memory. Presigned uploads have their own,
 * larger limit (UploadOptions.maxBytes) and stream to disk.
 */
export const MAX_BINARY_BYTES = 100 * 1024 * 1024;
