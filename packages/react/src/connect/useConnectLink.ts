'use client';
import { createConnectStore, type ConnectInput, type ConnectOptions, type ConnectSnapshot } from '@patchbay/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { accountQueryKeys } from '../cache/accountQueryKeys';
import { useCoreStore } from '../useCoreStore';
import { usePatchbayClient } from '../usePatchbayClient';

export type { ConnectInput } from '@patchbay/core';

/** As `createConnectStore`'s options (`@patchbay/core`); the account queries refetch by themselves when a flow ends. */
export type UseConnectLinkOptions = ConnectOptions;

export interface UseConnectLinkResult extends ConnectSnapshot {
  /** Starts a flow. Call it directly in a click handler: the popup must open before any await. */
  connect: (input?: ConnectInput) => void;
  /** Abandons the current flow (status becomes 'cancelled'). */
  cancel: () => void;
  /** Back to 'idle', e.g. before trying again. */
  reset: () => void;
}

/**
 * Connects an end user's account through the hosted page: opens it in a
 * popup (or redirects when popups are blocked), and reports one status.
 */
export function useConnectLink(options: UseConnectLinkOptions = {}): UseConnectLinkResult {
  const client = usePatchbayClient();
  const queryClient = useQueryClient();
  const [store, snapshot] = useCoreStore(createConnectStore, {
    ...options,
    client,
    // The flow changed the account whatever the outcome: its queries refetch here, so no caller has to.
    onSettled: (id) => {
      for (const queryKey of accountQueryKeys(id ?? undefined)) void queryClient.invalidateQueries({ queryKey });
    },
  });
  // Back from a redirect (or loaded as the popup's callback page): finish what was started.
  useEffect(() => void store.resume(), [store]);
  // One object per snapshot: a context or a memoized child given it re-renders only when the flow moves.
  return useMemo(() => ({ ...snapshot, connect: store.start, cancel: store.cancel, reset: store.reset }), [snapshot, store]);
}
