import { FORBIDDEN_KEYS } from '@patchbay/client';
import { ApiError } from './ApiError';

/** The deepest nesting of objects and arrays a JSON body may have; real request bodies stay far below it. */
export const MAX_JSON_DEPTH = 64;

/** Keys that reach an object's prototype: the client's list, which its tool-argument check shares. */
export { FORBIDDEN_KEYS };

/** Deepest nesting of `text`, found without parsing it: a scan that stops as soon as it passes `limit`. */
function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

function badJson(part: string, message: string, detail: string): ApiError {
  return new ApiError('BAD_REQUEST', message, {
    errors: [`${part}: ${detail}`],
    suggestedFix: 'Send a JSON object with Content-Type: application/json.',
  });
}

/** The path of the first number in `value` that JSON cannot write back (`1e999` parses as Infinity, written as null), or null. */
function unwritableNumberAt(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, entry] of Object.entries(value)) {
    const found = unwritableNumberAt(entry, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Parses untrusted JSON text. Objects come back with a null prototype; keys
 * in FORBIDDEN_KEYS, strings with unpaired UTF-16 surrogates (they have no
 * UTF-8 form, so they could not be stored or forwarded as typed) and nesting
 * deeper than MAX_JSON_DEPTH are 400s, and so are numbers out of range
 * (`1e999`): forwarded or stored, they would silently become null.
 * Recursion over the result is safe: its depth is bounded before anything is built.
 */
export function parseJsonInput(text: string, part = 'body'): unknown {
  if (nestingExceeds(text, MAX_JSON_DEPTH)) {
    throw badJson(part, `The request ${part} nests deeper than ${MAX_JSON_DEPTH} levels.`, `nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  const value = parseWithinRules(text, part);
  const unwritable = unwritableNumberAt(value, part);
  if (unwritable !== null) {
    throw new ApiError('BAD_REQUEST', `${unwritable} is a number out of range: JSON cannot carry it.`, {
      errors: [`${unwritable}: number out of range`],
      suggestedFix: 'Send numbers within ±1.8e308, or large values as strings.',
    });
  }
  return value;
}

function parseWithinRules(text: string, part: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) {
        throw badJson(part, `The key '${key}' is not allowed in the request ${part}.`, `key '${key}' is not allowed`);
      }
      if (typeof value === 'string' && !value.isWellFormed()) {
        throw badJson(part, `A string in the request ${part} has an unpaired UTF-16 surrogate.`, 'unpaired UTF-16 surrogate in a string');
      }
      if (!key.isWellFormed()) {
        throw badJson(part, `A key in the request ${part} has an unpaired UTF-16 surrogate.`, 'unpaired UTF-16 surrogate in a key');
      }
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        return Object.assign(Object.create(null) as Record<string, unknown>, value);
      return value;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badJson(part, `The request ${part} is not valid JSON.`, 'not valid JSON');
  }
}

/** parseJsonInput for a body that must be a JSON object: anything else is a 400. */
export function parseJsonObject(text: string, part = 'body'): Record<string, unknown> {
  const value = parseJsonInput(text, part);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const received = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    throw new ApiError('BAD_REQUEST', `The request ${part} must be a JSON object.`, {
      errors: [`${part}: expected object, received ${received}`],
      suggestedFix: 'Send a JSON object with Content-Type: application/json.',
    });
  }
  return value as Record<string, unknown>;
}
