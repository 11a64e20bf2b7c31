'use client';
import type { ConnectedAccount, ToolkitDetails } from '@patchbay/client';
import {
  useAuthConfig,
  useAuthConfigs,
  useConnectedAccount,
  useConnectLink,
  useCreateAuthConfig,
  useRefreshConnectedAccount,
  useToolkit,
  type ConnectExit,
  type UseConnectLinkOptions,
  type UseConnectLinkResult,
} from '@patchbay/react';
import { useState } from 'react';

/** Options of the connect flow a `ConnectAccountModal` passes through to `useConnectLink`. */
export type ConnectFlowOptions = Pick<UseConnectLinkOptions, 'mode' | 'popupSize' | 'pollIntervalMs' | 'flowKey' | 'navigate'>;

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
  flow: UseConnectLinkResult;
  /** Starts the flow. Synchronous: call it straight from the click handler. */
  start: () => void;
}

/** `callbackUrl` as the hosted page would return it, for a refresh that needed no user step. */
function finishedCallbackUrl(callbackUrl: string, connectedAccountId: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('status', 'success');
  url.searchParams.set('connected_account_id', connectedAccountId);
  return url.toString();
}

/** Everything the modal's parts show and do: the toolkit, its auth config and the connect flow. */
export function useConnectAccount(options: UseConnectAccountOptions): ConnectAccountController {
  const { toolkit: fixedToolkit, authConfigId, connectedAccountId, userId } = options;
  const [chosen, setChosen] = useState<string | null>(null);
  const createAuthConfig = useCreateAuthConfig();
  const refreshAccount = useRefreshConnectedAccount();

  const flow = useConnectLink({
    ...options.flowOptions,
    userId,
    callbackUrl: options.callbackUrl,
    flowKey: options.flowOptions?.flowKey ?? `pb-connect-modal:${fixedToolkit ?? authConfigId ?? 'any'}`,
    // Runs on click, after the values below were computed in this render.
    createLink: async (client, input) => {
      if (connectedAccountId) {
        const refreshed = await refreshAccount.mutateAsync({ id: connectedAccountId, redirect_url: input.callbackUrl });
        return {
          connected_account_id: refreshed.id,
          redirect_url: refreshed.redirect_url ?? finishedCallbackUrl(input.callbackUrl, refreshed.id),
        };
      }
      const slug = toolkitSlug ?? '';
      // Reuse an enabled auth config of the project; only create one when there is none.
      const configId = authConfigId ?? enabledConfig?.id ?? (await createAuthConfig.mutateAsync({ toolkit: { slug } })).auth_config.id;
      return client.connectedAccounts.link({ auth_config_id: configId, user_id: userId, callback_url: input.callbackUrl });
    },
    onSuccess: (account) => options.onConnected?.(account),
    onExit: (exit) => options.onExit?.(exit),
    onEvent: (event) => {
      if (event.type === 'resumed') options.onResume?.();
    },
  });

  // The account to reconnect, or the one a flow resumed after a redirect, names the toolkit too.
  const accountQuery = useConnectedAccount(connectedAccountId);
  const toolkitSlug = fixedToolkit ?? chosen ?? accountQuery.data?.toolkit.slug ?? flow.account?.toolkit.slug ?? null;
  const toolkitQuery = useToolkit(toolkitSlug);
  const configQuery = useAuthConfig(authConfigId);
  const needsLookup = Boolean(toolkitSlug) && !authConfigId && !connectedAccountId;
  const configsQuery = useAuthConfigs({ toolkit_slug: toolkitSlug ?? '', show_disabled: false }, { enabled: needsLookup });
  const enabledConfig = configsQuery.data?.items.find((c) => c.status === 'ENABLED' && c.toolkit.slug === toolkitSlug);
  const toolkit = toolkitQuery.data;

  const scheme =
    accountQuery.data?.auth_config.auth_scheme ??
    configQuery.data?.auth_scheme ??
    enabledConfig?.auth_scheme ??
    toolkit?.vendor_managed_auth_schemes[0] ??
    toolkit?.auth_schemes[0] ??
    (toolkit?.no_auth ? 'NO_AUTH' : undefined);

  return {
    choosing: !toolkitSlug && !connectedAccountId,
    toolkitSlug,
    canChangeToolkit: !fixedToolkit && chosen !== null,
    chooseToolkit: (slug) => {
      flow.reset();
      setChosen(slug);
    },
    toolkit,
    appName: toolkit?.name ?? '',
    scheme,
    preparing:
      (Boolean(connectedAccountId) && accountQuery.isPending) ||
      (Boolean(toolkitSlug) && (toolkitQuery.isPending || (needsLookup && configsQuery.isPending))),
    loadError: accountQuery.error ?? toolkitQuery.error,
    reconnecting: Boolean(connectedAccountId),
    flow,
    start: () => flow.connect(),
  };
}
