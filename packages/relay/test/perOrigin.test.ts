import { describe, expect, it } from 'vitest';
import { perOrigin } from '../src/http/perOrigin';

describe('perOrigin', () => {
  it('makes each origin its value once, and drops them all past the bound, so made-up hosts cannot grow it', () => {
    const made: string[] = [];
    const valueOf = perOrigin(2, (origin) => {
      made.push(origin);
      return { origin };
    });
    const a = valueOf('https://a.test');
    expect(valueOf('https://a.test')).toBe(a);
    valueOf('https://b.test');
    expect(made).toEqual(['https://a.test', 'https://b.test']);

    // A third origin drops the first two: each is made again when next asked for.
    valueOf('https://c.test');
    expect(valueOf('https://a.test')).not.toBe(a);
    expect(made).toEqual(['https://a.test', 'https://b.test', 'https://c.test', 'https://a.test']);
  });
});
