import { USER_COOKIE } from '../../../lib/session';

/** This example's sign-in form posts here; the cookie names the user. */
export async function POST(request: Request): Promise<Response> {
  const userId = (await request.formData()).get('userId');
  if (typeof userId !== 'string' || !/^[\w.-]{1,64}$/.test(userId)) return new Response('Bad user name', { status: 400 });
  return new Response(null, {
    status: 303,
    headers: { location: '/', 'set-cookie': `${USER_COOKIE}=${encodeURIComponent(userId)}; Path=/; HttpOnly; SameSite=Lax` },
  });
}
