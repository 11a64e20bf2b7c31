// #region providers
import { createPatchbayClient } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { PatchbayUIProvider } from '@patchbay/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// #endregion providers
import { Integrations } from './Integrations';
import { SignedIn } from './SignedIn';

// #region providers

// The browser talks to the relay on your own origin: no key here.
const client = createPatchbayClient({ baseUrl: '/patchbay' });
const queryClient = new QueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>
        <PatchbayUIProvider>
          {/* SignedIn is this example's sign-in: use your app's own. */}
          <SignedIn>{(userId) => <Integrations userId={userId} />}</SignedIn>
        </PatchbayUIProvider>
      </PatchbayProvider>
    </QueryClientProvider>
  );
}
// #endregion providers
