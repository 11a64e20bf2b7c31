import { DEMO_USERS, findDemoUser, type DemoUser } from './demoUsers';
import { readJsonWithin } from './readJsonWithin';
import type { SessionCookie } from './sessionCookie';

/** A sign-in body is `{ "userId": "..." }`: a few KiB is plenty. */
const MAX_SIGN_IN_BYTES = 4096;
const BODY_ERRORS = { 400: 'Invalid JSON body.', 408: 'Request body too slow.', 413: 'Request body too large.' } as const;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers } });

const publicUser = ({ id, name, email, title, isAdmin }: DemoUser) => ({ id, name, email, title, isAdmin });

/**
 * The demo's own sign-in: pick one of the fictional users. GET /auth/users
 * lists them, POST /auth/sign-in { userId } starts a session and sets its
 * cookie, GET /auth/me answers who is signed in, POST /auth/sign-out ends the
 * session at the server and clears the cookie.
 */
export function createAuthRoutes(session: SessionCookie, appOrigins: readonly string[]): (request: Request) => Promise<Response> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && !appOrigins.includes(request.headers.get('origin') ?? '')) {
      return json({ error: 'Cross-origin request refused.' }, 403);
    }
    if (request.method === 'GET' && pathname === '/auth/users') return json({ users: DEMO_USERS.map(publicUser) });
    if (request.method === 'GET' && pathname === '/auth/me') {
      const user = session.read(request.headers.get('cookie'));
      // Nobody signed in is an answer, not an error: the sign-in page starts with it.
      return json({ user: user ? publicUser(user) : null });
    }
    if (request.method === 'POST' && pathname === '/auth/sign-in') {
      const body = await readJsonWithin(request, MAX_SIGN_IN_BYTES).catch(() => ({ status: 400 as const }));
      if ('status' in body) return json({ error: BODY_ERRORS[body.status] }, body.status);
      const userId = (body.value as { userId?: unknown } | null)?.userId;
      const user = typeof userId === 'string' ? findDemoUser(userId) : undefined;
      if (!user) return json({ error: 'Unknown user.' }, 400);
      // A new sign-in replaces the session this browser had.
      session.end(request.headers.get('cookie'));
      return json({ user: publicUser(user) }, 200, { 'set-cookie': session.issue(user) });
    }
    if (request.method === 'POST' && pathname === '/auth/sign-out') {
      return new Response(null, { status: 204, headers: { 'set-cookie': session.end(request.headers.get('cookie')) } });
    }
    return json({ error: 'Not found.' }, 404);
  };
}
