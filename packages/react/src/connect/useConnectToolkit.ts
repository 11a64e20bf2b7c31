'use client';
import type { AuthConfig, ListAuthConfigsQuery, PatchbayClient, ToolkitDetails } from '@patchbay/client';
import { loadConnectFlow, type ConnectLink } from '@patchbay/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthConfig } from '../hooks/authConfigs/useAuthConfig';
import { useAuthConfigs } from '../hooks/authConfigs/useAuthConfigs';
import { useCreateAuthConfig } from '../hooks/authConfigs/useCreateAuthConfig';
import { useConnectedAccount } from '../hooks/connectedAccounts/useConnectedAccount';
import { useRefreshConnectedAccount } from '../hooks/connectedAccounts/useRefreshConnectedAccount';
import { useToolkit } from '../hooks/toolkits/useToolkit';
import { authConfigsQueryOptions } from '../queries/authConfigs';
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
  /** Why the flow cannot start, e.g. the toolkit or the account does not exist. */
  loadError: Error | null;
}

/** The page the hook reads a toolkit's auth configs from (one cache entry for the render and the click). */
function lookupQuery(toolkit: string): ListAuthConfigsQuery {
  return { toolkit_slug: toolkit, show_disabled: false };
}

function isUsable(config: AuthConfig, toolkit: string): boolean {
  return config.status === 'ENABLED' && config.toolkit.slug === toolkit;
}

/**
 * Connects an end user to a toolkit in one call: finds the project's enabled
 * auth config for it (or creates a vendor-managed one), creates the link and
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
  const { toolkit: toolkitOption, userId, authConfigId, connectedAccountId } = options;
  const queryClient = useQueryClient();
  const createAuthConfig = useCreateAuthConfig();
  const refreshAccount = useRefreshConnectedAccount();

  // Runs on click, after the values below were computed in the latest render.
  const createLink = async (
    client: PatchbayClient,
    input: { authConfigId?: string; callbackUrl: string; connectionData?: Record<string, unknown>; alias?: string },
  ): Promise<ConnectLink> => {
    const { linkAccount, finishedCallbackUrl } = await loadConnectFlow();
    if (connectedAccountId) {
      // Reconnect asks for what it needs: consent again, or the new key the user came to enter.
      const refreshed = await refreshAccount.mutateAsync({ id: connectedAccountId, redirect_url: input.callbackUrl, collect_credentials: true });
      return {
        connected_account_id: refreshed.id,
        redirect_url: refreshed.redirect_url ?? finishedCallbackUrl(input.callbackUrl, refreshed.id),
        ...(refreshed.expires_at ? { expires_at: refreshed.expires_at } : {}),
      };
    }
    if (!toolkitSlug) throw new Error('useConnectToolkit: no toolkit given.');
    let configId = input.authConfigId ?? authConfigId;
    if (!configId) {
      // Reuses an enabled auth config of the project; only creates one when there is none.
      const page = await queryClient.ensureQueryData(authConfigsQueryOptions(client, lookupQuery(toolkitSlug)));
      configId =
        page.items.find((config) => isUsable(config, toolkitSlug))?.id ??
        (await createAuthConfig.mutateAsync({ toolkit: { slug: toolkitSlug } })).auth_config.id;
    }
    return linkAccount(client, { ...input, authConfigId: configId, userId }, input.callbackUrl);
  };

  const flow = useConnectLink({
    ...options,
    flowKey: options.flowKey ?? `toolkit:${toolkitOption ?? connectedAccountId ?? authConfigId ?? ''}`,
    createLink,
  });

  const accountQuery = useConnectedAccount(connectedAccountId);
  const toolkitSlug = toolkitOption ?? accountQuery.data?.toolkit.slug ?? flow.account?.toolkit.slug ?? null;
  const toolkitQuery = useToolkit(toolkitSlug);
  const configQuery = useAuthConfig(authConfigId);
  const needsLookup = Boolean(toolkitSlug) && !authConfigId && !connectedAccountId;
  const configsQuery = useAuthConfigs(lookupQuery(toolkitSlug ?? ''), { enabled: needsLookup });
  const enabledConfig = toolkitSlug ? configsQuery.data?.items.find((config) => isUsable(config, toolkitSlug)) : undefined;
  const toolkit = toolkitQuery.data;

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
  const loadError = accountQuery.error ?? toolkitQuery.error ?? configQuery.error;

  // The same object until one of these changes, so a context or memoized child given it is not re-rendered for nothing.
  return useMemo(
    () => ({ ...flow, toolkitSlug, toolkit, authScheme, preparing, loadError }),
    [flow, toolkitSlug, toolkit, authScheme, preparing, loadError],
  );
}
