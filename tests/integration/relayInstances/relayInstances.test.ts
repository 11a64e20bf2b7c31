import { fileURLToPath } from 'node:url';
import { expectEnvelope, useTestServer, type ApiResult } from '@patchbay/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild } from '../../../scripts/test/childProcesses';
import { startRedis, type RedisProcess } from './startRedis';

/** Each user's budget in the test: a request of the kind sent costs one call. */
const BUDGET = 20;
const INSTANCE = fileURLToPath(new URL('./relayInstance.ts', import.meta.url));
const OUTAGE_LINE = '@patchbay/relay: the Redis store is unavailable';
const BACK_LINE = '@patchbay/relay: the Redis store is available again';

interface Instance {
  readonly url: string;
  /** What the instance wrote so far (the store's lines go to stderr). */
  readonly log: () => string;
  stop(): Promise<void>;
}

/** Starts relayInstance.ts as a child process and resolves with its URL once it serves (killed if it does not). */
async function startInstance(target: string, apiKey: string, redisPort: number, whenUnavailable: 'open' | 'closed'): Promise<Instance> {
  const child = await startChild(process.execPath, ['--import', 'tsx', '--conditions=@patchbay/source', INSTANCE], {
    env: { ...process.env, TARGET: target, API_KEY: apiKey, REDIS_PORT: String(redisPort), WHEN_UNAVAILABLE: whenUnavailable, LIMIT: String(BUDGET) },
    ready: /relay listening on (\S+)/,
  });
  return { url: child.ready, log: child.output, stop: child.kill };
}

/** The user's connected accounts through one instance: one call to the service, no lookups. */
async function listAccounts(instance: Instance, userId: string): Promise<ApiResult> {
  const response = await fetch(`${instance.url}/patchbay/api/v3/connected_accounts`, { headers: { 'x-user': userId, accept: 'application/json' } });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** `count` calls of `userId` fired at once, alternating between the instances. */
const burst = (instances: readonly Instance[], userId: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => listAccounts(instances[index % instances.length]!, userId)));

const lines = (log: string, line: string) => log.split('\n').filter((entry) => entry.startsWith(line));

describe('relay: two instances share each user’s budget through Redis', () => {
  const t = useTestServer('memory', {}, 'all');
  let redis: RedisProcess;
  /** Lets calls through while Redis is away. */
  let open: Instance;
  /** Refuses calls with 503 while Redis is away. */
  let closed: Instance;

  beforeAll(async () => {
    redis = await startRedis();
    // Side by side; when one fails, the other is still stopped (afterAll), as whatever started.
    const [first, second] = await Promise.allSettled([
      startInstance(t.baseUrl, t.server.projectApiKey, redis.port, 'open'),
      startInstance(t.baseUrl, t.server.projectApiKey, redis.port, 'closed'),
    ]);
    if (first.status === 'fulfilled') open = first.value;
    if (second.status === 'fulfilled') closed = second.value;
    for (const result of [first, second]) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    await Promise.all([open?.stop(), closed?.stop(), redis?.kill()]);
  });

  it(`spends a user’s budget exactly once across both under concurrent load, and leaves another user’s whole`, async () => {
    const results = await burst([open, closed], 'alice', 2 * BUDGET);
    const ok = results.filter((result) => result.status === 200);
    const limited = results.filter((result) => result.status === 429);
    expect(ok).toHaveLength(BUDGET);
    expect(limited).toHaveLength(BUDGET);
    for (const result of limited) {
      expect(expectEnvelope(result, 429).slug).toBe('rate_limited');
      const retryAfter = Number(result.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`).toBe(true);
    }

    // Bob's budget is his own: all of it across both instances, then not one call more.
    const bobs = await burst([closed, open], 'bob', BUDGET);
    expect(bobs.map((result) => result.status)).toEqual(Array(BUDGET).fill(200));
    expect((await listAccounts(open, 'bob')).status).toBe(429);
    expect((await listAccounts(closed, 'bob')).status).toBe(429);
    // Nothing about Redis was logged while it ran.
    expect(open.log() + closed.log()).not.toContain('@patchbay/relay');
  });

  it('follows each instance’s policy when Redis goes away: open lets calls through, closed answers 503 with Retry-After; one log line each', async () => {
    await redis.kill();

    // Alice is past her budget, yet the open instance can no longer count: her calls go through, as do carol's.
    const through = [...(await burst([open], 'alice', 5)), ...(await burst([open], 'carol', 5))];
    expect(through.map((result) => result.status)).toEqual(Array(10).fill(200));

    const refused = [...(await burst([closed], 'alice', 5)), ...(await burst([closed], 'carol', 5))];
    for (const result of refused) {
      expect(expectEnvelope(result, 503).slug).toBe('service_unavailable');
      expect(result.headers.get('retry-after')).toBe('1');
    }

    // The line is written before the answer; the pipe may deliver it after.
    await expect.poll(() => lines(open.log(), OUTAGE_LINE).length).toBeGreaterThan(0);
    await expect.poll(() => lines(closed.log(), OUTAGE_LINE).length).toBeGreaterThan(0);
    expect(lines(open.log(), OUTAGE_LINE)).toEqual([
      expect.stringContaining("letting calls through uncounted until it answers (whenUnavailable: 'open')"),
    ]);
    expect(lines(closed.log(), OUTAGE_LINE)).toEqual([
      expect.stringContaining("refusing calls with 503 until it answers (whenUnavailable: 'closed')"),
    ]);
  });

  it('counts again once Redis is back, saying so once', async () => {
    redis = await startRedis(redis.port);
    /** One call through `instance`, then how often it said Redis is back. */
    const backLines = async (instance: Instance) => {
      await listAccounts(instance, 'dave');
      return lines(instance.log(), BACK_LINE);
    };
    // Each instance checks again on a call, once a second: poll until each has reached the new Redis.
    await expect.poll(() => backLines(open)).toEqual([expect.stringMatching(/\d+ calls were let through uncounted while it was not\.$/)]);
    await expect.poll(() => backLines(closed)).toEqual([expect.stringMatching(/\d+ calls were refused while it was not\.$/)]);
    // The new Redis is empty: a fresh user's budget is counted across both again.
    const results = await burst([open, closed], 'erin', 2 * BUDGET);
    expect(results.filter((result) => result.status === 200)).toHaveLength(BUDGET);
    expect(results.filter((result) => result.status === 429)).toHaveLength(BUDGET);
  });
});
