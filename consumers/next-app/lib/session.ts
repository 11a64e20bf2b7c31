/**
 * Sign-in for this example: a cookie that names the user. A real app reads
 * its own session here instead (a signed session cookie, a JWT, ...): the
 * relay trusts whatever user this returns.
 */
export const USER_COOKIE = 'example_user';

/** The signed-in user's id from a Cookie header, or null. */
export function readUser(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === USER_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}
