'use client';
import type { ConnectedAccount, PatchbayClient } from '@patchbay/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accountQueryKeys } from '../cache/accountQueryKeys';
import { usePatchbayClient } from '../usePatchbayClient';
import { completeConnectCallback, createNonce, withoutCallbackParams, type CallbackStatus } from './callbackMessage';
import type { ConnectFlow, createConnectFlow } from './ConnectFlow';
import { IDLE_SNAPSHOT, type ConnectEvent, type ConnectExit, type ConnectInput, type ConnectLink, type ConnectSnapshot } from './connectTypes';
import { readHostedTheme, type HostedTheme, type HostedThemeOption } from './hostedTheme';
import { DEFAULT_POPUP_SIZE, openBlankPopup, type PopupSize } from './openPopup';
import { loadPendingFlow, type PendingFlow } from './pendingFlow';

export type { ConnectInput } from './connectTypes';

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
  /**
   * The hosted page's theme, so it matches the app: `'light'` or `'dark'`,
   * or a function read at each click (return undefined to let the page
   * follow the device). Added to the page's URL as `theme=`, for the popup
   * and the redirect alike.
   * @default undefined (the page follows the device's prefers-color-scheme)
   */
  theme?: HostedThemeOption;
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

type FlowModule = typeof import('./ConnectFlow');

let flowModule: Promise<FlowModule> | null = null;

/**
 * The flow's code is a chunk of its own in an app's bundle: loaded when a
 * page first uses the hook, so it is there by the time of a click.
 */
export function loadConnectFlow(): Promise<FlowModule> {
  return (flowModule ??= import('./ConnectFlow').catch((error: unknown) => {
    flowModule = null; // fetched again on the next try (e.g. back online)
    throw error;
  }));
}

/** A click whose flow waits for the flow's code. */
interface Starting {
  cancelled: boolean;
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

  const startingRef = useRef<Starting | null>(null);
  const createFlow = useCallback(
    (create: typeof createConnectFlow, mode: 'popup' | 'redirect', nonce = createNonce(), theme?: HostedTheme) => {
      flowRef.current?.dispose();
      const current = optionsRef.current;
      const flow = create({
        client,
        nonce,
        flowKey,
        mode,
        pollIntervalMs: current.pollIntervalMs ?? 2000,
        callbackUrl: current.callbackUrl ?? withoutCallbackParams(window.location.href),
        theme,
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

  // The flow's code could not be loaded: the flow fails as one whose link could not be made.
  const failWithoutFlow = (error: Error, mode: 'popup' | 'redirect', connectedAccountId: string | null = null) => {
    setSnapshot({ ...IDLE_SNAPSHOT, status: 'failed', mode, connectedAccountId, error });
    optionsRef.current.onExit?.({ status: 'failed', reason: 'link_error', error, connectedAccountId, account: null });
  };

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
    let flow: ConnectFlow | undefined;
    let mounted = true;
    void loadConnectFlow().then(
      (loaded) => {
        if (!mounted) return;
        flow = createFlow(loaded.createConnectFlow, 'redirect');
        flow.resume(pending, status);
      },
      (error: Error) => {
        // Without the flow's code the flow cannot be followed: say so, as for a link that could not be made.
        if (mounted) failWithoutFlow(error, 'redirect', pending.connectedAccountId);
      },
    );
    return () => {
      mounted = false;
      flow?.dispose();
    };
    // Only on mount: a flow comes back once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void loadConnectFlow().catch(() => undefined); // a click tries again
    return () => {
      startingRef.current = null;
      flowRef.current?.dispose();
    };
  }, []);

  const connect = useCallback(
    (input: ConnectInput = {}) => {
      const current = optionsRef.current;
      const merged: ConnectInput = {
        authConfigId: input.authConfigId ?? current.authConfigId,
        userId: input.userId ?? current.userId,
        connectionData: input.connectionData ?? current.connectionData,
        alias: input.alias ?? current.alias,
      };
      const mode = current.mode ?? 'popup';
      const nonce = createNonce();
      // Read at the click, as the app looks now.
      const theme = readHostedTheme(current.theme);
      // Now, inside the click: browsers block a popup opened after an await.
      const popup = mode === 'popup' ? openBlankPopup(`patchbay-connect-${nonce}`, current.popupSize ?? DEFAULT_POPUP_SIZE, theme) : null;
      // A blocked popup falls back to redirect.
      const shownMode = popup ? 'popup' : 'redirect';
      const starting: Starting = { cancelled: false };
      startingRef.current = starting;
      flowRef.current?.dispose();
      // Shown at once, as the flow will report it.
      setSnapshot({ ...IDLE_SNAPSHOT, status: 'opening', mode: shownMode });
      loadConnectFlow().then(
        (loaded) => {
          // Reset, unmounted or clicked again meanwhile: this click is over, and so is its popup.
          if (startingRef.current !== starting) return popup?.close();
          startingRef.current = null;
          const flow = createFlow(loaded.createConnectFlow, mode, nonce, theme);
          flow.start(
            (callbackUrl) =>
              current.createLink ? current.createLink(client, { ...merged, callbackUrl }) : loaded.linkAccount(client, merged, callbackUrl),
            popup,
          );
          if (starting.cancelled) flow.cancel();
        },
        (error: Error) => {
          popup?.close();
          if (startingRef.current !== starting) return;
          startingRef.current = null;
          failWithoutFlow(error, shownMode);
        },
      );
    },
    [client, createFlow],
  );

  const cancel = useCallback(() => {
    if (startingRef.current) startingRef.current.cancelled = true;
    else flowRef.current?.cancel();
  }, []);
  const reset = useCallback(() => {
    startingRef.current = null;
    flowRef.current?.dispose();
    flowRef.current = null;
    setSnapshot(IDLE_SNAPSHOT);
  }, []);

  // One object per snapshot: a context or a memoized child given it re-renders only when the flow moves.
  return useMemo(() => ({ ...snapshot, connect, cancel, reset }), [snapshot, connect, cancel, reset]);
}
