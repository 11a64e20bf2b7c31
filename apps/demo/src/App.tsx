import { createPatchbayClient } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { PatchbayUIProvider, Spinner } from '@patchbay/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppShell } from './AppShell';
import { demoSession, type SessionUser } from './demoSession';
import { DemoLanguageProvider } from './i18n/DemoLanguageContext';
import { en } from './i18n/messages/en';
import { useDemoLanguage } from './i18n/useDemoLanguage';
import { SignInScreen } from './SignInScreen';
import { useTheme } from './useTheme';

// The relay on this origin adds the key on the server: the browser never holds one.
const client = createPatchbayClient({ baseUrl: '/patchbay' });

export function App() {
  const [theme, setTheme] = useTheme();
  const { language, choose, shown } = useDemoLanguage();
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  // Signed in on this screen (not a session the page found): focus follows into the app.
  const [signedInHere, setSignedInHere] = useState(false);
  const [queryClient, setQueryClient] = useState(() => new QueryClient());

  useEffect(() => {
    demoSession.me().then(setUser, () => setUser(null));
  }, []);

  const signOut = async () => {
    await demoSession.signOut();
    // Nothing cached for one user may show for the next.
    setQueryClient(new QueryClient());
    setUser(null);
    window.history.replaceState(null, '', '/');
  };

  return (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>
        {/* The hosted connect page opens in the app's light or dark (the brand theme is a light one), and in its language. */}
        <PatchbayUIProvider theme={theme} hostedTheme={theme === 'dark' ? 'dark' : 'light'} locale={shown?.kitLocale ?? 'en'}>
          <DemoLanguageProvider language={language} shownLanguage={shown?.language ?? 'en'} messages={shown?.messages ?? en} choose={choose}>
            {/* Until the first language has loaded (a chunk), no English shows in its place. */}
            {user === undefined || !shown ? (
              <div className="demo-loading">
                <Spinner />
              </div>
            ) : user === null ? (
              <SignInScreen
                onSignedIn={(signedIn) => {
                  setSignedInHere(true);
                  setUser(signedIn);
                }}
              />
            ) : (
              <AppShell user={user} theme={theme} onThemeChange={setTheme} onSignOut={() => void signOut()} focusHeading={signedInHere} />
            )}
          </DemoLanguageProvider>
        </PatchbayUIProvider>
      </PatchbayProvider>
    </QueryClientProvider>
  );
}
