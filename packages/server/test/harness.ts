import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from '../src/createPatchbayServer';
import { DEFAULT_UPLOAD_IDLE_TIMEOUT_MS } from '../src/files/UploadOptions';
import { ObjectStorage } from '../src/files/ObjectStorage';
import { serveNode } from '../src/serveNode';
import { undeclaredError } from './declaredErrors';

/** The contract suite runs once per storage backend. */
export const BACKENDS = ['memory', 'sqlite'] as const;
export type Backend = (typeof BACKENDS)[number];

export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  /** Which key to send. @default 'project' */
  key?: 'project' | 'org' | 'none' | { header: 'x-api-key' | 'x-org-api-key'; value: string };
  body?: unknown;
  /** Raw body sent as is (for malformed-input tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  readonly server: PatchbayServer;
  /** The real HTTP address, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** One HTTP request to the running service; parses JSON bodies. */
  api<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  close(): Promise<void>;
}

/** Starts the service over real HTTP on loopback with the given backend. */
export async function startTestServer(backend: Backend, options: PatchbayServerOptions = {}): Promise<TestServer> {
  const dataDir = backend === 'sqlite' ? mkdtempSync(join(tmpdir(), 'patchbay-test-')) : undefined;
  const server = createPatchbayServer({
    rateLimit: false,
    ...options,
    storage: dataDir ? { dataDir } : 'memory',
  });
  const running = await serveNode(server.fetch);

  const api = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key ?? 'project';
    if (key === 'project') headers['x-api-key'] = server.projectApiKey;
    else if (key === 'org') headers['x-org-api-key'] = server.orgApiKey;
    else if (key !== 'none') headers[key.header] = key.value;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(running.url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    // Every contract test checks the endpoint table too: an error slug a row does not declare fails the test.
    const undeclared = undeclaredError(method, path, response.status, parsed);
    if (undeclared) throw new Error(undeclared);
    return { status: response.status, body: parsed as T, headers: response.headers };
  };

  return {
    server,
    baseUrl: running.url,
    api,
    async close() {
      await running.close();
      await server.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's object storage, opened again over its directory, for tests that build a Service by hand. */
export function objectStorageOf(server: PatchbayServer): ObjectStorage {
  return new ObjectStorage({ dir: server.filesDir, maxObjectBytes: server.maxUploadBytes, idleTimeoutMs: DEFAULT_UPLOAD_IDLE_TIMEOUT_MS });
}

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

/** Asserts the spec 2.1 envelope and returns it, for concise error tests. */
export function expectEnvelope(
  result: ApiResult,
  status: number,
): {
  message: string;
  slug: string;
  errors: string[];
  field_errors: { path: (string | number)[]; code: string; message: string }[];
  suggested_fix: string;
  request_id: string;
  code: number;
  status: number;
} {
  const error = (result.body as { error?: unknown } | undefined)?.error as any;
  if (result.status !== status || !error) {
    throw new Error(`expected a ${status} error envelope, got ${result.status}: ${JSON.stringify(result.body)}`);
  }
  for (const field of ['message', 'slug', 'request_id', 'suggested_fix'] as const) {
    if (typeof error[field] !== 'string') throw new Error(`envelope.error.${field} is not a string`);
  }
  if (error.status !== status || typeof error.code !== 'number' || !Array.isArray(error.errors)) {
    throw new Error(`malformed envelope: ${JSON.stringify(result.body)}`);
  }
  // The extension is absent when no field is at fault: read it as empty then.
  return { ...error, field_errors: error.field_errors ?? [] };
}

/** A request body of `total` bytes with no declared length, counting what the reader pulled from it. */
export function endlessBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}
