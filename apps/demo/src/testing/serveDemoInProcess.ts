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
   * Holds the answer to the page's next `method` request whose path, or path
   * and query, matches `path` (the service has acted on it) until `release()`;
   * `reached` settles once the request has been answered by the service.
   */
  hold: (method: string, path: RegExp) => { reached: Promise<void>; release: () => void };
}

interface Held {
  method: string;
  path: RegExp;
  /** A request has matched it. */
  taken: boolean;
  reached: () => void;
  release: () => void;
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
  let holds: Held[] = [];
  // The page's requests not answered yet: the service closes after them, not under them.
  const answering = new Set<Promise<Response>>();
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
    holds = [];
    const answer = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), origin);
      const request = new Request(url, input instanceof Request ? input : init);
      // What the browser adds: the page's origin and its cookie.
      request.headers.set('origin', origin);
      if (cookie) request.headers.set('cookie', cookie);
      const handler = url.pathname.startsWith('/auth/') ? auth : url.pathname.startsWith('/patchbay/') ? relay : null;
      const response = handler ? await handler(request) : new Response('Not found', { status: 404 });
      const hold = holds.find(
        (candidate) =>
          !candidate.taken &&
          candidate.method === request.method &&
          [url.pathname, url.pathname + url.search].some((part) => candidate.path.test(part)),
      );
      if (hold) {
        hold.taken = true;
        hold.reached();
        await hold.released;
      }
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return response;
    };
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const answered = answer(input, init);
      answering.add(answered);
      void answered.finally(() => answering.delete(answered)).catch(() => {});
      return answered;
    });
    current = {
      kit,
      hold: (method, path) => {
        let reached!: () => void;
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const hold: Held = { method, path, taken: false, reached: () => reached(), release, released };
        holds.push(hold);
        return { reached: new Promise((resolve) => (reached = resolve)), release };
      },
    };
  });
  afterEach(async () => {
    cleanup();
    for (const hold of holds) hold.release();
    await Promise.allSettled(answering);
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
