'use client';
import type { ConnectedAccount, ToolkitDetails } from '@patchbay/client';
import { useConnectToolkit, type ConnectExit, type UseConnectLinkOptions, type UseConnectToolkitResult } from '@patchbay/react';
import { useState } from 'react';
import { useEventCallback } from '../shared/useEventCallback';
import { useMemoObject } from '../shared/useMemoObject';
import { useHostedLocale } from '../theme/hostedLocale';
import { useHostedTheme } from '../theme/hostedTheme';
import { useAccountAlias, type AccountAliasDraft } from './useAccountAlias';

/** Options of the connect flow a `ConnectAccountModal` passes through to `useConnectToolkit`. */
export type ConnectFlowOptions = Pick<UseConnectLinkOptions, 'mode' | 'popupSize' | 'pollIntervalMs' | 'flowKey' | 'navigate' | 'theme'>;

export interface UseConnectAccountOptions {
  toolkit?: string | undefined;
  userId: string;
  authConfigId?: string | undefined;
  connectedAccountId?: string | undefined;
  callbackUrl?: string | undefined;
  flowOptions?: ConnectFlowOptions | undefined;
  onConnected?: ((account: ConnectedAccount) => void) | undefined;
  onExit?: ((exit: ConnectExit) => void) | undefined;
  /** Called when a flow resumes after a full-page redirect, so the dialog can show its outcome. */
  onResume?: () => void;
}

export interface ConnectAccountController {
  /** The user still has to pick the toolkit (none was given). */
  choosing: boolean;
  /** The toolkit being connected; null while choosing (or while the account to reconnect loads). */
  toolkitSlug: string | null;
  /** True when the user picked the toolkit in the dialog (so they may pick another). */
  canChangeToolkit: boolean;
  chooseToolkit: (slug: string | null) => void;
  toolkit: ToolkitDetails | undefined;
  /** The toolkit's display name ('' until it has loaded). */
  appName: string;
  /** The auth scheme the connection will use (e.g. OAUTH2), once known. */
  scheme: string | undefined;
  /** Data needed before the flow can start is still loading. */
  preparing: boolean;
  /** An error that prevents starting (e.g. the toolkit does not exist). */
  loadError: Error | null;
  /** Reconnecting an existing account rather than creating a new one. */
  reconnecting: boolean;
  /** Where the user connects: a new window, or this tab (asked for, or the popup was blocked). */
  mode: 'popup' | 'redirect';
  /** Where the app asked the user to connect (`flowOptions.mode`). */
  askedMode: 'popup' | 'redirect';
  flow: UseConnectToolkitResult;
  /** The name of the new account, offered when the user has an account of the app already (not when reconnecting). */
  alias: AccountAliasDraft;
  /** Starts the flow (not while the name is one the service would refuse). Synchronous: call it straight from the click handler. */
  start: () => void;
}

/** What the modal's parts show and do: `useConnectToolkit`, plus picking the toolkit in the dialog. */
export function useConnectAccount(options: UseConnectAccountOptions): ConnectAccountController {
  const { toolkit: fixedToolkit, authConfigId, connectedAccountId } = options;
  const [chosen, setChosen] = useState<string | null>(null);
  const hostedTheme = useHostedTheme();
  const locale = useHostedLocale();

  const flow = useConnectToolkit({
    ...options.flowOptions,
    // The hosted page opens in the dialog's light or dark, and in its language.
    theme: options.flowOptions?.theme ?? hostedTheme,
    locale,
    toolkit: fixedToolkit ?? chosen,
    userId: options.userId,
    authConfigId,
    connectedAccountId,
    callbackUrl: options.callbackUrl,
    // Not the chosen toolkit: the choice is gone when the page comes back from a redirect.
    flowKey: options.flowOptions?.flowKey ?? `pb-connect-modal:${fixedToolkit ?? authConfigId ?? 'any'}`,
    onSuccess: (account) => {
      // The name is the new account's now: the next one starts unnamed.
      alias.clear();
      options.onConnected?.(account);
    },
    onExit: (exit) => options.onExit?.(exit),
    onEvent: (event) => {
      if (event.type === 'resumed') options.onResume?.();
    },
  });
  const alias = useAccountAlias(options.userId, flow.toolkitSlug, !connectedAccountId);

  // Called from events only: one function each, acting on the latest render.
  const chooseToolkit = useEventCallback((slug: string | null) => {
    flow.reset();
    alias.clear();
    setChosen(slug);
  });
  const start = useEventCallback(() => {
    // Continue is aria-disabled then: nothing to start (an app an admin turned off opens no window).
    if (alias.problem || (flow.status === 'idle' && flow.loadError)) return;
    flow.connect(alias.alias ? { alias: alias.alias } : undefined);
  });

  const askedMode = options.flowOptions?.mode ?? 'popup';
  // The same object until the flow, the name or the options change: the modal's context value is built on it.
  return useMemoObject<ConnectAccountController>({
    choosing: !flow.toolkitSlug && !connectedAccountId,
    toolkitSlug: flow.toolkitSlug,
    canChangeToolkit: !fixedToolkit && chosen !== null,
    chooseToolkit,
    toolkit: flow.toolkit,
    appName: flow.toolkit?.name ?? '',
    scheme: flow.authScheme,
    preparing: flow.preparing,
    loadError: flow.loadError,
    reconnecting: Boolean(connectedAccountId),
    mode: flow.mode ?? askedMode,
    askedMode,
    flow,
    alias,
    start,
  });
}
