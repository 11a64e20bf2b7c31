/** A user of the demo as the server describes them (no secrets). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  title: string;
  isAdmin: boolean;
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as T;
}

/** Calls to the demo's own /auth endpoints; the session itself is an HttpOnly cookie. */
export const demoSession = {
  async me(): Promise<SessionUser | null> {
    const response = await fetch('/auth/me', { headers: { accept: 'application/json' } });
    return (await readJson<{ user: SessionUser | null }>(response)).user;
  },
  async users(): Promise<SessionUser[]> {
    return (await readJson<{ users: SessionUser[] }>(await fetch('/auth/users'))).users;
  },
  async signIn(userId: string): Promise<SessionUser> {
    const response = await fetch('/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    return (await readJson<{ user: SessionUser }>(response)).user;
  },
  async signOut(): Promise<void> {
    await fetch('/auth/sign-out', { method: 'POST' });
  },
};
