'use client';
import type { ToolkitDetails } from '@patchbay/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useAuthConfig } from '../hooks/authConfigs/useAuthConfig';
import { useAuthConfigs } from '../hooks/authConfigs/useAuthConfigs';
import { useConnectedAccount } from '../hooks/connectedAccounts/useConnectedAccount';
import { useToolkit } from '../hooks/toolkits/useToolkit';
import { isUsableAuthConfig, toolkitAuthConfigsQuery, turnedOffError } from './toolkitAuthConfigs';
import { useConnectLink, type UseConnectLinkOptions, type UseConnectLinkResult } from './useConnectLink';

export interface UseConnectToolkitOptions extends Omit<UseConnectLinkOptions, 'createLink' | 'authConfigId' | 'userId'> {
  /** The toolkit to connect, e.g. `'github'`; `null` while the user has not picked one. */
  toolkit: string | null | undefined;
  /** Your end user's id. */
  userId: string;
  /** Connect through this auth config instead of the project's enabled one. */
  authConfigId?: string | undefined;
  /**
   * Reconnect this account (`connectedAccounts.refresh` with `collect_credentials`)
   * instead of creating one: the hosted page asks for consent again or for a
   * new key, and the account keeps its id. Its toolkit is the one connected.
   */
  connectedAccountId?: string | undefined;
}

export interface UseConnectToolkitResult extends UseConnectLinkResult {
  /** The toolkit being connected: the option's, the reconnected account's, or the one a redirect flow came back with. */
  toolkitSlug: string | null;
  toolkit: ToolkitDetails | undefined;
  /** The auth scheme the connection will use (e.g. `'OAUTH2'`), once known. */
  authScheme: string | undefined;
  /** What `connect()` needs is still loading (the toolkit, the auth config or the account to reconnect). */
  preparing: boolean;
  /**
   * Why the flow cannot start, e.g. the toolkit or the account does not
   * exist, or an admin turned the toolkit off (every auth config of it
   * disabled: an `auth_config_disabled` error; `connect()` then fails with it
   * and creates nothing).
   */
  loadError: Error | null;
}

/**
 * Connects an end user to a toolkit in one call: finds the project's enabled
 * auth config for it (or, when it has none at all, creates the vendor-managed
 * one; never when an admin disabled its configs), creates the link and
 * runs `useConnectLink`'s flow (popup, redirect fallback, one status), which
 * refetches the account queries when it ends.
 *
 * @param options As `useConnectLink`'s, plus the toolkit and the user.
 *   `flowKey` defaults to `` `toolkit:${toolkit}` ``; pass your own when the
 *   toolkit is picked at run time, so a redirect flow resumes on reload.
 * @example
 * const github = useConnectToolkit({ toolkit: 'github', userId });
 * <button onClick={() => github.connect()} disabled={github.preparing || github.status === 'waiting'}>Connect GitHub</button>
 */
export function useConnectToolkit(options: UseConnectToolkitOptions): UseConnectToolkitResult {
  const { toolkit: toolkitOption, authConfigId, connectedAccountId } = options;
  const queryClient = useQueryClient();
  const loadedName = useRef<string | undefined>(undefined);

  const flow = useConnectLink({
    ...options,
    flowKey: options.flowKey ?? `toolkit:${toolkitOption ?? connectedAccountId ?? authConfigId ?? ''}`,
    // Read at the click, once the toolkit has loaded: the popup names it before the hosted page arrives.
    appName: options.appName ?? (() => loadedName.current),
    // Runs on click, after the values below were computed in the latest render; its code loads then.
    createLink: async (client, input) => (await import('./linkToolkit')).linkToolkit(client, input, options, toolkitSlug, queryClient),
  });

  const accountQuery = useConnectedAccount(connectedAccountId);
  const toolkitSlug = toolkitOption ?? accountQuery.data?.toolkit.slug ?? flow.account?.toolkit.slug ?? null;
  const toolkitQuery = useToolkit(toolkitSlug);
  const configQuery = useAuthConfig(authConfigId);
  const needsLookup = Boolean(toolkitSlug) && !authConfigId && !connectedAccountId;
  const configsQuery = useAuthConfigs(toolkitAuthConfigsQuery(toolkitSlug ?? ''), { enabled: needsLookup });
  const enabledConfig = toolkitSlug ? configsQuery.data?.items.find((config) => isUsableAuthConfig(config, toolkitSlug)) : undefined;
  // Said before any click: connect() would open a window only to be refused.
  const turnedOff = useMemo(
    () => (needsLookup && toolkitSlug && configsQuery.data ? turnedOffError(configsQuery.data, toolkitSlug) : null),
    [needsLookup, toolkitSlug, configsQuery.data],
  );
  const toolkit = toolkitQuery.data;
  useEffect(() => {
    loadedName.current = toolkit?.name;
  }, [toolkit]);

  const authScheme =
    accountQuery.data?.auth_config.auth_scheme ??
    configQuery.data?.auth_scheme ??
    enabledConfig?.auth_scheme ??
    toolkit?.vendor_managed_auth_schemes[0] ??
    toolkit?.auth_schemes[0] ??
    (toolkit?.no_auth ? 'NO_AUTH' : undefined);
  const preparing =
    (Boolean(connectedAccountId) && accountQuery.isPending) ||
    (Boolean(toolkitSlug) && (toolkitQuery.isPending || (needsLookup && configsQuery.isPending)));
  const loadError = accountQuery.error ?? toolkitQuery.error ?? configQuery.error ?? turnedOff;

  // The same object until one of these changes, so a context or memoized child given it is not re-rendered for nothing.
  return useMemo(
    () => ({ ...flow, toolkitSlug, toolkit, authScheme, preparing, loadError }),
    [flow, toolkitSlug, toolkit, authScheme, preparing, loadError],
  );
}
