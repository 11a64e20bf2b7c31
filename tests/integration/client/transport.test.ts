import { describe, expect, it, vi } from 'vitest';
import {
  PatchbayAbortError,
  PatchbayApiError,
  PatchbayError,
  PatchbayNetworkError,
  PatchbayResponseError,
  PatchbayTimeoutError,
  isPatchbayError,
  type FetchLike,
  type FileUploadRequest,
} from '@patchbay/client';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';
import { rejectionOf, useFileHarness } from './harness';

const h = useFileHarness();

/** Wraps the in-process server: the first `times` calls get `failure` instead of reaching it. */
function failingFirst(times: number, failure: (url: string, init: RequestInit) => Promise<Response>): { fetch: FetchLike; attempts: () => number } {
  let attempts = 0;
  return {
    fetch: (url, init) => {
      attempts += 1;
      return attempts <= times ? failure(url, init) : h.fetch(url, init);
    },
    attempts: () => attempts,
  };
}

const networkDown = () => Promise.reject(new TypeError('fetch failed'));
const htmlBadGateway = () =>
  Promise.resolve(
    new Response(`<html><head><title>502 Bad Gateway</title></head><body>${'x'.repeat(2000)}</body></html>`, {
      status: 502,
      headers: { 'content-type': 'text/html' },
    }),
  );

describe('requests', () => {
  it('sends JSON with the project key only, to baseUrl with trailing slashes removed', async () => {
    const seen: Request[] = [];
    const client = h.makeClient({
      baseUrl: 'http://patchbay.test///',
      orgApiKey: h.server.orgApiKey,
      headers: { 'x-session': 'abc' },
      fetch: (url, init) => {
        seen.push(new Request(url, init));
        return h.fetch(url, init);
      },
    });
    const page = await client.files.list({ limit: 5 }, { headers: { 'x-trace': '1' } });
    expect(page.items).toEqual([]);
    const request = seen[0]!;
    expect(request.url).toBe('http://patchbay.test/api/v3/files/list?limit=5');
    expect(request.headers.get('x-api-key')).toBe(h.server.projectApiKey);
    expect(request.headers.get('x-org-api-key')).toBeNull();
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('x-session')).toBe('abc');
    expect(request.headers.get('x-trace')).toBe('1');
  });

  it('reads a headers function before every attempt, and encodes path parameters', async () => {
    let reads = 0;
    const seen: string[] = [];
    const client = h.makeClient({
      headers: () => Promise.resolve({ 'x-session': `token-${++reads}` }),
      fetch: (url, init) => {
        const request = new Request(url, init);
        seen.push(`${request.headers.get('x-session')} ${new URL(request.url).pathname}`);
        return h.fetch(url, init);
      },
    });
    const error = await rejectionOf(client.authConfigs.get('ac_x/../../files/list'));
    // The whole id reached the auth config route as one path parameter, and failed its format check.
    expect((error as PatchbayApiError).status).toBe(400);
    expect((error as PatchbayApiError).errors[0]).toMatch(/^path\./);
    expect(seen).toEqual(['token-1 /api/v3/auth_configs/ac_x%2F..%2F..%2Ffiles%2Flist']);
    await client.files.list();
    expect(seen[1]).toBe('token-2 /api/v3/files/list');
  });

  it('reads the default fetch from globalThis at call time', async () => {
    const original = globalThis.fetch;
    const client = h.makeClient({ fetch: undefined });
    globalThis.fetch = ((url: string, init: RequestInit) => h.fetch(url, init)) as typeof fetch;
    try {
      await expect(client.files.list()).resolves.toMatchObject({ items: [] });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('returns undefined for an empty 2xx body', async () => {
    const client = h.makeClient({ fetch: () => Promise.resolve(new Response(null, { status: 204 })) });
    await expect(client.files.list()).resolves.toBeUndefined();
  });
});

describe('API errors', () => {
  it('turns a 404 envelope into PatchbayApiError with a readable message', async () => {
    const error = await rejectionOf(h.client.authConfigs.get('ac_missing'));
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect(error).toBeInstanceOf(PatchbayError);
    expect(isPatchbayError(error)).toBe(true);
    const e = error as PatchbayApiError;
    expect(e.kind).toBe('api');
    expect(e.name).toBe('PatchbayApiError');
    expect(e.status).toBe(404);
    expect(e.slug).toBe('not_found');
    expect(e.code).toBe(e.envelope.error.code);
    expect(e.requestId).toMatch(/^req_/);
    expect(e.suggestedFix).not.toBe('');
    expect(e.message).toBe(`Auth config 'ac_missing' was not found. (404 not_found, request ${e.requestId})`);
    expect(e.method).toBe('GET');
    expect(e.url).toBe('http://patchbay.test/api/v3/auth_configs/ac_missing');
  });

  it('keeps the errors[] details of a 400', async () => {
    const error = await rejectionOf(h.client.files.requestUpload({ toolkit_slug: 'x' } as FileUploadRequest));
    expect(error).toBeInstanceOf(PatchbayApiError);
    const e = error as PatchbayApiError;
    expect(e.status).toBe(400);
    expect(e.slug).toBe('bad_request');
    expect(e.errors.length).toBeGreaterThanOrEqual(3);
    expect(e.errors.some((d) => d.startsWith('body.md5'))).toBe(true);
    expect(e.message).toContain('(400 bad_request, request req_');
    // The same fields for programs: a path and a code, one per line of errors[].
    expect(e.fieldErrors).toHaveLength(e.errors.length);
    expect(e.fieldErrors).toContainEqual({ path: ['body', 'md5'], code: 'required', message: expect.any(String) });
  });

  it('keeps only well-formed field errors from a body it cannot trust', async () => {
    const envelope = {
      error: {
        message: 'Bad.',
        field_errors: [
          { path: ['body', 'name', 0], code: 'too_big', message: 'too long' },
          { path: ['body'], code: 'not_a_code', message: 'x' },
          { path: 'body.name', code: 'required', message: 'x' },
          { path: [{}], code: 'required', message: 'x' },
          null,
          'required',
        ],
      },
    };
    const client = h.makeClient({ fetch: () => Promise.resolve(Response.json(envelope, { status: 400 })) });
    const error = (await rejectionOf(client.files.list())) as PatchbayApiError;
    expect(error.fieldErrors).toEqual([{ path: ['body', 'name', 0], code: 'too_big', message: 'too long' }]);
  });
});

describe('key schemes', () => {
  it('sends the organization key to the project endpoints only', async () => {
    const headers: Headers[] = [];
    const both = h.makeClient({
      orgApiKey: h.server.orgApiKey,
      fetch: (url, init) => {
        headers.push(new Request(url, init).headers);
        return h.fetch(url, init);
      },
    });
    const created = await both.projects.create({ name: 'client-keys-test', should_create_api_key: true });
    expect(created.id).toMatch(/^pr_/);
    expect(typeof created.api_key).toBe('string');
    expect(headers[0]!.get('x-org-api-key')).toBe(h.server.orgApiKey);
    expect(headers[0]!.get('x-api-key')).toBeNull();

    // The new project's key works on project endpoints.
    const newProject = h.makeClient({ apiKey: created.api_key });
    await expect(newProject.files.list()).resolves.toMatchObject({ total_items: 0 });
  });

  it('still sends a request whose key is not configured (a relay may add it)', async () => {
    const error = await rejectionOf(h.client.projects.create({ name: 'no-org-key' }));
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect((error as PatchbayApiError).status).toBe(401);
    expect((error as PatchbayApiError).detail).toContain('x-org-api-key');
  });

  it('surfaces 403 when only a project key reaches an organization endpoint', async () => {
    const projectKeyOnly = h.makeClient({ headers: { 'x-api-key': h.server.projectApiKey } });
    const error = await rejectionOf(projectKeyOnly.projects.create({ name: 'wrong-scheme' }));
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect((error as PatchbayApiError).status).toBe(403);
    expect((error as PatchbayApiError).slug).toBe('wrong_key_scheme');
  });
});

describe('bodies that are not the envelope', () => {
  it('gives PatchbayResponseError for an HTML 502, with a 500-character excerpt', async () => {
    const wrapped = failingFirst(1, htmlBadGateway);
    const client = h.makeClient({ fetch: wrapped.fetch });
    const error = await rejectionOf(client.files.requestUpload({} as FileUploadRequest));
    expect(error).toBeInstanceOf(PatchbayResponseError);
    const e = error as PatchbayResponseError;
    expect(e.kind).toBe('response');
    expect(e.status).toBe(502);
    expect(e.contentType).toBe('text/html');
    expect(e.bodyExcerpt).toHaveLength(500);
    expect(e.bodyExcerpt.startsWith('<html><head><title>502 Bad Gateway')).toBe(true);
    expect(e.message).toMatch(/^Expected a JSON error envelope from POST \/api\/v3\/files\/upload\/request but got 502 \(text\/html\)/);
    expect(wrapped.attempts()).toBe(1);
  });

  it('retries a GET past an HTML 502 and gives up after `retries`', async () => {
    const once = failingFirst(1, htmlBadGateway);
    await expect(h.makeClient({ fetch: once.fetch }).files.list()).resolves.toMatchObject({ items: [] });
    expect(once.attempts()).toBe(2);

    const always = failingFirst(Infinity, htmlBadGateway);
    const error = await rejectionOf(h.makeClient({ fetch: always.fetch, retries: 1 }).files.list());
    expect(error).toBeInstanceOf(PatchbayResponseError);
    expect(always.attempts()).toBe(2);
  });

  it('gives PatchbayResponseError for a 2xx body that is not JSON, and for an empty error body', async () => {
    const text = h.makeClient({ fetch: () => Promise.resolve(new Response('OK', { headers: { 'content-type': 'text/plain' } })) });
    const error = await rejectionOf(text.files.list());
    expect(error).toBeInstanceOf(PatchbayResponseError);
    expect((error as PatchbayResponseError).status).toBe(200);
    expect((error as PatchbayResponseError).bodyExcerpt).toBe('OK');

    const empty = h.makeClient({ fetch: () => Promise.resolve(new Response('', { status: 400 })) });
    const emptyError = await rejectionOf(empty.files.list());
    expect(emptyError).toBeInstanceOf(PatchbayResponseError);
    expect((emptyError as Error).message).toContain('the body is empty');
  });
});

describe('network failures', () => {
  it('retries a GET after a network error', async () => {
    const wrapped = failingFirst(1, networkDown);
    await expect(h.makeClient({ fetch: wrapped.fetch }).files.list()).resolves.toMatchObject({ items: [] });
    expect(wrapped.attempts()).toBe(2);
    expect(h.calls).toEqual(['GET /api/v3/files/list']);
  });

  it('never retries a POST, and keeps the cause', async () => {
    const wrapped = failingFirst(1, networkDown);
    const error = await rejectionOf(h.makeClient({ fetch: wrapped.fetch }).projects.create({ name: 'never-sent' }));
    expect(error).toBeInstanceOf(PatchbayNetworkError);
    expect((error as PatchbayNetworkError).kind).toBe('network');
    expect((error as PatchbayNetworkError).cause).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('Network error on POST /api/v3/org/owner/project/new: fetch failed');
    expect(wrapped.attempts()).toBe(1);
    expect(h.calls).toEqual([]);
  });

  it('gives up after `retries` extra attempts', async () => {
    const wrapped = failingFirst(Infinity, networkDown);
    const error = await rejectionOf(h.makeClient({ fetch: wrapped.fetch, retries: 3 }).files.list());
    expect(error).toBeInstanceOf(PatchbayNetworkError);
    expect(wrapped.attempts()).toBe(4);
  });
});

/** A fetch that never answers; it rejects only when its signal aborts. */
const hanging: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true });
  });

describe('timeouts and aborts', () => {
  it('times out an attempt with PatchbayTimeoutError', async () => {
    const client = h.makeClient({ fetch: hanging, timeoutMs: 20, retries: 0 });
    const error = await rejectionOf(client.files.list());
    expect(error).toBeInstanceOf(PatchbayTimeoutError);
    expect((error as PatchbayTimeoutError).timeoutMs).toBe(20);
    expect((error as Error).message).toBe('GET /api/v3/files/list timed out after 20 ms.');
  });

  it('times out even when the fetch ignores its signal, and retries timeouts of a GET', async () => {
    let attempts = 0;
    const deaf: FetchLike = () => {
      attempts += 1;
      return new Promise<Response>(() => undefined);
    };
    const client = h.makeClient({ fetch: deaf, retries: 1 });
    const error = await rejectionOf(client.files.list(undefined, { timeoutMs: 10 }));
    expect(error).toBeInstanceOf(PatchbayTimeoutError);
    expect(attempts).toBe(2);
  });

  it("aborts with PatchbayAbortError when the caller's signal fires, without retrying", async () => {
    let attempts = 0;
    const controller = new AbortController();
    const client = h.makeClient({
      fetch: (url, init) => {
        attempts += 1;
        setTimeout(() => controller.abort(new Error('user left')), 5);
        return hanging(url, init);
      },
    });
    const error = await rejectionOf(client.files.list(undefined, { signal: controller.signal }));
    expect(error).toBeInstanceOf(PatchbayAbortError);
    expect((error as PatchbayAbortError).kind).toBe('abort');
    expect(((error as Error).cause as Error).message).toBe('user left');
    expect(attempts).toBe(1);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const error = await rejectionOf(h.client.files.list(undefined, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(PatchbayAbortError);
    expect(h.calls).toEqual([]);
  });

  it('stops waiting for a retry as soon as the caller aborts', async () => {
    // A paused clock: the 30 s wait the answer asks for never ends by itself, so only the abort can end it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const controller = new AbortController();
      const wrapped = failingFirst(Infinity, () => Promise.resolve(new Response('', { status: 503, headers: { 'retry-after': '30' } })));
      // No timeout per attempt: the one timer left is the wait before the retry.
      const client = h.makeClient({ fetch: wrapped.fetch, timeoutMs: 0 });
      const outcome = rejectionOf(client.files.list(undefined, { signal: controller.signal }));
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), { timeout: SIGNAL_TIMEOUT_MS });
      controller.abort();
      const error = await outcome;
      expect(error).toBeInstanceOf(PatchbayAbortError);
      expect(wrapped.attempts()).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
