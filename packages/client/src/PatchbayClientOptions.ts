import type { ApiVersion } from './apiVersion';

/**
 * The fetch the client calls. `globalThis.fetch` fits, and so does an
 * in-process server: `(url, init) => server.fetch(new Request(url, init))`.
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Headers as a plain object, or a function read before every attempt (e.g. for a token that rotates). */
export type HeadersOption = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

export interface PatchbayClientOptions {
  /**
   * Where the API lives, without the `/api/v3` prefix; trailing slashes are
   * removed. The default `''` sends requests to the page's own origin, which
   * is what a browser talking to a relay in the app's backend wants. Server
   * runtimes have no origin of their own and need an absolute URL.
   * @default ''
   */
  baseUrl?: string;
  /**
   * The API version to speak: `'v3'` sends every request under `/api/v3`,
   * `'v3.1'` under `/api/v3.1` (as the vendor's later SDKs do). The
   * endpoints, and what they take and answer, are the same.
   * @default 'v3'
   */
  apiVersion?: ApiVersion;
  /**
   * Project API key, sent as `x-api-key` on every endpoint except project
   * management. Leave it out in browsers: a relay adds it on the server side.
   * @default undefined (no header)
   */
  apiKey?: string;
  /**
   * Organization API key, sent as `x-org-api-key` on the project management
   * endpoints (`client.projects`) only. Without it those requests are still
   * sent, so a relay can add the key.
   * @default undefined (no header)
   */
  orgApiKey?: string;
  /**
   * The fetch implementation. The default looks up `globalThis.fetch` at call
   * time, so importing the client during SSR never touches browser globals
   * and a fetch patched later (tests, polyfills) is still used.
   * @default (url, init) => globalThis.fetch(url, init)
   */
  fetch?: FetchLike;
  /**
   * Extra headers on every request, e.g. a session token for a relay. They
   * win over the client's own headers; per-call `headers` win over these.
   * @default {}
   */
  headers?: HeadersOption;
  /**
   * Time limit of one attempt in milliseconds; `0` disables it. A request
   * that runs out of time rejects with `PatchbayTimeoutError` (idempotent
   * requests are retried first).
   * @default 30_000
   */
  timeoutMs?: number;
  /**
   * How many times a failed GET, PUT, DELETE or HEAD is retried on a network
   * error, a timeout or a 408, 429, 500, 502, 503 or 504 response. POST and
   * PATCH are never retried: they are not safe to send twice.
   * @default 2
   */
  retries?: number;
  /**
   * Base of the exponential backoff between retries, in milliseconds: the
   * n-th retry waits a random time below `retryDelayMs * 2^(n-1)`, at most
   * 10 s. A 429 or 503 with `Retry-After` waits what the header says instead
   * (at most 60 s).
   * @default 300
   */
  retryDelayMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 300;
