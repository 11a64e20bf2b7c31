import { ApiError } from '../../http/ApiError';
import type { RelayStore } from '../RelayStore';

/** Runs a Lua script with EVAL on the app's Redis client and resolves with its reply. */
export type RedisEval = (script: string, keys: string[], args: string[]) => Promise<unknown>;

export interface RedisStoreOptions {
  /**
   * Runs a script on the app's Redis client, the store's only use of it.
   * ioredis: `(script, keys, args) => redis.eval(script, keys.length, ...keys, ...args)`;
   * node-redis: `(script, keys, args) => client.eval(script, { keys, arguments: args })`.
   * Required.
   */
  eval: RedisEval;
  /** Put before every key the store writes, so apps can share one Redis (relays of different projects are kept apart by the project tag in every key anyway). @default 'patchbay:relay:' */
  prefix?: string;
  /**
   * What a call does while Redis cannot count it (unreachable, failing, or
   * slower than `timeoutMs`). 'open' lets it through uncounted: the
   * service still applies its own per-project limit, so an outage of Redis
   * costs the per-user fairness, not the app's integrations. 'closed'
   * refuses it with 503 `service_unavailable` and Retry-After, for apps
   * whose budgets must hold even then.
   * @default 'open'
   */
  whenUnavailable?: 'open' | 'closed';
  /**
   * How long a call waits for Redis before the store takes it as
   * unavailable, a positive whole number of ms. While it is, calls get
   * `whenUnavailable` at once, and one call a second checks whether it is back
   * (only its answer ends the outage). A call that timed out is not taken back:
   * Redis may still count it when it gets to it.
   * @default 250
   */
  timeoutMs?: number;
  /** Where the store says that Redis became unavailable, and that it is back: one line each, never one per call. @default console.error */
  log?: (line: string) => void;
}

/**
 * One fixed window per key, atomic in Redis: the count goes up and the
 * window's expiry is set in one script, so calls racing in from any
 * instance are each counted once and a window always ends (a key left
 * without an expiry gets one). Replies [count, ms until the window ends].
 */
const HIT_SCRIPT = `local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

/** How long calls get `whenUnavailable` at once after Redis failed, before one checks again: also the 503's Retry-After. */
const RECHECK_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 250;

class RedisUnanswered extends Error {
  override name = 'RedisUnanswered';
}

/** The reply of HIT_SCRIPT, or null when it is something else (another script under the key, a proxy in the way). */
function readReply(reply: unknown): { count: number; ttl: number } | null {
  if (!Array.isArray(reply) || reply.length !== 2) return null;
  const [count, ttl] = reply.map(Number);
  return Number.isSafeInteger(count) && Number.isSafeInteger(ttl) ? { count: count!, ttl: ttl! } : null;
}

/**
 * A store in Redis, so several instances of the relay give each user one
 * budget between them: `createRelay({ ..., store: redisStore({ eval }) })`.
 * The client is the app's (ioredis, node-redis...): the store only runs one
 * script through `eval`, and imports nothing.
 */
export function redisStore(options: RedisStoreOptions): RelayStore {
  const fail = (message: string): never => {
    throw new TypeError(`redisStore: ${message}`);
  };
  if (typeof options.eval !== 'function') fail('eval is required: a function that runs a script with EVAL on your Redis client.');
  const prefix = options.prefix ?? 'patchbay:relay:';
  if (typeof prefix !== 'string') fail('prefix must be a string.');
  const whenUnavailable = options.whenUnavailable ?? 'open';
  if (whenUnavailable !== 'open' && whenUnavailable !== 'closed') fail(`whenUnavailable must be 'open' or 'closed', got ${String(whenUnavailable)}.`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) fail(`timeoutMs must be a positive whole number of ms, got ${String(timeoutMs)}.`);
  const write = options.log ?? ((line: string) => console.error(line));
  const log = (line: string) => {
    try {
      write(line);
    } catch {
      // A throwing logger must not turn the policy's answer into a 500.
    }
  };

  /** Set while Redis is taken as unavailable: when to check again, and the calls it decided meanwhile. */
  let outage: { recheckAt: number; decided: number } | null = null;
  let checking = false;
  /**
   * Counts the store's turns between available and unavailable. A call keeps the turn it started in: an answer
   * or a failure from before the last turn (a late reply to a call sent before the outage began, a timeout of a
   * call sent before Redis came back) says nothing about Redis now, so it neither turns the store nor logs.
   */
  let turn = 0;

  /** Runs the script within timeoutMs, or rejects. */
  function evalWithin(key: string, windowMs: number, cost: number): Promise<unknown> {
    // Whatever the client's function returns (a promise, a value), it is awaited the same way.
    const reply = Promise.resolve(options.eval(HIT_SCRIPT, [prefix + key], [String(cost), String(windowMs)]));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisUnanswered(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    // A reply that comes after the wait ended is dropped, its failure too.
    reply.catch(() => undefined);
    return Promise.race([reply, late]).finally(() => clearTimeout(timer));
  }

  /** The policy's answer for a call Redis did not count. */
  function unavailable(): null {
    if (outage) outage.decided++;
    if (whenUnavailable === 'open') return null;
    const retryAfter = Math.ceil(RECHECK_MS / 1000);
    throw new ApiError('SERVICE_UNAVAILABLE', 'The relay cannot count calls against budgets right now, and refuses them until it can.', {
      suggestedFix: `Retry in ${retryAfter} s.`,
      headers: { 'retry-after': String(retryAfter) },
    });
  }

  /** A call sent in `sentIn` failed: the outage begins if Redis was available all along; a probe's failure checks again later. */
  function wentDown(error: unknown, sentIn: number, probe: boolean): void {
    if (sentIn !== turn) return;
    if (!outage) {
      const reason = error instanceof Error ? error.message : String(error);
      const effect = whenUnavailable === 'open' ? 'letting calls through uncounted' : 'refusing calls with 503';
      log(`@patchbay/relay: the Redis store is unavailable (${reason}); ${effect} until it answers (whenUnavailable: '${whenUnavailable}').`);
      outage = { recheckAt: 0, decided: 0 };
      turn++;
    } else if (!probe) return;
    outage.recheckAt = Date.now() + RECHECK_MS;
  }

  /** A call sent in `sentIn` was answered: only the outage's probe ends it. */
  function cameBack(sentIn: number, probe: boolean): void {
    if (!outage || !probe || sentIn !== turn) return;
    const effect = whenUnavailable === 'open' ? 'let through uncounted' : 'refused';
    log(`@patchbay/relay: the Redis store is available again; ${outage.decided} calls were ${effect} while it was not.`);
    outage = null;
    turn++;
  }

  return {
    async hit(key, window, cost) {
      // During an outage calls do not wait on Redis: one checks whether it is back, once a recheck is due.
      if (outage && (checking || Date.now() < outage.recheckAt)) return unavailable();
      // The one call of this recheck that may end the outage.
      const probe = outage !== null;
      const sentIn = turn;
      if (probe) checking = true;
      let reply: { count: number; ttl: number } | null;
      try {
        reply = readReply(await evalWithin(key, window.windowMs, cost));
        if (!reply) throw new Error('the script replied with something other than [count, ttl]');
      } catch (error) {
        wentDown(error, sentIn, probe);
        return unavailable();
      } finally {
        if (probe) checking = false;
      }
      cameBack(sentIn, probe);
      if (reply.count <= window.limit) return null;
      return Math.max(1, Math.ceil(reply.ttl / 1000));
    },
  };
}
