'use client';
import type { PatchbayClient } from '@patchbay/client';
import { createContext, useContext } from 'react';

/** The client `PatchbayProvider` hands to the hooks below it. */
export const PatchbayContext = createContext<PatchbayClient | null>(null);

/** The client from the nearest `PatchbayProvider`. */
export function usePatchbayClient(): PatchbayClient {
  const client = useContext(PatchbayContext);
  if (!client) {
    throw new Error('usePatchbayClient: no client. Wrap your components in <PatchbayProvider client={createPatchbayClient(...)}>.');
  }
  return client;
}
