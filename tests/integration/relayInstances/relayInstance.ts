/**
 * One instance of the relay, as an app runs it behind a load balancer: its
 * budgets in the Redis at REDIS_PORT (ioredis, with the options the README
 * recommends), in front of the service at TARGET, served with Node's HTTP
 * server. The user is the `x-user` header.
 * Prints `relay listening on <url>` once ioredis is connected and it serves;
 * the store's log lines go to stderr.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRelay } from '@patchbay/relay';
import { redisStore } from '@patchbay/relay/redis';
import { Redis } from 'ioredis';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`relayInstance: ${name} is required`);
  return value;
}

// No offline queue and one retry: while Redis is away a call fails as soon as the connection is refused,
// so the test sees an outage by that signal, never by a clock.
const redis = new Redis({ host: '127.0.0.1', port: Number(env('REDIS_PORT')), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
// ioredis reports every failed reconnect as an 'error' event; the store's own line says what matters.
redis.on('error', () => undefined);
// Without an offline queue a call before the connection is up would fail: serve once it is.
await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
const whenUnavailable = env('WHEN_UNAVAILABLE') === 'closed' ? 'closed' : 'open';

const relay = createRelay({
  target: env('TARGET'),
  apiKey: env('API_KEY'),
  authenticate: (request) => {
    const userId = request.headers.get('x-user');
    return userId ? { userId } : null;
  },
  rateLimit: { limit: Number(env('LIMIT')), windowMs: 60_000 },
  store: redisStore({
    eval: (script, keys, args) => redis.eval(script, keys.length, ...keys, ...args),
    whenUnavailable,
    // A loaded machine may take Redis past the default 250 ms; a call it took that long for still counts here,
    // or "exactly the budget" would let one through uncounted. The test's outage is a refused connection.
    timeoutMs: SIGNAL_TIMEOUT_MS,
  }),
});

// The test sends GETs only: a request without a body, answered whole (the service's modules stay out of this process).
const server = createServer((incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
  void relay(new Request(`http://${incoming.headers.host}${incoming.url}`, { method: incoming.method, headers })).then(async (response) => {
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
});
server.listen(0, '127.0.0.1', () => console.log(`relay listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
