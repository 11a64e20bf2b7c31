import { describe, expect, it } from 'vitest';
import { createRelay, type RelayOptions } from '../src';
import { FixedWindowLimiter } from '../src/http';

/** Numbers that would quietly end a limit (NaN, Infinity) or make it refuse everyone are refused when the option is given. */
describe('numeric options of the relay and its building blocks', () => {
  it('FixedWindowLimiter refuses a limit, window or key bound that would end the limit or refuse everyone', () => {
    for (const bad of [NaN, Infinity, 0, -1]) {
      expect(() => new FixedWindowLimiter({ limit: bad, windowMs: 1_000 })).toThrow(/FixedWindowLimiter: limit must be/);
      expect(() => new FixedWindowLimiter({ limit: 1, windowMs: bad })).toThrow(/FixedWindowLimiter: windowMs must be/);
      expect(() => new FixedWindowLimiter({ limit: 1, windowMs: 1_000, maxKeys: bad })).toThrow(/FixedWindowLimiter: maxKeys must be/);
    }
    expect(() => new FixedWindowLimiter({ limit: 1, windowMs: 1_000, maxKeys: 1.5 })).toThrow(/maxKeys/);
    // maxKeys given as undefined takes its default, and the limit still holds.
    const limiter = new FixedWindowLimiter({ limit: 1, windowMs: 1_000, maxKeys: undefined });
    expect(limiter.hit('a', 0)).toBeNull();
    expect(limiter.hit('a', 1)).toBe(1);
  });

  const base = {
    target: (() => Promise.resolve(new Response(null))) as RelayOptions['target'],
    apiKey: 'pk_test',
    authenticate: () => ({ userId: 'u1' }),
  } satisfies RelayOptions;

  it('createRelay refuses a rateLimit, maxBodyBytes or bodyTimeouts that is NaN, Infinity, zero or negative, naming it', () => {
    for (const bad of [NaN, Infinity, -1, 0]) {
      expect(() => createRelay({ ...base, rateLimit: { limit: bad, windowMs: 1_000 } })).toThrow(/createRelay: rateLimit/);
      expect(() => createRelay({ ...base, rateLimit: { limit: 1, windowMs: bad } })).toThrow(/createRelay: rateLimit/);
      expect(() => createRelay({ ...base, maxBodyBytes: bad })).toThrow(/createRelay: maxBodyBytes/);
      expect(() => createRelay({ ...base, bodyTimeouts: { idleMs: bad } })).toThrow(/createRelay: bodyTimeouts\.idleMs/);
      expect(() => createRelay({ ...base, bodyTimeouts: { totalMs: bad } })).toThrow(/createRelay: bodyTimeouts\.totalMs/);
    }
    expect(() => createRelay(base)).not.toThrow();
  });
});
