import { isPatchbayError, type PatchbayClient } from '@patchbay/client';
import { loadConnectFlow, type ConnectInput, type ConnectLink } from '@patchbay/core';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createAuthConfigRecipe } from '../hooks/authConfigs/useCreateAuthConfig';
import { refreshAccountRecipe } from '../hooks/connectedAccounts/useRefreshConnectedAccount';
import { patchbayMutationOptions, type MutationRecipe } from '../hooks/usePatchbayMutation';
import { authConfigsQueryOptions } from '../queries/authConfigs';
import { isUsableAuthConfig, toolkitAuthConfigsQuery, turnedOffError } from './toolkitAuthConfigs';

/** Runs a hook's recipe with the same cache work (and in the mutation cache) as the hook, where no component shows its state. */
function mutate<TData, TVariables>(
  client: PatchbayClient,
  queryClient: QueryClient,
  recipe: MutationRecipe<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, patchbayMutationOptions(recipe, client, queryClient)).mutate(variables);
}

/**
 * Creates the toolkit's default auth config; when the project has one by now
 * (409: another tab or user made it since the list was read), reads the list
 * again and uses its enabled config.
 */
async function createOrFind(
  client: PatchbayClient,
  queryClient: QueryClient,
  configs: ReturnType<typeof authConfigsQueryOptions>,
  toolkitSlug: string,
): Promise<string> {
  try {
    return (await mutate(client, queryClient, createAuthConfigRecipe, { toolkit: { slug: toolkitSlug } })).auth_config.id;
  } catch (error) {
    if (!isPatchbayError(error) || error.kind !== 'api' || error.status !== 409) throw error;
    const page = await queryClient.fetchQuery({ ...configs, staleTime: 0 });
    const found = page.items.find((config) => isUsableAuthConfig(config, toolkitSlug));
    if (!found) throw turnedOffError(page, toolkitSlug) ?? error;
    return found.id;
  }
}

/**
 * `useConnectToolkit`'s link: a reconnect of the account, or a new account
 * through the given auth config, the project's enabled one, or one created
 * for the toolkit. A chunk of its own, loaded at the first click: nothing but
 * a click runs it. `options`, `toolkitSlug` and `queryClient` are the hook's
 * as of its latest render.
 */
export async function linkToolkit(
  client: PatchbayClient,
  input: ConnectInput & { callbackUrl: string },
  options: { userId: string; connectedAccountId?: string | undefined; authConfigId?: string | undefined },
  toolkitSlug: string | null,
  queryClient: QueryClient,
): Promise<ConnectLink> {
  const { userId, connectedAccountId } = options;
  const { linkAccount, finishedCallbackUrl } = await loadConnectFlow();
  if (connectedAccountId) {
    // Reconnect asks for what it needs: consent again, or the new key the user came to enter.
    const refreshed = await mutate(client, queryClient, refreshAccountRecipe, {
      id: connectedAccountId,
      redirect_url: input.callbackUrl,
      collect_credentials: true,
      ...(input.locale ? { locale: input.locale } : {}),
    });
    return {
      connected_account_id: refreshed.id,
      redirect_url: refreshed.redirect_url ?? finishedCallbackUrl(input.callbackUrl, refreshed.id),
      ...(refreshed.expires_at ? { expires_at: refreshed.expires_at } : {}),
    };
  }
  if (!toolkitSlug) throw new Error('useConnectToolkit: no toolkit given.');
  let configId = input.authConfigId ?? options.authConfigId;
  if (!configId) {
    // Reuses an enabled auth config of the project; only creates one when there is none at all.
    const configs = authConfigsQueryOptions(client, toolkitAuthConfigsQuery(toolkitSlug));
    const page = await queryClient.ensureQueryData(configs);
    // Every config disabled: an admin turned the toolkit off, and a new config must not turn it back on.
    const turnedOff = turnedOffError(page, toolkitSlug);
    if (turnedOff) throw turnedOff;
    configId =
      page.items.find((config) => isUsableAuthConfig(config, toolkitSlug))?.id ?? (await createOrFind(client, queryClient, configs, toolkitSlug));
  }
  return linkAccount(client, { ...input, authConfigId: configId, userId }, input.callbackUrl);
}
