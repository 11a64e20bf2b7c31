import { createHmac, timingSafeEqual } from 'node:crypto';
import { findDemoUser, type DemoUser } from './demoUsers';

export const SESSION_COOKIE = 'acme_session';
const MAX_AGE_SECONDS = 8 * 60 * 60;

export interface SessionCookie {
  /** The Set-Cookie value that signs `user` in. */
  issue(user: DemoUser): string;
  /** The Set-Cookie value that signs out. */
  clear(): string;
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
 * An HMAC-signed session cookie: `<base64url payload>.<base64url signature>`.
 * HttpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site POSTs.
 */
export function createSessionCookie(secret: string, secure = false): SessionCookie {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    issue(user) {
      const payload = Buffer.from(JSON.stringify({ sub: user.id, exp: Math.floor(Date.now() / 1000) + MAX_AGE_SECONDS })).toString('base64url');
      return `${SESSION_COOKIE}=${payload}.${sign(payload)}; ${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
    },
    clear: () => `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`,
    read(header) {
      const value = header ? cookieValue(header, SESSION_COOKIE) : undefined;
      const [payload, signature] = value?.split('.') ?? [];
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
        if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
        return findDemoUser(claims.sub) ?? null;
      } catch {
        return null;
      }
    },
  };
}
