import type { ProjectBranding } from '@patchbay/client';
import { resolveBodyTimeouts, resolveCompression, type BodyTimeouts, type CompressionOptions } from '@patchbay/relay/http';
import { createApp } from './app';
import { createBackgroundTasks } from './background';
import { bootstrap } from './bootstrap';
import { getCatalog } from './catalog';
import { systemClock, type Clock } from './clock';
import { migrateLegacyBlobs } from './files/migrateLegacyBlobs';
import { parseBrandingOption, setProjectBranding } from './projects/projectBranding';
import { ObjectStorage, type ObjectStorageOptions } from './files/ObjectStorage';
import { DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_UPLOAD_IDLE_TIMEOUT_MS, type UploadOptions } from './files/UploadOptions';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './http/rateLimit';
import { SERVICE_ENCODERS } from './http/serviceEncoders';
import type { Service } from './Service';
import type { ServiceRequestEvent } from './ServiceRequestEvent';
import { MemoryStore } from './collections/MemoryStore';
import { SqliteStore } from './collections/SqliteStore';
import type { Store } from './collections/Store';
import { createTestControlState } from './testControls/testControlState';
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
  /** Presigned uploads: size limit, stall timeout, where the bytes live. @default 5 GiB per file, beside the database */
  uploads?: UploadOptions;
  /** Per-key rate limit; `false` disables it. @default 600 requests per 10 s */
  rateLimit?: RateLimitOptions | false;
  /**
   * How long a JSON or form body may take to arrive: `idleMs` between two
   * chunks, `totalMs` for the whole body; past either the request gets 408.
   * Presigned uploads are not bound by these: they stop when silent for
   * `uploads.idleTimeoutMs`.
   * @default { idleMs: 10_000, totalMs: 30_000 }
   */
  bodyTimeouts?: Partial<BodyTimeouts>;
  /**
   * Compresses the API's JSON answers (`/api/v3/*`, `/api/v3.1/*`) of at
   * least `minBytes` for clients that accept it (`Accept-Encoding`, q-values
   * respected): brotli at quality 5 through Node's zlib, or gzip, or the
   * `encoders` given. MCP streams, hosted pages, uploads and downloads go out
   * as they are, and so does an answer to a request that sends no
   * `Accept-Encoding` (one built in-process usually does not). false turns
   * it off, e.g. behind a proxy that compresses.
   * @default { minBytes: 1024, encoders: { br, gzip } }
   */
  compression?: CompressionOptions | false;
  /** The clock; tests pass their own to move time. @default the system clock */
  clock?: Clock;
  /** fetch used for the outside world (proxy targets, webhook URLs). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Receives unexpected errors. @default console.error */
  onError?: (error: unknown) => void;
  /** Told of every request once it is answered: the endpoint it was routed to, the status, the time taken (for logs and metrics). */
  onRequest?: (event: ServiceRequestEvent) => void;
  /**
   * How the default project's hosted connect pages present the app (its
   * `config.branding`: `display_name`, `logo_url`, `accent_color`), set on
   * every start. Checked like the API checks it: an invalid value throws.
   * @default undefined: the stored branding is left as it is
   */
  defaultProjectBranding?: ProjectBranding;
  /**
   * Turns on the test controls: endpoints under `/api/v3/test_helpers/`
   * (organization key only) that expire accounts, move the clock forward and
   * make a toolkit fail, so an app's reconnect paths can be tested. Never on
   * in production. Off, their paths are unknown (404).
   * @default false
   */
  testControls?: boolean;
}

export interface PatchbayServer {
  /**
   * Answers one request, web-standard: usable in-process, from Node's HTTP server or as middleware.
   * Bound to this server: pass it on as is (`serveNode(server.fetch)`).
   */
  fetch: (request: Request) => Promise<Response>;
  readonly store: Store;
  /** The largest file a presigned PUT accepts, for clients to check before they upload. */
  readonly maxUploadBytes: number;
  /** The directory holding uploaded files (`objects/<md5>`) and binary proxy responses. */
  readonly filesDir: string;
  readonly orgApiKey: string;
  readonly projectApiKey: string;
  readonly defaultProjectId: string;
  /** Resolves once background work (webhook deliveries, emitted events) has settled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function openStore(storage: PatchbayServerOptions['storage']): Store {
  if (storage === undefined || storage === 'memory') return new MemoryStore();
  // A given store (even one with a dataDir, like SqliteStore) is used as it is.
  if ('get' in storage) return storage;
  return new SqliteStore(storage.dataDir);
}

type UploadLimits = Pick<ObjectStorageOptions, 'maxObjectBytes' | 'idleTimeoutMs'>;

/** The upload limits, checked before anything is opened. */
function uploadLimits(uploads: UploadOptions): UploadLimits {
  const maxObjectBytes = uploads.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const idleTimeoutMs = uploads.idleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_TIMEOUT_MS;
  if (!Number.isSafeInteger(maxObjectBytes) || maxObjectBytes < 1) throw new TypeError('uploads.maxBytes must be a positive whole number of bytes.');
  if (!Number.isFinite(idleTimeoutMs) || idleTimeoutMs <= 0) throw new TypeError('uploads.idleTimeoutMs must be a positive number.');
  return { maxObjectBytes, idleTimeoutMs };
}

function openObjectStorage(store: Store, dir: string | undefined, limits: UploadLimits): ObjectStorage {
  // A durable store keeps its bytes beside its records; a throwaway one, in a throwaway directory.
  const objects = new ObjectStorage({ dir: dir ?? (store instanceof SqliteStore ? store.dataDir : undefined), ...limits });
  if (store instanceof SqliteStore) migrateLegacyBlobs(store, objects);
  return objects;
}

export function createPatchbayServer(options: PatchbayServerOptions = {}): PatchbayServer {
  const onError = options.onError ?? ((error: unknown) => console.error('[patchbay]', error));
  const limits = uploadLimits(options.uploads ?? {});
  const compression = resolveCompression(
    options.compression === false ? false : { encoders: SERVICE_ENCODERS, ...options.compression },
    'compression',
  );
  const branding = options.defaultProjectBranding && parseBrandingOption(options.defaultProjectBranding, 'defaultProjectBranding');
  const store = openStore(options.storage);
  const objects = openObjectStorage(store, options.uploads?.dir, limits);
  const testState = createTestControlState(options.clock ?? systemClock, store);
  const clock = testState.clock.now;
  const externalFetch = options.fetch ?? globalThis.fetch;
  const bodyTimeouts = resolveBodyTimeouts(options.bodyTimeouts, 'bodyTimeouts');
  const background = createBackgroundTasks(onError);

  const service: Service = {
    store,
    objects,
    // Built by the first request that reads it (shared by every server of the process), not at start-up.
    get catalog() {
      return getCatalog();
    },
    clock,
    testControls: options.testControls === true,
    testState,
    background,
    bodyTimeouts,
    outboundFetch: (request, ownOrigin) => (new URL(request.url).origin === ownOrigin ? Promise.resolve(app.fetch(request)) : externalFetch(request)),
  };
  const app = createApp(service, {
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    onInternalError: onError,
    onRequest: options.onRequest,
    compression,
  });
  const keys = bootstrap(store, { orgApiKey: options.orgApiKey, projectApiKey: options.projectApiKey }, clock);
  if (branding) setProjectBranding(store, keys.defaultProjectId, branding);
  startWorkers(service);

  return {
    fetch: async (request) => app.fetch(request),
    store,
    maxUploadBytes: objects.maxObjectBytes,
    filesDir: objects.dir,
    ...keys,
    idle: () => background.idle(),
    async close() {
      background.stop();
      await background.idle();
      store.close();
      objects.close();
    },
  };
}
