import type { FieldError, FieldErrorCode } from '@patchbay/client';
import { z } from 'zod';
import { FORBIDDEN_KEYS, parseJsonObject, readTextWithin, type BodyTimeouts } from '@patchbay/relay/http';
import { ApiError } from './ApiError';
import { atField } from './atField';
import { unreadIncomingOf } from './nodeRequests';
import { readIncomingText } from './readIncomingText';

export type InputPart = 'body' | 'query' | 'path';

/** Parses `value` with `schema`, or throws a 400 naming every offending field, as text and as field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.flatMap((issue) => toFieldErrors(issue, value, part));
  const errors = fieldErrors.map(({ path, message }) => `${path.join('.')}: ${message}`);
  throw new ApiError('BAD_REQUEST', `Invalid request ${part}: ${errors[0]}`, {
    errors,
    fieldErrors,
    suggestedFix: 'Correct the listed fields and send the request again.',
  });
}

const CODES: Partial<Record<z.core.$ZodIssue['code'], FieldErrorCode>> = {
  invalid_type: 'invalid_type',
  too_big: 'too_big',
  too_small: 'too_small',
  invalid_format: 'invalid_format',
  unrecognized_keys: 'unknown_field',
};

/** What was sent at `path` (undefined when nothing was). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function toFieldErrors(issue: z.core.$ZodIssue, input: unknown, part: InputPart): FieldError[] {
  const path = [part, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))];
  // An unknown key is reported once per key, each at its own path.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: [...path, key], code: 'unknown_field', message: issue.message }));
  const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
  return [{ path, code: missing ? 'required' : (CODES[issue.code] ?? 'invalid_value'), message: issue.message }];
}

/** The largest JSON body an endpoint reads; bulk content goes through presigned uploads. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body, counting the bytes as they stream in (a chunked
 * body has no Content-Length to trust) and within `timeouts` (a 408 for a
 * body that stalls or trickles). An empty body reads as `{}` so
 * optional-body endpoints need no special case; anything else that is not a
 * JSON object is a 400 (see parseJsonInput for what else is refused).
 */
export async function readJsonBody(request: Request, timeouts: BodyTimeouts): Promise<Record<string, unknown>> {
  const incoming = unreadIncomingOf(request);
  const text = incoming ? await readIncomingText(incoming, MAX_JSON_BYTES, timeouts) : await readTextWithin(request, MAX_JSON_BYTES, timeouts);
  return text.trim() === '' ? (Object.create(null) as Record<string, unknown>) : parseJsonObject(text);
}

/**
 * The query of a request's URL, read without parsing the rest: the URL is
 * already serialized (a Request's always is), so its query is exactly what
 * `new URL(url).searchParams` would read, fragment left out.
 */
export function searchParamsOf(url: string): URLSearchParams {
  // The first `?` starts the query (a query may hold more of them), unless the fragment has begun by then. It is
  // passed on with the query: URLSearchParams drops one leading `?`, which would otherwise be the query's own.
  const hash = url.indexOf('#');
  const end = hash === -1 ? url.length : hash;
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 || start > end ? '' : url.slice(start, end));
}

/**
 * Turns URL search params into a null-prototype object for schema parsing.
 * Repeated keys and `key[]` become arrays; `key[sub]=v` becomes a nested
 * object (the bracket notation of `toolkit_versions`). FORBIDDEN_KEYS are a
 * 400 wherever they appear, so no name can reach a prototype.
 */
export function queryObject(params: URLSearchParams): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [rawKey, value] of params) {
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    const [key, sub] = bracket ? [bracket[1] ?? '', bracket[2] ?? ''] : [rawKey, undefined];
    for (const name of [key, sub]) {
      if (name !== undefined && FORBIDDEN_KEYS.has(name)) {
        throw new ApiError('BAD_REQUEST', `The query parameter '${rawKey}' is not allowed.`, {
          ...atField(`query.${rawKey}`, 'unknown_field', `key '${name}' is not allowed`),
          suggestedFix: 'Remove the parameter; see the endpoint reference for the parameters it takes.',
        });
      }
    }
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (sub === '') {
      out[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [value];
    } else if (sub !== undefined) {
      const nested = Object.create(null) as Record<string, unknown>;
      if (existing !== null && typeof existing === 'object' && !Array.isArray(existing)) Object.assign(nested, existing);
      nested[sub] = value;
      out[key] = nested;
    } else {
      out[key] = existing === undefined ? value : Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
    }
  }
  return out;
}

/** Values one list filter of a query may name: the largest page (spec 8), and far below SQLite's bound on query parameters. */
export const MAX_LIST_VALUES = 1000;

/** Query-string schema helpers: query values arrive as strings. */
export const q = {
  /** A number from a query string; '' and 'null' read as absent. */
  number: () =>
    z.preprocess(
      (v) => (v === '' || v === 'null' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: 'expected a number' }).finite().optional(),
    ),
  boolean: () =>
    z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === 'null' ? undefined : v),
      z.boolean({ error: "expected 'true' or 'false'" }).optional(),
    ),
  /**
   * A list given as repeated keys, `key[]`, or one comma-separated value; at
   * most MAX_LIST_VALUES values, so a filter stays one bounded query.
   */
  list: () =>
    z.preprocess(
      (v) => {
        if (v === undefined || v === '' || v === 'null') return undefined;
        const parts: unknown[] = Array.isArray(v) ? v : [v];
        return parts
          .flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]))
          .map((p) => (typeof p === 'string' ? p.trim() : p))
          .filter((p) => p !== '');
      },
      z.array(z.string()).max(MAX_LIST_VALUES, `at most ${MAX_LIST_VALUES} values`).optional(),
    ),
};

/** Page size rule shared by every cursor-paginated endpoint (spec 8). */
export const pageLimit = () =>
  q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(1000, 'must be at most 1000').optional());
