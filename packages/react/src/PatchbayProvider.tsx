'use client';
import type { PatchbayClient } from '@patchbay/client';
import type { ReactNode } from 'react';
import { PatchbayContext } from './usePatchbayClient';

export interface PatchbayProviderProps {
  /** The client every hook below uses. The app owns its `QueryClient` and provides it itself. */
  client: PatchbayClient;
  children?: ReactNode;
}

/** Makes a Patchbay client available to the hooks. Place it inside your `QueryClientProvider`. */
export function PatchbayProvider({ client, children }: PatchbayProviderProps) {
  return <PatchbayContext.Provider value={client}>{children}</PatchbayContext.Provider>;
}
