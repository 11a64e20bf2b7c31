import { z } from 'zod';
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

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body. An empty body reads as `{}` so optional-body
 * endpoints need no special case; anything else that is not a JSON object is a 400.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw tooLarge();
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw tooLarge();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('BAD_REQUEST', 'The request body is not valid JSON.', {
      suggestedFix: 'Send a JSON object with Content-Type: application/json.',
    });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError('BAD_REQUEST', 'The request body must be a JSON object.', {
      errors: [`body: expected object, received ${Array.isArray(value) ? 'array' : typeof value}`],
    });
  }
  return value;
}

function tooLarge(): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB.', {
    suggestedFix: 'Upload large content through a presigned file upload instead.',
  });
}

/**
 * Turns URL search params into a plain object for schema parsing. Repeated
 * keys and `key[]` become arrays; `key[sub]=v` becomes a nested object
 * (the bracket notation of `toolkit_versions`).
 */
export function queryObject(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of url.searchParams) {
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    if (bracket) {
      const [, key = '', sub = ''] = bracket;
      if (sub === '') {
        const list = out[key];
        out[key] = Array.isArray(list) ? [...list, value] : [value];
      } else {
        const nested = out[key];
        out[key] = { ...(typeof nested === 'object' && nested !== null && !Array.isArray(nested) ? nested : {}), [sub]: value };
      }
      continue;
    }
    const existing = out[rawKey];
    if (existing === undefined) out[rawKey] = value;
    else out[rawKey] = Array.isArray(existing) ? [...existing, value] : [existing, value];
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
    z.preprocess(
      (v) => {
        if (v === undefined || v === '' || v === 'null') return undefined;
        const parts = Array.isArray(v) ? v : [v];
        return parts.flatMap((p) => (typeof p === 'string' ? p.split(',') : [p])).map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
      },
      z.array(z.string()).optional(),
    ),
};

/** Page size rule shared by every cursor-paginated endpoint (spec 8). */
export const pageLimit = () =>
  q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(1000, 'must be at most 1000').optional());
