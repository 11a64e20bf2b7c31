import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { findDemoUser, type DemoUser } from './demoUsers';
import { createSessionStore, type SessionStore } from './sessionStore';

export const SESSION_COOKIE = 'acme_session';
const MAX_AGE_SECONDS = 8 * 60 * 60;
const SESSIONS_FILE = 'demo-sessions.json';

export interface SessionCookieOptions {
  /**
   * Where live sessions are kept (`demo-sessions.json`), so a restart keeps
   * users signed in. Without it they live in memory and a restart signs everyone out.
   * @default undefined (memory only)
   */
  dataDir?: string;
  /** The list of live sessions; overrides `dataDir`. @default a store in `dataDir` */
  store?: SessionStore;
  /** Adds the Secure attribute (sites served over HTTPS). @default false */
  secure?: boolean;
}

export interface SessionCookie {
  /** Starts a session for `user`; returns the Set-Cookie value that signs them in. */
  issue(user: DemoUser): string;
  /**
   * Ends the session a request's Cookie header names, at the server: a copy
   * of the cookie no longer works. Returns the Set-Cookie value that drops it.
   */
  end(cookieHeader: string | null | undefined): string;
  /** The signed-in user of a request's Cookie header, or null. */
  read(cookieHeader: string | null | undefined): DemoUser | null;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * A session cookie, `<session id>.<base64url HMAC of the id>`, naming a
 * session the server keeps: signing out ends it there, so the cookie is
 * revocable, not a bearer token good until it expires. HttpOnly keeps it from
 * scripts; SameSite=Lax keeps it off cross-site POSTs.
 */
export function createSessionCookie(secret: string, options: SessionCookieOptions = {}): SessionCookie {
  const sessions = options.store ?? createSessionStore(options.dataDir ? { file: join(options.dataDir, SESSIONS_FILE) } : {});
  const sign = (sessionId: string) => createHmac('sha256', secret).update(sessionId).digest('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;

  /** The id of a validly signed cookie in the header; whether it is live is the store's answer. */
  function sessionIdOf(header: string | null | undefined): string | null {
    const value = header ? cookieValue(header, SESSION_COOKIE) : undefined;
    const [sessionId, signature, extra] = value?.split('.') ?? [];
    if (!sessionId || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(sessionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? sessionId : null;
  }

  return {
    issue(user) {
      const sessionId = sessions.start(user.id, MAX_AGE_SECONDS * 1000);
      return `${SESSION_COOKIE}=${sessionId}.${sign(sessionId)}; ${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
    },
    end(header) {
      const sessionId = sessionIdOf(header);
      if (sessionId) sessions.end(sessionId);
      return `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
    },
    read(header) {
      const sessionId = sessionIdOf(header);
      const userId = sessionId ? sessions.userOf(sessionId) : null;
      return userId ? (findDemoUser(userId) ?? null) : null;
    },
  };
}
