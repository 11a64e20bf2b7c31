import { createRelay, DEFAULT_ALLOW } from '@patchbay/relay';
import { createServiceKit, type ServiceKit } from '@patchbay/server/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ADMIN_ALLOW } from '../../server/adminAllow';
import { createAuthRoutes } from '../../server/createAuthRoutes';
import { createSessionCookie } from '../../server/sessionCookie';

export interface DemoInProcess {
  /** The service behind the relay, and a client of it with the project's keys (to set data up). */
  kit: ServiceKit;
  /**
   * Holds the answer to the page's next `method` request to a path matching
   * `path` (the service has acted on it) until `release()`; `reached` settles
   * once the request has been answered by the service.
   */
  hold: (method: string, path: RegExp) => { reached: Promise<void>; release: () => void };
}

interface Held {
  method: string;
  path: RegExp;
  reached: () => void;
  released: Promise<void>;
}

/**
 * Acme CRM's server parts in-process for a test of the app in jsdom: its
 * sign-in (`/auth/*`, session cookies kept as a browser would) and the relay
 * (`/patchbay/*`) in front of a fresh service, answering the page's `fetch`.
 * One per test; after each the DOM, the page's storage and the service go.
 */
export function serveDemoInProcess(): () => DemoInProcess {
  let current: DemoInProcess | undefined;
  beforeEach(() => {
    const origin = window.location.origin;
    const kit = createServiceKit();
    const session = createSessionCookie('test-session-secret');
    const auth = createAuthRoutes(session, [origin]);
    const relay = createRelay({
      target: (request) => kit.server.fetch(request),
      apiKey: kit.server.projectApiKey,
      orgApiKey: kit.server.orgApiKey,
      organization: 'admins',
      files: 'shared',
      allow: [...DEFAULT_ALLOW, ...ADMIN_ALLOW],
      publicOrigin: origin,
      appOrigins: [origin],
      authenticate: (request) => {
        const user = session.read(request.headers.get('cookie'));
        return user ? { userId: user.id, isAdmin: user.isAdmin } : null;
      },
    });
    let cookie = '';
    const holds: Held[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), origin);
      const request = new Request(url, input instanceof Request ? input : init);
      // What the browser adds: the page's origin and its cookie.
      request.headers.set('origin', origin);
      if (cookie) request.headers.set('cookie', cookie);
      const handler = url.pathname.startsWith('/auth/') ? auth : url.pathname.startsWith('/patchbay/') ? relay : null;
      const response = handler ? await handler(request) : new Response('Not found', { status: 404 });
      const held = holds.findIndex((hold) => hold.method === request.method && hold.path.test(url.pathname));
      if (held >= 0) {
        const [hold] = holds.splice(held, 1);
        hold!.reached();
        await hold!.released;
      }
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return response;
    });
    current = {
      kit,
      hold: (method, path) => {
        let reached!: () => void;
        let release!: () => void;
        const hold: Held = { method, path, reached: () => reached(), released: new Promise((resolve) => (release = resolve)) };
        holds.push(hold);
        return { reached: new Promise((resolve) => (reached = resolve)), release };
      },
    };
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    await current?.kit.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The demo starts before each test.');
    return current;
  };
}
