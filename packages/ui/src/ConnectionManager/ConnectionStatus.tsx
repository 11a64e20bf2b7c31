'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { connectionStateOf, type UserConnectionState } from '@patchbay/react';
import { StatusPill, type StatusPillProps } from '../shared/StatusPill';
import type { Messages } from '../theme/messages';
import { useMessages } from '../theme/PatchbayUIProvider';
import { connectionsMessages } from '../theme/messages/connections';

export interface ConnectionStatusProps extends Omit<StatusPillProps, 'tone' | 'children'> {
  /** The account whose state to show in words ("Connected", "Needs reconnecting", "Disabled", ...). */
  account: ConnectedAccount;
  /** Replace the words. @default the provider's `messages.connections.status` */
  messages?: Messages['connections']['status'];
}

const TONES: Record<UserConnectionState, NonNullable<StatusPillProps['tone']>> = {
  connected: 'success',
  'needs-reconnecting': 'warning',
  reconnecting: 'info',
  disabled: 'neutral',
  connecting: 'info',
  'not-connected': 'neutral',
};

/**
 * A connected account's state as a person reads it, in a status pill
 * (`connectionStateOf` decides the state). `data-state` is the state.
 */
export function ConnectionStatus({ account, messages, ...rest }: ConnectionStatusProps) {
  const { status } = useMessages('connections', connectionsMessages);
  const words = messages ?? status;
  const state = connectionStateOf(account);
  return (
    <StatusPill data-slot="connection-status" {...rest} tone={TONES[state]} data-state={state}>
      {words[state]}
    </StatusPill>
  );
}
