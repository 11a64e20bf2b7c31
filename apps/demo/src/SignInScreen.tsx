import { Button, Spinner } from '@patchbay/ui';
import { useEffect, useState } from 'react';
import { AcmeLogo } from './AcmeLogo';
import { demoSession, type SessionUser } from './demoSession';
import { useDemoMessages } from './i18n/DemoLanguageContext';
import { LanguageMenu } from './i18n/LanguageMenu';

export interface SignInScreenProps {
  onSignedIn: (user: SessionUser) => void;
}

/** Demo sign-in: pick one of the fictional users; the server sets a signed session cookie. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const [users, setUsers] = useState<SessionUser[] | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<'unreachable' | 'failed' | null>(null);
  const { signIn: text, shell } = useDemoMessages();

  useEffect(() => {
    demoSession.users().then(setUsers, () => setError('unreachable'));
  }, []);

  const signIn = (user: SessionUser) => {
    setPending(user.id);
    setError(null);
    demoSession.signIn(user.id).then(onSignedIn, () => {
      setPending(null);
      setError('failed');
    });
  };

  return (
    <main className="demo-signin">
      <div className="demo-signin__card">
        {/* The language can be changed before signing in. */}
        <div className="demo-signin__top">
          <AcmeLogo />
          <LanguageMenu />
        </div>
        <h1>{text.title}</h1>
        <p className="demo-muted">{text.intro}</p>
        {users === null && !error ? <Spinner /> : null}
        <ul className="demo-signin__users">
          {users?.map((user) => (
            <li key={user.id}>
              <Button
                variant="secondary"
                className="demo-signin__user"
                busy={pending === user.id}
                disabled={pending !== null}
                onClick={() => signIn(user)}
              >
                {/* Named by what it shows, after a hidden "Sign in as": a voice command saying the visible name finds it. */}
                {/* The spaces keep the name's words apart; the flex and grid layouts draw none. */}
                <span className="demo-visually-hidden">{text.signInAs}</span>{' '}
                <span className="demo-avatar" aria-hidden="true">
                  {user.name.charAt(0)}
                </span>
                <span className="demo-signin__who">
                  <strong>{user.name}</strong> <span className="demo-muted">{user.title}</span>
                </span>
                {user.isAdmin ? (
                  <>
                    {' '}
                    <span className="demo-tag">{shell.admin}</span>
                  </>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="demo-error">
            {text[error]}
          </p>
        ) : null}
      </div>
    </main>
  );
}
