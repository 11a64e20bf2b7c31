import { PatchbayAbortError } from './errors/PatchbayAbortError';
import { isErrorEnvelope, PatchbayApiError } from './errors/PatchbayApiError';
import type { PatchbayError, PatchbayRequestInfo } from './errors/PatchbayError';
import { PatchbayNetworkError } from './errors/PatchbayNetworkError';
import { PatchbayResponseError } from './errors/PatchbayResponseError';
import { PatchbayTimeoutError } from './errors/PatchbayTimeoutError';
import { DEFAULT_RETRIES, DEFAULT_RETRY_DELAY_MS, DEFAULT_TIMEOUT_MS, type FetchLike, type PatchbayClientOptions } from './PatchbayClientOptions';
import { toQueryString } from './query';
import type { RequestOptions } from './RequestOptions';
import { backoffMs, isIdempotentMethod, isRetryableStatus, retryAfterMs, sleep } from './retry';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which key an endpoint takes (spec 5). */
export type KeyScheme = 'project' | 'org';

/** One endpoint call, as the resource functions describe it. */
export interface RequestSpec {
  method: HttpMethod;
  /** Path from the API root, already encoded (see `path`). */
  path: string;
  /** Serialised with `toQueryString`. */
  query?: object | undefined;
  /** Sent as JSON when not `undefined`. */
  body?: unknown;
  /** @default 'project' */
  key?: KeyScheme;
}

/** Sends requests: URL building, headers, JSON, timeout and the retry loop. */
export interface Transport {
  /** Resolves with the parsed JSON body, or `undefined` for an empty 2xx body; rejects with a `PatchbayError`. */
  request<T>(spec: RequestSpec, options?: RequestOptions): Promise<T>;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: PatchbayError; retryable: boolean; waitMs?: number | undefined };

// Looked up per call, never at import: SSR-safe, and sees fetch patched later.
const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

export function createTransport(options: PatchbayClientOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalFetch;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const defaultRetries = options.retries ?? DEFAULT_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function buildHeaders(spec: RequestSpec, callHeaders: Record<string, string> | undefined): Promise<Record<string, string>> {
    const headers = new Headers({ accept: 'application/json' });
    if (spec.body !== undefined) headers.set('content-type', 'application/json');
    if (spec.key === 'org') {
      if (options.orgApiKey) headers.set('x-org-api-key', options.orgApiKey);
    } else if (options.apiKey) {
      headers.set('x-api-key', options.apiKey);
    }
    const clientHeaders = typeof options.headers === 'function' ? await options.headers() : options.headers;
    for (const extra of [clientHeaders, callHeaders]) {
      if (extra) for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    }
    return Object.fromEntries(headers);
  }

  async function attempt<T>(spec: RequestSpec, info: PatchbayRequestInfo, call: RequestOptions): Promise<Attempt<T>> {
    const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
    const callerSignal = call.signal;
    // One controller per attempt: it carries both the caller's abort and our timeout.
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort(new Error(`timed out after ${timeoutMs} ms`));
          }, timeoutMs)
        : undefined;

    try {
      // Outside the catch below: a failing `headers` function is the caller's error, not a network one.
      const init: RequestInit = { method: spec.method, headers: await buildHeaders(spec, call.headers), signal: controller.signal };
      if (spec.body !== undefined) init.body = JSON.stringify(spec.body);
      let response: Response;
      let text: string;
      try {
        // Raced against the signal too, so a fetch that ignores it cannot hang the caller.
        response = await untilAborted(fetchImpl(info.url, init), controller.signal);
        text = await untilAborted(response.text(), controller.signal);
      } catch (cause) {
        if (callerSignal?.aborted) return { ok: false, error: new PatchbayAbortError(info, callerSignal.reason), retryable: false };
        if (timedOut) return { ok: false, error: new PatchbayTimeoutError(info, timeoutMs), retryable: true };
        return { ok: false, error: new PatchbayNetworkError(info, cause), retryable: true };
      }
      return interpret<T>(response, text, info);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function request<T>(spec: RequestSpec, call: RequestOptions = {}): Promise<T> {
    const info: PatchbayRequestInfo = { method: spec.method, url: baseUrl + spec.path + toQueryString(spec.query) };
    const retries = isIdempotentMethod(spec.method) ? Math.max(0, call.retries ?? defaultRetries) : 0;
    const signal = call.signal;
    for (let n = 0; ; n++) {
      if (signal?.aborted) throw new PatchbayAbortError(info, signal.reason);
      const result = await attempt<T>(spec, info, call);
      if (result.ok) return result.value;
      if (!result.retryable || n >= retries) throw result.error;
      try {
        await sleep(result.waitMs ?? backoffMs(n, retryDelayMs), signal);
      } catch (reason) {
        throw new PatchbayAbortError(info, reason);
      }
    }
  }

  return { request };
}

/** Turns a received response into a value or a typed error. */
function interpret<T>(response: Response, text: string, info: PatchbayRequestInfo): Attempt<T> {
  const contentType = response.headers.get('content-type') ?? '';
  const { status } = response;
  let body: unknown;
  let parsed = false;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
      parsed = true;
    } catch {
      // handled below: what that means depends on the status
    }
  }

  if (status >= 200 && status < 300) {
    if (text.trim() === '') return { ok: true, value: undefined as T };
    if (parsed) return { ok: true, value: body as T };
    return { ok: false, error: new PatchbayResponseError(status, text, contentType, info), retryable: false };
  }

  const error =
    parsed && isErrorEnvelope(body)
      ? new PatchbayApiError(status, body, info, response.headers.get('x-request-id'))
      : new PatchbayResponseError(status, text, contentType, info);
  return {
    ok: false,
    error,
    retryable: isRetryableStatus(status),
    waitMs: retryAfterMs(status, response.headers.get('retry-after')),
  };
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
