import { createApp } from './app';
import { createBackgroundTasks } from './background';
import { bootstrap } from './bootstrap';
import { getCatalog } from './catalog';
import { systemClock, type Clock } from './clock';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './http/rateLimit';
import type { Service } from './Service';
import { MemoryStore } from './store/MemoryStore';
import { SqliteStore } from './store/SqliteStore';
import type { Store } from './store/Store';
import { startWorkers } from './workers';

export interface PatchbayServerOptions {
  /**
   * Where records live: `{ dataDir }` for a durable SQLite file, `'memory'`
   * for a throwaway store, or any `Store`.
   * @default 'memory'
   */
  storage?: 'memory' | { dataDir: string } | Store;
  /** Organization key to accept. @default generated */
  orgApiKey?: string;
  /** A key of the default project to accept. @default generated */
  projectApiKey?: string;
  /** Per-key rate limit; `false` disables it. @default 600 requests per 10 s */
  rateLimit?: RateLimitOptions | false;
  /** The clock; tests pass their own to move time. @default the system clock */
  clock?: Clock;
  /** fetch used for the outside world (proxy targets, webhook URLs). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Receives unexpected errors. @default console.error */
  onError?: (error: unknown) => void;
}

export interface PatchbayServer {
  /**
   * Answers one request, web-standard: usable in-process, from Node's HTTP server or as middleware.
   * Bound to this server: pass it on as is (`serveNode(server.fetch)`).
   */
  fetch: (request: Request) => Promise<Response>;
  readonly store: Store;
  readonly orgApiKey: string;
  readonly projectApiKey: string;
  readonly defaultProjectId: string;
  /** Resolves once background work (webhook deliveries, emitted events) has settled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function openStore(storage: PatchbayServerOptions['storage']): Store {
  if (storage === undefined || storage === 'memory') return new MemoryStore();
  if ('dataDir' in storage) return new SqliteStore(storage.dataDir);
  return storage;
}

export function createPatchbayServer(options: PatchbayServerOptions = {}): PatchbayServer {
  const onError = options.onError ?? ((error: unknown) => console.error('[patchbay]', error));
  const store = openStore(options.storage);
  const clock = options.clock ?? systemClock;
  const externalFetch = options.fetch ?? globalThis.fetch;
  const ownOrigins = new Set<string>();
  const background = createBackgroundTasks(onError);

  const service: Service = {
    store,
    catalog: getCatalog(),
    clock,
    background,
    outboundFetch: (request) => (ownOrigins.has(new URL(request.url).origin) ? Promise.resolve(app.fetch(request)) : externalFetch(request)),
  };
  const app = createApp(service, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT, onInternalError: onError }, ownOrigins);
  const keys = bootstrap(store, { orgApiKey: options.orgApiKey, projectApiKey: options.projectApiKey }, clock);
  startWorkers(service);

  return {
    fetch: async (request) => app.fetch(request),
    store,
    ...keys,
    idle: () => background.idle(),
    async close() {
      background.stop();
      await background.idle();
      store.close();
    },
  };
}
