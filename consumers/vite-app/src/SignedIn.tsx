import { useEffect, useState, type ReactNode } from 'react';

/** This example's sign-in: pick a user name; the backend sets a cookie naming it. */
export function SignedIn({ children }: { children: (userId: string) => ReactNode }) {
  const [userId, setUserId] = useState<string | null | undefined>(undefined);
  const [name, setName] = useState('');

  useEffect(() => {
    void fetch('/auth/me')
      .then((response) => response.json() as Promise<{ userId: string | null }>)
      .then(
        (me) => setUserId(me.userId),
        () => setUserId(null),
      );
  }, []);

  if (userId === undefined) return <p>Loading…</p>;
  if (userId) return children(userId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void fetch('/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: name }) }).then(
          (response) => (response.ok ? setUserId(name) : undefined),
        );
      }}
    >
      <label>
        User name <input value={name} onChange={(event) => setName(event.target.value)} required />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}
