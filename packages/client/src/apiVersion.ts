/**
 * The API versions the service answers, as path prefixes: `v3` (the spec's,
 * the default) and `v3.1`, where the vendor's later SDKs send the same
 * endpoints. The endpoint table writes every path under `/api/v3`.
 */
export type ApiVersion = 'v3' | 'v3.1';

export const DEFAULT_API_VERSION: ApiVersion = 'v3';

/** A table path (`/api/v3/...`) under `version`'s prefix. */
export function withApiVersion(path: string, version: ApiVersion): string {
  return version === 'v3' ? path : path.replace(/^\/api\/v3\//, `/api/${version}/`);
}
