'use client';
import type { PatchbayClient } from '@patchbay/client';
import { createContext, useContext, type ReactNode } from 'react';

const PatchbayContext = createContext<PatchbayClient | null>(null);

export interface PatchbayProviderProps {
  /** The client every hook below uses. The app owns its `QueryClient` and provides it itself. */
  client: PatchbayClient;
  children?: ReactNode;
}

/** Makes a Patchbay client available to the hooks. Place it inside your `QueryClientProvider`. */
export function PatchbayProvider({ client, children }: PatchbayProviderProps) {
  return <PatchbayContext.Provider value={client}>{children}</PatchbayContext.Provider>;
}

/** The client from the nearest `PatchbayProvider`. */
export function usePatchbayClient(): PatchbayClient {
  const client = useContext(PatchbayContext);
  if (!client) {
    throw new Error('usePatchbayClient: no client. Wrap your components in <PatchbayProvider client={createPatchbayClient(...)}>.');
  }
  return client;
}
