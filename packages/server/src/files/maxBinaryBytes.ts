/** Largest body a presigned upload, a fetched binary body or a binary proxy response may have. */
export const MAX_BINARY_BYTES = 100 * 1024 * 1024;
