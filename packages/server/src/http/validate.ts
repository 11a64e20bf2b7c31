import { z } from 'zod';
import { FORBIDDEN_KEYS, parseJsonObject, readTextWithin } from '@patchbay/relay/http';
import { ApiError } from './ApiError';

export type InputPart = 'body' | 'query' | 'path';

/** Parses `value` with `schema`, or throws a 400 naming every offending field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const field = [part, ...issue.path.map(String)].join('.');
    return `${field}: ${issue.message}`;
  });
  throw new ApiError('BAD_REQUEST', `Invalid request ${part}: ${errors[0]}`, {
    errors,
    suggestedFix: 'Correct the listed fields and send the request again.',
  });
}

/** The largest JSON body an endpoint reads; bulk content goes through presigned uploads. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body, counting the bytes as they stream in (a chunked
 * body has no Content-Length to trust). An empty body reads as `{}` so
 * optional-body endpoints need no special case; anything else that is not a
 * JSON object is a 400 (see parseJsonInput for what else is refused).
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await readTextWithin(request, MAX_JSON_BYTES);
  return text.trim() === '' ? (Object.create(null) as Record<string, unknown>) : parseJsonObject(text);
}

/**
 * Turns URL search params into a null-prototype object for schema parsing.
 * Repeated keys and `key[]` become arrays; `key[sub]=v` becomes a nested
 * object (the bracket notation of `toolkit_versions`). FORBIDDEN_KEYS are a
 * 400 wherever they appear, so no name can reach a prototype.
 */
export function queryObject(url: URL): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [rawKey, value] of url.searchParams) {
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    const [key, sub] = bracket ? [bracket[1] ?? '', bracket[2] ?? ''] : [rawKey, undefined];
    for (const name of [key, sub]) {
      if (name !== undefined && FORBIDDEN_KEYS.has(name)) {
        throw new ApiError('BAD_REQUEST', `The query parameter '${rawKey}' is not allowed.`, {
          errors: [`query.${rawKey}: key '${name}' is not allowed`],
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
  /** A list given as repeated keys, `key[]`, or one comma-separated value. */
  list: () =>
    z.preprocess((v) => {
      if (v === undefined || v === '' || v === 'null') return undefined;
      const parts: unknown[] = Array.isArray(v) ? v : [v];
      return parts
        .flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]))
        .map((p) => (typeof p === 'string' ? p.trim() : p))
        .filter((p) => p !== '');
    }, z.array(z.string()).optional()),
};

/** Page size rule shared by every cursor-paginated endpoint (spec 8). */
export const pageLimit = () =>
  q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(1000, 'must be at most 1000').optional());
