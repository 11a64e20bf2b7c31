import { afterAll, beforeEach } from 'vitest';
import { createPatchbayClient, type FetchLike, type PatchbayClient, type PatchbayClientOptions } from '@patchbay/client';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from '@patchbay/server';

export const BASE_URL = 'http://patchbay.test';

export interface Harness {
  server: PatchbayServer;
  /** Project-key client on the in-process server. */
  client: PatchbayClient;
  /** Organization-key client on the same server. */
  org: PatchbayClient;
  /** The in-process fetch, for wrappers. */
  fetch: FetchLike;
  /** Requests the server received, in order ("METHOD /path"). */
  calls: string[];
  /** A client on the same server with other options (the project key is set unless overridden). */
  makeClient(options?: PatchbayClientOptions): PatchbayClient;
  close(): Promise<void>;
}

/** Starts the real service in-process; every request goes through `server.fetch`. */
export function startHarness(options: PatchbayServerOptions = {}): Harness {
  const server = createPatchbayServer({ rateLimit: false, ...options });
  const calls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return server.fetch(request);
  };
  const makeClient = (extra: PatchbayClientOptions = {}) =>
    createPatchbayClient({ baseUrl: BASE_URL, apiKey: server.projectApiKey, fetch, retryDelayMs: 1, ...extra });
  return {
    server,
    client: makeClient(),
    org: makeClient({ apiKey: undefined, orgApiKey: server.orgApiKey }),
    fetch,
    calls,
    makeClient,
    close: () => server.close(),
  };
}

/**
 * One in-process server for all tests of a file (building its catalog is the
 * slow part), closed after them, with its call log emptied before each test.
 */
export function useFileHarness(options: PatchbayServerOptions = {}): Harness {
  const h = startHarness(options);
  afterAll(() => h.close());
  beforeEach(() => {
    h.calls.length = 0;
  });
  return h;
}

/** Awaits `promise` and returns what it rejected with; fails when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

export const APIKEY_TOOLKIT = 'patchbay_apikey_demo';

/**
 * Connects `userId` to the sandbox API-key toolkit the way a user would: a
 * link session, then the hosted connect page's form posted with a key the
 * sandbox accepts. Returns the ACTIVE account's id and its auth config's id.
 */
export async function connectAccount(h: Harness, userId: string, authConfigId?: string): Promise<{ accountId: string; authConfigId: string }> {
  const configId =
    authConfigId ??
    (
      await h.client.authConfigs.create({
        toolkit: { slug: APIKEY_TOOLKIT },
        auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' },
      })
    ).auth_config.id;
  const link = await h.client.connectedAccounts.link({ auth_config_id: configId, user_id: userId });
  const response = await h.fetch(link.redirect_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ api_key: 'pk_test_123', region: 'eu' }).toString(),
    redirect: 'manual',
  });
  if (response.status >= 400) throw new Error(`connect page answered ${response.status}: ${await response.text()}`);
  return { accountId: link.connected_account_id, authConfigId: configId };
}
