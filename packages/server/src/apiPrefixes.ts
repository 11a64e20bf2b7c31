/**
 * Where the API is mounted: `/api/v3`, and `/api/v3.1` where the vendor's
 * later SDKs call the same endpoints. Answers are the same under both but
 * where the vendor's v3.1 differs (a session's pinned accounts are lists:
 * see `apiVersionOf`).
 */
export const API_PREFIXES = ['/api/v3', '/api/v3.1'] as const;
