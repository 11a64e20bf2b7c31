/**
 * Sign-in for this example: a cookie that names the user. A real app reads
 * its own session here instead (a signed session cookie, a JWT, ...): the
 * relay trusts whatever user this returns.
 */
const COOKIE = 'example_user';

/** The signed-in user's id, or null. */
export function readUser(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** Sign-in routes as a web-standard handler: POST /auth/sign-in {"userId"}, POST /auth/sign-out, GET /auth/me. */
export async function handleAuth(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET' && pathname === '/auth/me') {
    return Response.json({ userId: readUser(request.headers.get('cookie')) });
  }
  if (request.method === 'POST' && pathname === '/auth/sign-in') {
    const { userId } = (await request.json()) as { userId?: unknown };
    if (typeof userId !== 'string' || !/^[\w.-]{1,64}$/.test(userId)) return Response.json({ error: 'userId' }, { status: 400 });
    const cookie = `${COOKIE}=${encodeURIComponent(userId)}; Path=/; HttpOnly; SameSite=Lax`;
    return Response.json({ userId }, { headers: { 'set-cookie': cookie } });
  }
  if (request.method === 'POST' && pathname === '/auth/sign-out') {
    return new Response(null, { status: 204, headers: { 'set-cookie': `${COOKIE}=; Path=/; Max-Age=0` } });
  }
  return new Response('Not found', { status: 404 });
}
