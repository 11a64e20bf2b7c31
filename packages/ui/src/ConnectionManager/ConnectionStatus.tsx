'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { connectionHealthOf, useConnectAttempts, type UserConnectionState } from '@patchbay/react';
import { StatusPill, type StatusPillProps } from '../shared/StatusPill';
import type { Messages } from '../theme/messages';
import { useMessages } from '../theme/PatchbayUIProvider';
import { connectionsMessages } from '../theme/messages/connections';

export interface ConnectionStatusProps extends Omit<StatusPillProps, 'tone' | 'children'> {
  /** The account whose state to show in words ("Connected", "Needs reconnecting", "Disabled", ...). */
  account: ConnectedAccount;
  /** Replace the words. @default the provider's `messages.connections.status` */
  messages?: Messages['connections']['status'];
  /**
   * The account's app, e.g. "Acme Tasks": with it, an account whose access ended says why
   * ("Access expired", "Access removed at Acme Tasks", "Acme Tasks refused access"). @default none: "Needs reconnecting"
   */
  app?: string;
  /** Replace the words of why. @default the provider's `messages.connections.attention` */
  reasons?: Messages['connections']['attention'];
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
 * (`connectionHealthOf` decides the state; "Reconnecting…" only while a flow
 * of this page reconnects it). `data-state` is the state.
 */
export function ConnectionStatus({ account, messages, app, reasons, ...rest }: ConnectionStatusProps) {
  const { status, attention } = useMessages('connections', connectionsMessages);
  // Reconnecting only while a flow of this page is: a pending attempt nobody here makes changes nothing.
  const inProgress = useConnectAttempts();
  const health = connectionHealthOf(account, inProgress);
  const { state } = health;
  // While a reconnect is under way the pill says so; the reason is for an account waiting on the user.
  const reason = state === 'needs-reconnecting' ? health.reason : null;
  return (
    <StatusPill data-slot="connection-status" {...rest} tone={TONES[state]} data-state={state}>
      {app && reason && reason !== 'other' ? (reasons ?? attention)[reason](app) : (messages ?? status)[state]}
    </StatusPill>
  );
}
