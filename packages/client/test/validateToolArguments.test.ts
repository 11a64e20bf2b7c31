import { describe, expect, it } from 'vitest';
import type { ToolJsonSchema } from '../src';
import { validateToolArguments } from '../src';

const SCHEMA: ToolJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 1 },
    due: { type: 'string', format: 'date' },
    site: { type: 'string', format: 'uri' },
    level: { type: 'string', enum: ['low', 'high'], default: 'low' },
    owner: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: { email: { type: 'string', format: 'email' }, age: { type: 'integer', minimum: 0 } },
    },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    extra: { type: 'object', additionalProperties: true },
  },
};

describe('validateToolArguments', () => {
  it('returns the clean copy with defaults filled in and optional nulls dropped', () => {
    expect(validateToolArguments(SCHEMA, { title: 'a', due: null, owner: { email: 'a@b.co' }, tags: ['x'] })).toEqual({
      value: { title: 'a', level: 'low', owner: { email: 'a@b.co' }, tags: ['x'] },
      errors: [],
    });
    expect(validateToolArguments({ type: 'object', properties: {} }, undefined)).toEqual({ value: {}, errors: [] });
  });

  it('names each problem by its path from the arguments object, with a code', () => {
    const { errors, value } = validateToolArguments(SCHEMA, {
      title: '',
      due: '2025-13',
      site: 'ftp://example.com',
      owner: { age: 1.5 },
      tags: ['a', 7],
      other: 1,
    });
    expect(value).toEqual({});
    expect(errors.map(({ path, code }) => [path, code])).toEqual([
      [['other'], 'unknown_field'],
      [['title'], 'too_small'],
      [['due'], 'invalid_format'],
      [['site'], 'invalid_format'],
      [['owner', 'email'], 'required'],
      [['owner', 'age'], 'invalid_type'],
      [['tags', 1], 'invalid_type'],
    ]);
    expect(validateToolArguments(SCHEMA, [])).toEqual({
      value: {},
      errors: [{ path: [], code: 'invalid_type', message: 'expected an object, got an array' }],
    });
  });

  it('refuses prototype keys, lone surrogates and NUL, and stops at its bounds', () => {
    const hostile = JSON.parse('{"title":"a","extra":{"constructor":1,"ok":{"__proto__":2}}}');
    expect(validateToolArguments(SCHEMA, hostile).errors.map((e) => e.path)).toEqual([
      ['extra', 'constructor'],
      ['extra', 'ok', '__proto__'],
    ]);
    expect(validateToolArguments(SCHEMA, { title: 'a\ud800' }).errors[0]?.code).toBe('invalid_value');
    expect(validateToolArguments(SCHEMA, { title: 'a\ud83d\ude00' }).errors).toEqual([]);
    expect(validateToolArguments(SCHEMA, { title: '\udc00' }).errors[0]?.code).toBe('invalid_value');
    expect(validateToolArguments(SCHEMA, { title: 'a\u0000' }).errors[0]?.code).toBe('invalid_value');
    let deep: unknown = 1;
    for (let level = 0; level < 5_000; level++) deep = [deep];
    expect(validateToolArguments(SCHEMA, { title: 'a', extra: { deep } }).errors[0]?.code).toBe('too_big');
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]));
    expect(validateToolArguments(SCHEMA, many).errors).toHaveLength(20);
  });
});
