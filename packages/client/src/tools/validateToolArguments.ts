import type { FieldError, FieldErrorCode } from '../types/FieldError';
import type { ToolJsonSchema } from '../types';
import { FORBIDDEN_KEYS } from './forbiddenKeys';

/**
 * Checks tool arguments against the JSON Schema subset tool schemas use
 * (`ToolJsonSchema`) and returns a clean copy: only the listed names, with
 * defaults filled in, optional nulls dropped. Hostile input is a problem
 * naming the field, never a crash: prototype keys, unpaired surrogates and
 * NUL, nesting past 16 levels, strings past 100,000 characters, arrays past
 * 1,000 items and objects past 200 keys (or the schema's own bounds).
 */

const MAX_DEPTH = 16;
const MAX_STRING = 100_000;
const MAX_ITEMS = 1_000;
const MAX_KEYS = 200;
/** Values an open object (one without `properties`) may hold in all, however nested. */
const MAX_NODES = 10_000;
/** Problems reported at most; the first ones say enough. */
const MAX_PROBLEMS = 20;

type Path = (string | number)[];

/** `new URL` rather than `URL.canParse`, which older browsers lack. */
function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

const FORMATS: Record<NonNullable<ToolJsonSchema['format']>, { test: (value: string) => boolean; expected: string }> = {
  'date-time': { test: (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), expected: 'an ISO 8601 date-time' },
  date: { test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), expected: 'a date (YYYY-MM-DD)' },
  email: { test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), expected: 'an email address' },
  uri: { test: isHttpUrl, expected: 'an http or https URL' },
};

/** An unpaired surrogate: what `String.prototype.isWellFormed` finds, in browsers without it too. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

const patterns = /* @__PURE__ */ new Map<string, RegExp>();
const patternOf = (source: string) => patterns.get(source) ?? patterns.set(source, new RegExp(source, 'u')).get(source)!;

/** A key as it may appear in a path and a message: long or odd ones are shortened and quoted. */
function shown(key: string): string {
  return /^[\w-]{1,64}$/.test(key) ? key : JSON.stringify(key.slice(0, 32)) + (key.length > 32 ? '…' : '');
}

const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

class Checker {
  readonly problems: FieldError[] = [];
  #nodes = 0;

  problem(path: Path, code: FieldErrorCode, message: string): undefined {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ path, code, message });
    return undefined;
  }

  /** The checked copy of `value`, or undefined when it has problems. */
  check(schema: ToolJsonSchema, value: unknown, path: Path, depth: number): unknown {
    if (depth > MAX_DEPTH) return this.problem(path, 'too_big', `nested more than ${MAX_DEPTH} levels deep`);
    switch (schema.type) {
      case 'object':
        return this.object(schema, value, path, depth);
      case 'array':
        return this.array(schema, value, path, depth);
      case 'string':
        return this.string(schema, value, path);
      case 'number':
      case 'integer':
        return this.number(schema, value, path);
      case 'boolean':
        return typeof value === 'boolean' ? value : this.problem(path, 'invalid_type', `expected a boolean, got ${typeName(value)}`);
      default:
        return this.anyJson(value, path, depth);
    }
  }

  private object(schema: ToolJsonSchema, value: unknown, path: Path, depth: number): unknown {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return this.problem(path, 'invalid_type', `expected an object, got ${typeName(value)}`);
    }
    if (!schema.properties) return this.anyJson(value, path, depth);
    const input = value as Record<string, unknown>;
    const keys = Object.keys(input);
    if (keys.length > MAX_KEYS) return this.problem(path, 'too_big', `has ${keys.length} keys; at most ${MAX_KEYS}`);
    const known = schema.properties;
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key)) this.problem([...path, key], 'unknown_field', `the key '${key}' is not allowed`);
      else if (!Object.hasOwn(known, key) && schema.additionalProperties === false) {
        const names = Object.keys(known);
        this.problem(
          [...path, shown(key)],
          'unknown_field',
          names.length ? `not a parameter; expected ${names.join(', ')}` : 'this tool takes no parameters',
        );
      }
    }
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(known)) {
      const required = schema.required?.includes(key) ?? false;
      const given = Object.hasOwn(input, key) ? input[key] : undefined;
      if (given === undefined || (given === null && !required)) {
        if (required) this.problem([...path, key], 'required', `required: ${property.description ?? 'see the tool schema'}`);
        else if (property.default !== undefined) out[key] = property.default;
        continue;
      }
      const checked = this.check(property, given, [...path, key], depth + 1);
      if (checked !== undefined) out[key] = checked;
    }
    return out;
  }

  private array(schema: ToolJsonSchema, value: unknown, path: Path, depth: number): unknown {
    if (!Array.isArray(value)) return this.problem(path, 'invalid_type', `expected an array, got ${typeName(value)}`);
    const max = Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS);
    if (value.length > max) return this.problem(path, 'too_big', `has ${value.length} items; at most ${max}`);
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return this.problem(path, 'too_small', `needs at least ${schema.minItems} items`);
    return value.map((item, index) => this.check(schema.items ?? {}, item, [...path, index], depth + 1));
  }

  private string(schema: ToolJsonSchema, value: unknown, path: Path): unknown {
    if (typeof value !== 'string') return this.problem(path, 'invalid_type', `expected a string, got ${typeName(value)}`);
    const max = Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING);
    if (value.length > max) return this.problem(path, 'too_big', `is ${value.length} characters long; at most ${max}`);
    if (LONE_SURROGATE.test(value) || value.includes('\u0000'))
      return this.problem(path, 'invalid_value', 'must be well-formed text: no unpaired surrogates and no NUL characters');
    if (schema.minLength !== undefined && value.length < schema.minLength) {
      return this.problem(path, 'too_small', schema.minLength === 1 ? 'must not be empty' : `needs at least ${schema.minLength} characters`);
    }
    if (schema.enum && !schema.enum.includes(value)) return this.problem(path, 'invalid_value', `expected one of ${schema.enum.join(', ')}`);
    if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) {
      return this.problem(path, 'invalid_format', `does not match ${schema.pattern}`);
    }
    const format = schema.format && FORMATS[schema.format];
    if (format && !format.test(value)) return this.problem(path, 'invalid_format', `expected ${format.expected}`);
    return value;
  }

  private number(schema: ToolJsonSchema, value: unknown, path: Path): unknown {
    const integer = schema.type === 'integer';
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.problem(path, 'invalid_type', `expected ${integer ? 'an integer' : 'a number'}, got ${typeName(value)}`);
    }
    if (integer && !Number.isInteger(value)) return this.problem(path, 'invalid_type', 'expected an integer');
    if (schema.minimum !== undefined && value < schema.minimum) return this.problem(path, 'too_small', `must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return this.problem(path, 'too_big', `must be at most ${schema.maximum}`);
    if (schema.enum && !schema.enum.includes(value)) return this.problem(path, 'invalid_value', `expected one of ${schema.enum.join(', ')}`);
    return value;
  }

  /** Any JSON value, copied within the bounds: what open objects and untyped values hold. */
  private anyJson(value: unknown, path: Path, depth: number): unknown {
    if (++this.#nodes > MAX_NODES) return this.problem(path, 'too_big', `holds more than ${MAX_NODES} values`);
    if (depth > MAX_DEPTH) return this.problem(path, 'too_big', `nested more than ${MAX_DEPTH} levels deep`);
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : this.problem(path, 'invalid_type', 'expected a finite number');
    if (typeof value === 'string') return this.string({}, value, path);
    if (Array.isArray(value)) {
      if (value.length > MAX_ITEMS) return this.problem(path, 'too_big', `has ${value.length} items; at most ${MAX_ITEMS}`);
      return value.map((item, index) => this.anyJson(item, [...path, index], depth + 1));
    }
    if (typeof value !== 'object') return this.problem(path, 'invalid_type', `expected JSON, got ${typeName(value)}`);
    const keys = Object.keys(value);
    if (keys.length > MAX_KEYS) return this.problem(path, 'too_big', `has ${keys.length} keys; at most ${MAX_KEYS}`);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key)) this.problem([...path, key], 'unknown_field', `the key '${key}' is not allowed`);
      else if (key.length > 1000 || LONE_SURROGATE.test(key))
        this.problem([...path, shown(key)], 'invalid_value', 'keys must be well-formed text of at most 1000 characters');
      else out[key] = this.anyJson((value as Record<string, unknown>)[key], [...path, shown(key)], depth + 1);
    }
    return out;
  }
}

/** Tool arguments checked against a tool's `input_parameters`. */
export interface ToolArgumentsCheck {
  /** The clean copy: listed names only, defaults filled in, optional nulls dropped; what the tool runs with when `errors` is empty. */
  value: Record<string, unknown>;
  /** At most 20 problems, in the order met; `path` runs from the arguments object (`['assignee', 'email']`, `['tags', 0]`). */
  errors: FieldError[];
}

/**
 * Checks a tool's `arguments` against its `input_parameters`: the one set of
 * rules, run by the service on every execution and by `ToolForm` before it
 * submits. Missing arguments (`undefined`, `null`) are checked as `{}`.
 */
export function validateToolArguments(schema: ToolJsonSchema, args: unknown): ToolArgumentsCheck {
  const checker = new Checker();
  const checked = checker.check(schema, args ?? {}, [], 0);
  if (checker.problems.length > 0 || checked === null || typeof checked !== 'object') {
    const errors = checker.problems.length ? checker.problems : [{ path: [], code: 'invalid_type' as const, message: 'expected an object' }];
    return { value: {}, errors };
  }
  return { value: checked as Record<string, unknown>, errors: [] };
}
