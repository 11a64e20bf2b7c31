import type { ToolJsonSchema } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { anyObject, int, list, obj, oneOf, str } from '../catalog/jsonSchema';
import { checkArguments } from './validateArguments';

const schema: ToolJsonSchema = obj(
  {
    title: str('Title', { minLength: 1, maxLength: 20 }),
    when: str('When', { format: 'date-time' }),
    level: oneOf('Level', ['low', 'high'], { default: 'low' }),
    count: int('Count', { minimum: 1, maximum: 5 }),
    tags: list('Tags', str('A tag'), { maxItems: 3 }),
    extra: anyObject('Anything'),
  },
  ['title'],
);

const problems = (value: unknown) => {
  const result = checkArguments(schema, value, 'arguments');
  return result.ok ? [] : result.problems.map(({ path, code }) => `${path} ${code}`);
};

describe('checkArguments', () => {
  it('returns a clean copy with defaults, without optional nulls', () => {
    expect(checkArguments(schema, { title: 'a', count: null, tags: ['x'] }, 'arguments')).toEqual({
      ok: true,
      value: { title: 'a', level: 'low', tags: ['x'] },
    });
    expect(checkArguments(obj({}), undefined, 'arguments')).toEqual({ ok: true, value: {} });
  });

  it('names every field that does not fit', () => {
    expect(problems({})).toEqual(['arguments.title required']);
    expect(problems({ title: 'a', when: 'yesterday', level: 'mid', count: 1.5, tags: ['a', 'b', 'c', 'd'], other: 1 })).toEqual([
      'arguments.other unknown_field',
      'arguments.when invalid_format',
      'arguments.level invalid_value',
      'arguments.count invalid_type',
      'arguments.tags too_big',
    ]);
    expect(problems({ title: 'a', count: 9 })).toEqual(['arguments.count too_big']);
    expect(problems({ title: 'a', count: Number.NaN })).toEqual(['arguments.count invalid_type']);
    expect(problems(null)).toEqual(['arguments.title required']);
    expect(problems([])).toEqual(['arguments invalid_type']);
  });

  it('refuses prototype keys wherever they are, and never copies them', () => {
    const hostile = JSON.parse('{"title":"a","__proto__":{"polluted":1},"extra":{"constructor":{"prototype":{"x":1}},"ok":{"__proto__":2}}}');
    expect(problems(hostile)).toEqual([
      'arguments.__proto__ unknown_field',
      'arguments.extra.constructor unknown_field',
      'arguments.extra.ok.__proto__ unknown_field',
    ]);
    const open = checkArguments(
      obj({ extra: anyObject('x') }),
      { extra: Object.assign(Object.create(null), { prototype: 1, fine: [1, { a: 'b' }] }) },
      'arguments',
    );
    expect(open.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('bounds depth, size and text, however the value is built', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 10_000; level++) deep = { a: deep };
    expect(problems({ title: 'a', extra: deep })).toEqual([expect.stringMatching(/^arguments\.extra(\.a)+ too_big$/)]);
    const wide = {
      title: 'a',
      extra: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, Array.from({ length: 200 }, () => ({ v: 1 }))])),
    };
    expect(problems(wide)[0]).toMatch(/too_big$/);
    expect(problems({ title: 'a', extra: { s: 'x'.repeat(100_001) } })).toEqual(['arguments.extra.s too_big']);
    expect(problems({ title: '\ud800' })).toEqual(['arguments.title invalid_value']);
    expect(problems({ title: 'a', extra: { ['k'.repeat(5000)]: 1 } })[0]).toMatch(/invalid_value$/);
    expect(problems({ title: 'a', extra: { n: Number.POSITIVE_INFINITY } })).toEqual(['arguments.extra.n invalid_type']);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    expect(problems(many)).toEqual(['arguments too_big']);
    expect(problems(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))).length).toBe(20);
  });
});
