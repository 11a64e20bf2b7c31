import { expect } from 'vitest';
import { createRelay, type RelayOptions, type RelayUser } from '@patchbay/relay';
import { serveNode, type RunningServer } from '@patchbay/server';
import { hooksFor, useTestServer, type ApiResult, type RunningTestServer, type ServerLifetime } from '@patchbay/server/testing';

/** One response as a browser saw it, kept for the key-leak scan. */
interface SeenResponse {
  url: string;
  status: number;
  headers: [string, string][];
  text: string;
}

/** A request as it reached the service through the relay. */
export interface UpstreamRequest {
  method: string;
  path: string;
  headers: Headers;
}

export interface BrowserCallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The API version the path goes under. @default 'v3' */
  apiVersion?: 'v3' | 'v3.1';
}

/** A browser signed in to the app as one user: relative paths go to the relay's /api/v3 (or /api/v3.1). */
export interface Browser {
  call<T = any>(method: string, apiPath: string, options?: BrowserCallOptions): Promise<ApiResult<T>>;
  /** One hop to an absolute URL, redirects not followed; `form` posts urlencoded fields. */
  visit(url: string, form?: Record<string, string>): Promise<ApiResult<string> & { location: string | null }>;
}

export interface RelayFixture {
  readonly url: string;
  /** The relay's public base: url + basePath. */
  readonly base: string;
  readonly upstream: UpstreamRequest[];
  as(userId: string | null): Browser;
  /** Fails if any response seen by a browser contains one of the keys. */
  expectNoKeysLeaked(keys: string[]): void;
  close(): Promise<void>;
}

export const ADMIN = 'admin-1';
export const CALLBACK_PATH = '/integrations/done';

/**
 * The relay served over HTTP on loopback in front of `t`, as an app would
 * mount it: the app's session is a `sid` cookie holding the user id;
 * users named admin-* are admins.
 */
export async function startRelay(t: RunningTestServer, options: Partial<RelayOptions> = {}): Promise<RelayFixture> {
  const upstream: UpstreamRequest[] = [];
  const seen: SeenResponse[] = [];
  const relay = createRelay({
    target: t.baseUrl,
    apiKey: t.server.projectApiKey,
    orgApiKey: t.server.orgApiKey,
    fetch: (request) => {
      upstream.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, headers: request.headers });
      return fetch(request);
    },
    authenticate: (request): RelayUser | null => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
      return sid ? { userId: decodeURIComponent(sid), isAdmin: sid.startsWith('admin-') } : null;
    },
    ...options,
  });
  const running: RunningServer = await serveNode(relay);
  const base = running.url + (options.basePath ?? '/patchbay');

  async function record(url: string, response: Response): Promise<{ status: number; text: string; headers: Headers }> {
    const text = await response.text();
    seen.push({ url, status: response.status, headers: [...response.headers], text });
    return { status: response.status, text, headers: response.headers };
  }

  const parse = (text: string): unknown => {
    try {
      return text === '' ? undefined : JSON.parse(text);
    } catch {
      return text;
    }
  };

  return {
    url: running.url,
    base,
    upstream,
    as(userId) {
      const cookie: Record<string, string> = userId ? { cookie: `sid=${encodeURIComponent(userId)}` } : {};
      return {
        async call(method, apiPath, opts = {}) {
          const headers: Record<string, string> = { accept: 'application/json', ...cookie, ...opts.headers };
          if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
          const url = `${base}/api/${opts.apiVersion ?? 'v3'}${apiPath}`;
          const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
          const result = await record(url, await fetch(url, { method, headers, body }));
          return { status: result.status, body: parse(result.text) as any, headers: result.headers };
        },
        async visit(url, form) {
          const init: RequestInit = { redirect: 'manual', headers: { ...cookie } };
          if (form) {
            init.method = 'POST';
            init.headers = { ...cookie, 'content-type': 'application/x-www-form-urlencoded' };
            init.body = new URLSearchParams(form);
          }
          const result = await record(url, await fetch(url, init));
          return { status: result.status, body: result.text, headers: result.headers, location: result.headers.get('location') };
        },
      };
    },
    expectNoKeysLeaked(keys) {
      expect(seen.length).toBeGreaterThan(0);
      for (const response of seen) {
        const everything = `${response.text}\n${response.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}`;
        for (const key of keys) {
          if (everything.includes(key)) throw new Error(`a key leaked in the response to ${response.url}`);
        }
      }
    },
    close: () => running.close(),
  };
}

export interface RelayService {
  /** The service behind the relays. */
  readonly t: RunningTestServer;
  /** Starts a relay in front of `t`; after the tests it is scanned for leaked keys and closed. */
  open(options?: Partial<RelayOptions>): Promise<RelayFixture>;
}

/**
 * Registers the hooks that run a memory-backed service for the describe's
 * tests (a fresh one for each test, or one shared by all of them) and check
 * that no response seen through its relays carried the service's keys.
 */
export function useRelayService(lifetime: ServerLifetime = 'each'): RelayService {
  const t = useTestServer('memory', {}, lifetime);
  const relays: RelayFixture[] = [];
  // After-hooks run in reverse order: the relays close before the service does.
  hooksFor(lifetime).tearDown(async () => {
    for (const relay of relays.splice(0)) {
      relay.expectNoKeysLeaked([t.server.projectApiKey, t.server.orgApiKey]);
      await relay.close();
    }
  });
  return {
    t,
    async open(options = {}) {
      const relay = await startRelay(t, options);
      relays.push(relay);
      return relay;
    },
  };
}

/** Creates an auth config for `slug` from the app's backend (project key). */
export async function authConfigFor(t: RunningTestServer, slug = 'patchbay_noauth_demo'): Promise<string> {
  const created = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } });
  expect(created.status).toBe(201);
  return created.body.auth_config.id;
}

/**
 * A user connects a no-auth account entirely through the relay: link, then
 * the hosted page's Connect button. Returns the ACTIVE account's id.
 */
export async function connectThroughRelay(relay: RelayFixture, userId: string, authConfigId: string): Promise<string> {
  const browser = relay.as(userId);
  const link = await browser.call('POST', '/connected_accounts/link', {
    body: { auth_config_id: authConfigId, user_id: 'ignored', callback_url: relay.url + CALLBACK_PATH },
  });
  expect(link.status).toBe(201);
  expect(link.body.redirect_url.startsWith(`${relay.base}/connect/`)).toBe(true);
  const done = await browser.visit(link.body.redirect_url, {});
  expect(done.status).toBe(303);
  expect(new URL(done.location ?? '').searchParams.get('status')).toBe('success');
  return link.body.connected_account_id;
}

let apiKeys = 0;

/**
 * A user connects an API-key account (Acme Metrics by default) entirely through
 * the relay: link, then the hosted form with a key of its own. Returns the
 * ACTIVE account's id.
 */
export async function connectApiKeyThroughRelay(relay: RelayFixture, userId: string, authConfigId: string): Promise<string> {
  const browser = relay.as(userId);
  const link = await browser.call('POST', '/connected_accounts/link', {
    body: { auth_config_id: authConfigId, callback_url: relay.url + CALLBACK_PATH },
  });
  expect(link.status).toBe(201);
  const done = await browser.visit(link.body.redirect_url, { api_key: `pk_relay_${++apiKeys}` });
  expect(new URL(done.location ?? '').searchParams.get('status')).toBe('success');
  return link.body.connected_account_id;
}
