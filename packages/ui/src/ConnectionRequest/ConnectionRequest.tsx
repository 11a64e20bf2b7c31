'use client';
import { useConnectToolkit, useSessionConnectLink, type ConnectExit, type UseSessionConnectLinkOptions } from '@patchbay/react';
import type { ConnectFlowOptions } from '../ConnectAccountModal/useConnectAccount';
import { useHostedLocale } from '../theme/hostedLocale';
import { useHostedTheme } from '../theme/hostedTheme';
import { ConnectionRequestCard, type ConnectionRequestCardProps } from './ConnectionRequestCard';

type CardProps = Omit<ConnectionRequestCardProps, 'flow' | 'sessionId'>;

export interface ConnectionRequestProps extends CardProps {
  /**
   * A tool router session: connect through its link (`useSessionConnectLink`),
   * the session decides the auth config; an account it pins for the toolkit
   * is the one the request is answered with.
   * @default undefined (`useConnectToolkit`: the project's enabled auth config, or a new vendor-managed one)
   */
  sessionId?: string;
  /** The auth config to connect through; not used with `sessionId`. @default see `sessionId` */
  authConfigId?: string;
  /** The page the hosted flow returns to; it must run `completeConnectCallback()`. @default the current page */
  callbackUrl?: string;
  /** Passed to `useConnectLink`: `mode`, `popupSize`, `pollIntervalMs`, `flowKey`, `navigate`. @default {} */
  flowOptions?: ConnectFlowOptions;
  /** Called when a flow ends failed, expired or cancelled. */
  onExit?: (exit: ConnectExit) => void;
}

interface FlowProps {
  card: CardProps;
  options: UseSessionConnectLinkOptions;
}

function ToolkitRequest({ card, options, authConfigId }: FlowProps & { authConfigId: string | undefined }) {
  const connectedAccountId = card.inactiveAccount?.connected_account_id;
  const flow = useConnectToolkit({ ...options, toolkit: card.toolkit, userId: card.userId, authConfigId, connectedAccountId });
  return <ConnectionRequestCard {...card} flow={flow} />;
}

function SessionRequest({ card, options, sessionId }: FlowProps & { sessionId: string }) {
  return <ConnectionRequestCard {...card} sessionId={sessionId} flow={useSessionConnectLink(sessionId, card.toolkit, options)} />;
}

/**
 * What an assistant's chat shows when an agent needs a toolkit the user has
 * not connected: the app, the agent's reason and one button that runs the
 * connect flow inline (popup, redirect fallback), its progress, failure with
 * Try again, and a compact "Connected" once the account is ACTIVE (at once
 * when it already was). A user with several accounts of the app picks the
 * one to use by name, or adds another. With `inactiveAccount` (from a tool
 * result), it says why that account stopped working and reconnects it in
 * place. `onConnected` tells the waiting agent's app which account it is.
 */
export function ConnectionRequest({ sessionId, authConfigId, callbackUrl, flowOptions, onExit, ...card }: ConnectionRequestProps) {
  const hostedTheme = useHostedTheme();
  const locale = useHostedLocale();
  const options = { ...flowOptions, theme: flowOptions?.theme ?? hostedTheme, locale, callbackUrl, onExit };
  // One connect hook per card: each path is its own component. A reconnect refreshes the account itself, session or not.
  return sessionId && !card.inactiveAccount ? (
    <SessionRequest card={card} options={options} sessionId={sessionId} />
  ) : (
    <ToolkitRequest card={card} options={options} authConfigId={authConfigId} />
  );
}
