// #region providers
'use client';
import { createPatchbayClient } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { PatchbayUIProvider } from '@patchbay/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  // One QueryClient per browser tab (and per server request).
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  // The browser talks to the relay on your own origin: no key here.
  const [client] = useState(() => createPatchbayClient({ baseUrl: '/patchbay' }));
  return (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>
        <PatchbayUIProvider>{children}</PatchbayUIProvider>
      </PatchbayProvider>
    </QueryClientProvider>
  );
}
// #endregion providers
