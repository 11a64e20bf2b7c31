import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PatchbayServerOptions } from '../createPatchbayServer';
import { startTestServer, type Backend, type TestServer } from './startTestServer';

/** A running service as tests use it; closing it is left to whoever started it. */
export type RunningTestServer = Omit<TestServer, 'close'>;

/** 'each': a fresh service for every test of the describe; 'all': one shared by its tests. */
export type ServerLifetime = 'each' | 'all';

/** The vitest hooks around each test, or around all tests of the describe. */
export function hooksFor(lifetime: ServerLifetime) {
  return lifetime === 'each' ? { setUp: beforeEach, tearDown: afterEach } : { setUp: beforeAll, tearDown: afterAll };
}

/**
 * Registers the hooks that start a service before the describe's tests and
 * close it after, and returns a stand-in that always reaches the current one.
 */
export function useTestServer(backend: Backend, options: PatchbayServerOptions = {}, lifetime: ServerLifetime = 'each'): RunningTestServer {
  let current: TestServer | undefined;
  const { setUp, tearDown } = hooksFor(lifetime);
  setUp(async () => {
    current = await startTestServer(backend, options);
  });
  tearDown(async () => {
    await current?.close();
    current = undefined;
  });
  const running = (): TestServer => {
    if (!current) throw new Error('the test server runs only while the tests of its describe do');
    return current;
  };
  return {
    get server() {
      return running().server;
    },
    get baseUrl() {
      return running().baseUrl;
    },
    api: (method, path, requestOptions) => running().api(method, path, requestOptions),
  };
}
