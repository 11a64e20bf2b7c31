import type { ErrorSlug } from '../types/errorSlugs';
import type { HttpMethod, KeyScheme } from '../transport';

/** What one call of an endpoint carries, and what it answers: types only. */
export interface EndpointIO {
  /** Path parameters by the names in `path` (`{nanoid}` → `nanoid`). */
  params?: Record<string, string>;
  query?: object | undefined;
  body?: unknown;
  response: unknown;
}

/** One row of the endpoint table: everything about an endpoint that is not its handler. */
export interface Endpoint<IO extends EndpointIO = EndpointIO> {
  readonly method: HttpMethod;
  /** The path from the API root; `{name}` stands for one path segment. */
  readonly path: `/api/v3/${string}`;
  /** The key it takes (spec 5). */
  readonly key: KeyScheme;
  /** The query parameters it reads, by name (`name[...]` bracket forms included). */
  readonly query: readonly string[];
  /** The slugs it may answer with besides `COMMON_ERROR_SLUGS`. */
  readonly errors: readonly ErrorSlug[];
  /** Never set at run time: carries the request and response types. */
  readonly io?: IO;
}

/**
 * Slugs any endpoint may answer with: malformed input, keys, limits and the
 * unexpected, decided before or around the endpoint's own rules.
 */
export const COMMON_ERROR_SLUGS: readonly ErrorSlug[] = [
  'bad_request',
  'unauthorized',
  'wrong_key_scheme',
  'forbidden',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
];

interface RowInput {
  method: HttpMethod;
  path: `/api/v3/${string}`;
  key?: KeyScheme;
  query?: readonly string[];
  errors?: readonly ErrorSlug[];
}

/**
 * Declares a row: `endpoint<{ body: B; response: R }>({ method, path, ... })`; `key` defaults to the project key.
 * Marked free of side effects so bundles that use no row (the UI's) drop the table.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<IO extends EndpointIO>({ method, path, key = 'project', query = [], errors = [] }: RowInput): Endpoint<IO> {
  return { method, path, key, query, errors };
}

/**
 * The path of `row` with `params` filled in, each one encoded so an id cannot
 * change the path's shape. Empty, `.` and `..` are refused: URLs resolve them
 * away, so they would name another path.
 */
export function endpointPath(row: Endpoint, params: Record<string, string> | undefined): string {
  return row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name] ?? '';
    if (value === '' || value === '.' || value === '..') throw new TypeError(`Path parameter '${name}' must not be empty, '.' or '..'.`);
    return encodeURIComponent(value);
  });
}
