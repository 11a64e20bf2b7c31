import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from '../createPatchbayServer';
import { serveNode } from '../serveNode';
import { undeclaredError } from './declaredErrors';
import { undocumentedSuccess } from './documentedSuccess';

/** The contract suite runs once per storage backend. */
export const BACKENDS = ['memory', 'sqlite'] as const;
export type Backend = (typeof BACKENDS)[number];

// Answers are read loosely by default: a test's assertions check each field it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestRequestOptions {
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api<T = any>(method: string, path: string, options?: TestRequestOptions): Promise<ApiResult<T>>;
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

  const api = async <T>(method: string, path: string, opts: TestRequestOptions = {}): Promise<ApiResult<T>> => {
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
    // Every contract test checks the endpoint table and the OpenAPI document too: an error slug a row does not
    // declare fails the test, and so does a success with another status or a body its response schema refuses.
    const broken = undeclaredError(method, path, response.status, parsed) ?? undocumentedSuccess(method, path, response.status, parsed);
    if (broken) throw new Error(broken);
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
