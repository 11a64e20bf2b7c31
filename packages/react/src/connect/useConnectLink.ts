'use client';
import type { ConnectedAccount, PatchbayClient } from '@patchbay/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { accountQueryKeys } from '../cache/accountQueryKeys';
import { usePatchbayClient } from '../usePatchbayClient';
import { completeConnectCallback, withoutCallbackParams, type CallbackStatus } from './callbackMessage';
import { createConnectFlow, IDLE_SNAPSHOT, type ConnectFlow } from './ConnectFlow';
import type { ConnectEvent, ConnectExit, ConnectLink, ConnectSnapshot } from './connectTypes';
import { DEFAULT_POPUP_SIZE, type PopupSize } from './openPopup';
import { loadPendingFlow, type PendingFlow } from './pendingFlow';

export interface ConnectInput {
  /** The auth config to connect through. */
  authConfigId?: string;
  /** Your end user's id. */
  userId?: string;
  /** Pre-fills fields of the hosted form (e.g. `{ region: 'eu' }`). */
  connectionData?: Record<string, unknown>;
}

export interface UseConnectLinkOptions extends ConnectInput {
  /**
   * Creates the link instead of `connectedAccounts.link`, e.g. a tool router
   * session's link (see `useSessionConnectLink`).
   */
  createLink?: (client: PatchbayClient, input: ConnectInput & { callbackUrl: string }) => Promise<ConnectLink>;
  /**
   * The page the hosted flow returns to. It must run `completeConnectCallback()`
   * (a page using this hook does so by itself).
   * @default the current page
   */
  callbackUrl?: string;
  /** 'popup' falls back to 'redirect' when the browser blocks the popup. @default 'popup' */
  mode?: 'popup' | 'redirect';
  /** @default { width: 500, height: 700 } */
  popupSize?: PopupSize;
  /** How often the account's status is polled while waiting. @default 2000 */
  pollIntervalMs?: number;
  /**
   * Which pending redirect flow this hook resumes when the page loads;
   * use distinct keys when several connect buttons share a page.
   * @default authConfigId, or 'default'
   */
  flowKey?: string;
  /** Leaves the page for the redirect fallback. @default url => window.location.assign(url) */
  navigate?: (url: string) => void;
  /** Called with the ACTIVE account. The account queries (lists, detail, sessions) refetch by themselves. */
  onSuccess?: (account: ConnectedAccount) => void;
  /** Called when the flow ends without an ACTIVE account; the account queries refetch as on success. */
  onExit?: (exit: ConnectExit) => void;
  onEvent?: (event: ConnectEvent) => void;
}

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
  const [snapshot, setSnapshot] = useState<ConnectSnapshot>(IDLE_SNAPSHOT);
  const flowRef = useRef<ConnectFlow | null>(null);
  // Callbacks and options are read when they are needed, so inline functions cause no restarts.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const flowKey = options.flowKey ?? options.authConfigId ?? 'default';

  const createFlow = useCallback(
    (mode: 'popup' | 'redirect') => {
      flowRef.current?.dispose();
      const current = optionsRef.current;
      const flow = createConnectFlow({
        client,
        flowKey,
        mode,
        popupSize: current.popupSize ?? DEFAULT_POPUP_SIZE,
        pollIntervalMs: current.pollIntervalMs ?? 2000,
        callbackUrl: current.callbackUrl ?? withoutCallbackParams(window.location.href),
        navigate: current.navigate ?? ((url) => window.location.assign(url)),
        onChange: (next) => {
          if (flowRef.current === flow) setSnapshot(next);
        },
        // The flow changed the account whatever the outcome: its queries refetch here, so no caller has to.
        listeners: () => {
          const { onEvent, onSuccess, onExit } = optionsRef.current;
          const refetch = (id: string | null) => {
            for (const queryKey of accountQueryKeys(id ?? undefined)) void queryClient.invalidateQueries({ queryKey });
          };
          return {
            onEvent,
            onSuccess: (account: ConnectedAccount) => {
              refetch(account.id);
              onSuccess?.(account);
            },
            onExit: (exit: ConnectExit) => {
              refetch(exit.connectedAccountId);
              onExit?.(exit);
            },
          };
        },
      });
      flowRef.current = flow;
      return flow;
    },
    [client, queryClient, flowKey],
  );

  // Back from a redirect (or loaded as the popup's callback page): finish what was started.
  // The callback is read once and kept, so a remount (StrictMode runs effects
  // twice) resumes the same flow after the address bar was cleaned.
  const resumeRef = useRef<{ pending: PendingFlow; status: CallbackStatus | null } | null>(null);
  useEffect(() => {
    if (!resumeRef.current) {
      const callback = completeConnectCallback();
      if (!callback || callback.handledBy !== 'redirect') return;
      const pending = loadPendingFlow(callback.nonce);
      if (!pending || pending.flowKey !== flowKey) return;
      resumeRef.current = { pending, status: callback.status };
      window.history.replaceState(window.history.state, '', withoutCallbackParams(window.location.href));
    }
    const { pending, status } = resumeRef.current;
    const flow = createFlow('redirect');
    flow.resume(pending, status);
    return () => flow.dispose();
    // Only on mount: a flow comes back once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => flowRef.current?.dispose(), []);

  const connect = useCallback(
    (input: ConnectInput = {}) => {
      const current = optionsRef.current;
      const merged: ConnectInput = {
        authConfigId: input.authConfigId ?? current.authConfigId,
        userId: input.userId ?? current.userId,
        connectionData: input.connectionData ?? current.connectionData,
      };
      const flow = createFlow(current.mode ?? 'popup');
      flow.start((callbackUrl) => {
        if (current.createLink) return current.createLink(client, { ...merged, callbackUrl });
        if (!merged.authConfigId || !merged.userId) {
          return Promise.reject(new Error('useConnectLink: authConfigId and userId are required to create a link.'));
        }
        return client.connectedAccounts.link({
          auth_config_id: merged.authConfigId,
          user_id: merged.userId,
          callback_url: callbackUrl,
          ...(merged.connectionData ? { connection_data: merged.connectionData } : {}),
        });
      });
    },
    [client, createFlow],
  );

  const cancel = useCallback(() => flowRef.current?.cancel(), []);
  const reset = useCallback(() => {
    flowRef.current?.dispose();
    flowRef.current = null;
    setSnapshot(IDLE_SNAPSHOT);
  }, []);

  return { ...snapshot, connect, cancel, reset };
}
