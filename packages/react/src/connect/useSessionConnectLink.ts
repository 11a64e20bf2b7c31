'use client';
import { useConnectLink, type UseConnectLinkOptions, type UseConnectLinkResult } from './useConnectLink';

/** `useConnectLink` options, less what the session decides (which auth config, which user). */
export type UseSessionConnectLinkOptions = Omit<UseConnectLinkOptions, 'createLink' | 'authConfigId' | 'userId' | 'connectionData'>;

/**
 * Connects the session's user to one of its toolkits through the hosted page
 * (`client.toolRouter.createLink`), with the popup, redirect fallback and
 * status of `useConnectLink`, which refetches the session's toolkits and the
 * account queries when the flow ends, so `connected_account` shows the outcome.
 *
 * @param options As `useConnectLink`'s. `flowKey` defaults to `` `${sessionId}:${toolkit}` ``.
 * @example
 * const link = useSessionConnectLink(sessionId, 'github');
 * <button onClick={() => link.connect()} disabled={link.status === 'waiting'}>Connect GitHub</button>
 */
export function useSessionConnectLink(sessionId: string, toolkit: string, options: UseSessionConnectLinkOptions = {}): UseConnectLinkResult {
  return useConnectLink({
    ...options,
    flowKey: options.flowKey ?? `${sessionId}:${toolkit}`,
    createLink: (client, { callbackUrl, alias, locale }) =>
      client.toolRouter.createLink(sessionId, {
        toolkit,
        callback_url: callbackUrl,
        ...(alias ? { alias } : {}),
        ...(locale ? { locale } : {}),
      }),
  });
}
