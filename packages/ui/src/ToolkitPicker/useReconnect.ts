'use client';
import type { ConnectedAccount, Toolkit } from '@patchbay/client';
import { patchbayKeys, useConnectLink } from '@patchbay/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * The Reconnect action: the app's `onReconnect` when given, else a new hosted
 * connect flow through the account's auth config, after which the badges
 * are refreshed.
 */
export function useReconnect(
  userId: string | undefined,
  onReconnect: ((toolkit: Toolkit, account: ConnectedAccount) => void) | undefined,
): (toolkit: Toolkit, account: ConnectedAccount) => void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: patchbayKeys.connectedAccounts.all() });
  const link = useConnectLink({ userId, flowKey: 'pb-toolkit-picker', onSuccess: refresh, onExit: refresh });
  const latest = useRef({ onReconnect, connect: link.connect });
  latest.current = { onReconnect, connect: link.connect };
  // Stable, so rows do not re-render when the parent passes a new inline callback.
  return useCallback((toolkit: Toolkit, account: ConnectedAccount) => {
    const { onReconnect: handler, connect } = latest.current;
    if (handler) handler(toolkit, account);
    else connect({ authConfigId: account.auth_config.id, userId: account.user_id });
  }, []);
}
