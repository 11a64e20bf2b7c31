import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelay, memoryStore, type RelayOptions, type RelayStore } from '../src';
import { ApiError } from '../src/http/ApiError';
import { redisStore, type RedisEval } from '../src/store/redis';

const WINDOW = { limit: 2, windowMs: 60_000 };

describe('the stores budgets are counted in', () => {
  it('memoryStore counts each key in its own window: null within the limit, then the seconds left', async () => {
    const store = memoryStore();
    expect(store.hit('a', WINDOW, 1)).toBeNull();
    expect(store.hit('b', WINDOW, 1)).toBeNull();
    expect(store.hit('a', WINDOW, 1)).toBeNull();
    const retryAfter = await store.hit('a', WINDOW, 1);
    expect(typeof retryAfter === 'number' && retryAfter >= 1 && retryAfter <= 60, String(retryAfter)).toBe(true);
    expect(store.hit('b', WINDOW, 1)).toBeNull();
    // A cost counts whole: two calls at once are over a limit of one.
    expect(memoryStore().hit('c', { limit: 1, windowMs: 1_000 }, 2)).toBe(1);
  });

  it('memoryStore refuses a maxKeys that is not a positive whole number when it is made', () => {
    for (const bad of [NaN, Infinity, 0, -1, 1.5]) expect(() => memoryStore({ maxKeys: bad })).toThrow(/maxKeys must be a positive whole number/);
  });

  it('redisStore refuses a missing eval, an unknown policy or a timeoutMs that would hang or refuse every call, naming it', () => {
    const evaluate: RedisEval = () => Promise.reject(new Error('not called: options are checked before any call'));
    expect(() => redisStore({} as { eval: RedisEval })).toThrow(/redisStore: eval is required/);
    expect(() => redisStore({ eval: evaluate, whenUnavailable: 'sometimes' as 'open' })).toThrow(
      /redisStore: whenUnavailable must be 'open' or 'closed'/,
    );
    for (const bad of [NaN, Infinity, 0, -1, 1.5]) {
      expect(() => redisStore({ eval: evaluate, timeoutMs: bad })).toThrow(/redisStore: timeoutMs must be a positive whole number/);
    }
    expect(() => redisStore({ eval: evaluate, prefix: 1 as unknown as string })).toThrow(/redisStore: prefix must be a string/);
    expect(() => redisStore({ eval: evaluate })).not.toThrow();
  });

  it('createRelay refuses a store that is not one', () => {
    const base = {
      target: (() => Promise.resolve(new Response(null))) as RelayOptions['target'],
      apiKey: 'pk_test',
      authenticate: () => ({ userId: 'u1' }),
    } satisfies RelayOptions;
    expect(() => createRelay({ ...base, store: {} as RelayOptions['store'] })).toThrow(/createRelay: store must be a RelayStore/);
    expect(() => createRelay({ ...base, store: memoryStore() })).not.toThrow();
  });

  describe('two relays sharing one store', () => {
    /** A relay of the project `apiKey`, its budgets in `store`; the service it stands in front of answers every call. */
    const relayOf = (apiKey: string, store: RelayStore) =>
      createRelay({
        target: () => Promise.resolve(Response.json({ items: [] })),
        apiKey,
        authenticate: (request) => ({ userId: request.headers.get('x-user')! }),
        rateLimit: { limit: 2, windowMs: 60_000 },
        store,
      });
    const list = async (relay: ReturnType<typeof createRelay>, userId: string) =>
      (await relay(new Request('http://app.test/patchbay/api/v3/connected_accounts', { headers: { 'x-user': userId } }))).status;

    it('keep the budgets of two projects apart for the same user id, and never write the API key', async () => {
      const keys: string[] = [];
      const shared = memoryStore();
      const store: RelayStore = { hit: (key, window, cost) => (keys.push(key), shared.hit(key, window, cost)) };
      const first = relayOf('pk_project_one', store);
      const second = relayOf('pk_project_two', store);
      expect([await list(first, 'alice'), await list(first, 'alice'), await list(first, 'alice')]).toEqual([200, 200, 429]);
      // Another project's alice is another user: her budget is whole.
      expect([await list(second, 'alice'), await list(second, 'alice'), await list(second, 'alice')]).toEqual([200, 200, 429]);
      expect(new Set(keys).size).toBe(2);
      for (const key of keys) {
        expect(key).toMatch(/^budget:[0-9a-f]{16}:alice$/);
        expect(key).not.toContain('pk_project');
      }
    });

    it('share one budget between relays of the same project', async () => {
      const store = memoryStore();
      const first = relayOf('pk_project_one', store);
      const second = relayOf('pk_project_one', store);
      expect([await list(first, 'bob'), await list(second, 'bob'), await list(first, 'bob'), await list(second, 'bob')]).toEqual([
        200, 200, 429, 429,
      ]);
    });
  });
});

describe('redisStore while Redis is slow or away', () => {
  const DOWN = '@patchbay/relay: the Redis store is unavailable';
  const UP = '@patchbay/relay: the Redis store is available again';
  const BIG = { limit: 1_000_000, windowMs: 60_000 };
  let lines: string[];
  const log = (line: string) => void lines.push(line);
  const linesStarting = (start: string) => lines.filter((line) => line.startsWith(start));
  /** A reply of the store's script after `ms` on the paused clock. */
  const replyAfter = (ms: number, count = 1) => new Promise((resolve) => setTimeout(() => resolve([count, 60_000]), ms));

  beforeEach(() => {
    lines = [];
    // The store reads Date.now() and sets timers: both paused, moved by the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says once that Redis is away and once that it is back when it answers near timeoutMs: late answers to calls sent before the outage end nothing', async () => {
    let count = 0;
    // 100 calls a second, Redis answering in 200 and 300 ms by turns (timeoutMs is 250) for a second, then at once.
    const evaluate: RedisEval = () => {
      count++;
      return Date.now() < 1_000 ? replyAfter(count % 2 === 1 ? 200 : 300, count) : replyAfter(1, count);
    };
    const store = redisStore({ eval: evaluate, log, timeoutMs: 250 });
    const calls: Promise<number | null>[] = [];
    for (let at = 0; at < 2_300; at += 10) {
      calls.push(Promise.resolve(store.hit('alice', BIG, 1)));
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await Promise.all(calls)).toEqual(calls.map(() => null));
    expect(linesStarting(DOWN)).toEqual([expect.stringContaining('no answer within 250 ms')]);
    expect(linesStarting(UP)).toEqual([expect.stringMatching(/; \d+ calls were let through uncounted while it was not\.$/)]);
    expect(lines).toHaveLength(2);
  });

  it('sends one probe per recheck while Redis does not answer, and refuses every other call at once (closed)', async () => {
    const sent: number[] = [];
    const evaluate: RedisEval = () => {
      sent.push(Date.now());
      return new Promise(() => {});
    };
    const store = redisStore({ eval: evaluate, log, whenUnavailable: 'closed', timeoutMs: 250 });
    const calls: Promise<unknown>[] = [];
    for (let at = 0; at < 5_000; at += 50) {
      calls.push(Promise.resolve(store.hit('alice', BIG, 1)).catch((error: unknown) => error));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(250);
    // The calls sent before the first timeout waited on Redis; their timeouts, after the outage began, put off no recheck.
    // Then one call a second asks Redis again, once the previous probe timed out (250 ms).
    expect(sent).toEqual([0, 50, 100, 150, 200, 1_250, 2_500, 3_750]);
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(ApiError);
      expect((answer as ApiError).status).toBe(503);
    }
    expect(linesStarting(DOWN)).toEqual([expect.stringContaining("refusing calls with 503 until it answers (whenUnavailable: 'closed')")]);
    expect(lines).toHaveLength(1);
  });

  it('answers by its policy when the logger throws, and counts again once Redis is back', async () => {
    let away = true;
    const evaluate: RedisEval = () => (away ? Promise.reject(new Error('connect ECONNREFUSED')) : Promise.resolve([1, 60_000]));
    const store = redisStore({
      eval: evaluate,
      timeoutMs: 250,
      log: (line) => {
        lines.push(line);
        throw new Error('the log is full');
      },
    });
    await expect(store.hit('alice', WINDOW, 1)).resolves.toBeNull();
    away = false;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(store.hit('alice', WINDOW, 1)).resolves.toBeNull();
    expect(lines.map((line) => line.slice(0, DOWN.length))).toEqual([DOWN, UP.slice(0, DOWN.length)]);
  });

  it('takes a reply that is not [count, ttl] as Redis unable to count', async () => {
    for (const reply of ['OK', null, [1], ['x', 'y'], [1, 2, 3], { count: 1 }]) {
      lines = [];
      const store = redisStore({ eval: () => Promise.resolve(reply), log });
      await expect(store.hit('alice', WINDOW, 1)).resolves.toBeNull();
      expect(lines).toEqual([expect.stringContaining('the script replied with something other than [count, ttl]')]);
    }
  });

  it('takes an eval that throws at once as Redis unable to count, under either policy', async () => {
    const evaluate: RedisEval = () => {
      throw new Error('the client is closed');
    };
    await expect(redisStore({ eval: evaluate, log }).hit('alice', WINDOW, 1)).resolves.toBeNull();
    await expect(redisStore({ eval: evaluate, log, whenUnavailable: 'closed' }).hit('alice', WINDOW, 1)).rejects.toSatisfy(
      (error) => error instanceof ApiError && error.status === 503,
    );
    expect(lines).toEqual([expect.stringContaining('(the client is closed)'), expect.stringContaining('(the client is closed)')]);
  });
});
