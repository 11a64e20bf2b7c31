'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useConnectionsByToolkit, useToolkit, type UseConnectLinkResult } from '@patchbay/react';
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { plainError } from '../shared/plainError';
import { AlertIcon, ClockIcon } from '../shared/icons';
import { LiveRegion } from '../shared/LiveRegion';
import { Spinner } from '../shared/Spinner';
import { StatusPill } from '../shared/StatusPill';
import type { Messages } from '../theme/messages';
import { UnstyledScope, useComponentMessages, useParts } from '../theme/PatchbayUIProvider';

/** The flow a card shows: `useConnectToolkit`'s, or a session's `useSessionConnectLink` (which has nothing to prepare). */
export interface ConnectionRequestFlow extends UseConnectLinkResult {
  preparing?: boolean;
  loadError?: Error | null;
}

export interface ConnectionRequestCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The toolkit the agent needs, e.g. `'github'`: its logo and name are shown. */
  toolkit: string;
  /** Your end user's id; with `sessionId`, the session's user. */
  userId: string;
  /** Why it is needed, in the agent's words, e.g. "To add your task I need access to Acme Tasks." @default undefined (none shown) */
  reason?: ReactNode;
  /**
   * Called once with the ACTIVE account: when the flow connects it, or at
   * once when the user already had one (a re-rendered chat does not ask again).
   */
  onConnected?: (account: ConnectedAccount) => void;
  /** Replace any of the component's strings. @default {} */
  messages?: Partial<Messages['connectionRequest']>;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  flow: ConnectionRequestFlow;
}

/** What a `ConnectionRequest` shows for its flow; the flow comes from one of the two connect hooks. */
export function ConnectionRequestCard({
  flow,
  toolkit,
  userId,
  reason,
  onConnected,
  messages: messagesProp,
  unstyled,
  className,
  onFocus,
  ...rest
}: ConnectionRequestCardProps) {
  const { messages, common, errors } = useComponentMessages('connectionRequest', messagesProp);
  const part = useParts('connection-request', unstyled);
  const reasonId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const primaryRef = useRef<HTMLButtonElement | null>(null);
  const lastFocused = useRef<Element | null>(null);
  const details = useToolkit(toolkit).data;
  // An account the user already has (an earlier message of the chat, or another page, connected it),
  // from the query of the user's connections that every card and the picker's badges share.
  const existing = useConnectionsByToolkit(userId);
  const best = existing.connections.get(toolkit);
  const usable = best?.status === 'ACTIVE' && !best.is_disabled ? best : undefined;
  const app = details?.name ?? toolkit;

  const { status } = flow;
  const inFlight = status === 'opening' || status === 'waiting';
  const account = status === 'active' ? flow.account : inFlight ? undefined : usable;
  const connected = status === 'active' || account !== undefined;
  // Failed, expired or cancelled: the button retries.
  const finished = !connected && status !== 'idle' && !inFlight;

  const onConnectedRef = useRef(onConnected);
  const reported = useRef(false);
  useEffect(() => {
    onConnectedRef.current = onConnected;
  });
  useEffect(() => {
    if (!account || reported.current) return;
    reported.current = true;
    onConnectedRef.current?.(account);
  }, [account]);

  // The focused button went away with the state (Cancel, or Connect once connected): keep focus here.
  useEffect(() => {
    const active = document.activeElement;
    if (lastFocused.current?.isConnected === false && (!active || active === document.body)) (primaryRef.current ?? rootRef.current)?.focus();
  }, [connected, inFlight]);

  const error = flow.loadError ?? (status === 'failed' ? flow.error : null);
  const text = connected
    ? messages.active(app)
    : inFlight && flow.mode === 'redirect'
      ? messages.popupBlocked
      : status === 'idle'
        ? ''
        : messages[status];
  // e.g. "The user denied access."; an error, when there is one, says more.
  const failure = status === 'failed' && !flow.error ? flow.account?.status_reason : null;
  const errorText = error ? plainError(error, errors) : '';

  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={messages.label(app)}
      aria-describedby={reason && !connected ? reasonId : undefined}
      // Focus lands on the card when the button that had it is gone.
      tabIndex={-1}
      {...part('', className)}
      data-state={connected ? 'active' : status}
      {...rest}
      onFocus={(event) => {
        lastFocused.current = event.target;
        onFocus?.(event);
      }}
    >
      <UnstyledScope unstyled={unstyled}>
        <div {...part('header')}>
          <span {...part('logo')} aria-hidden="true">
            {app.charAt(0)}
            {details?.meta.logo ? <img src={details.meta.logo} alt="" /> : null}
          </span>
          <div {...part('heading')}>
            <p {...part('title')}>{app}</p>
            {reason && !connected ? (
              <p id={reasonId} {...part('reason')}>
                {reason}
              </p>
            ) : null}
          </div>
          {connected ? <StatusPill tone="success">{messages.connected}</StatusPill> : null}
        </div>
        {connected ? null : (
          <>
            {error ? (
              <ErrorNotice error={error} announce={false} />
            ) : text ? (
              <p {...part('status')} data-state={status}>
                {inFlight ? <Spinner /> : status === 'expired' ? <ClockIcon /> : <AlertIcon />}
                <span>
                  {text}
                  {failure ? <span {...part('failure')}> {failure}</span> : null}
                </span>
              </p>
            ) : null}
            <div {...part('actions')}>
              {inFlight ? (
                <Button variant="ghost" data-slot="connection-request-cancel" onClick={flow.cancel}>
                  {common.cancel}
                </Button>
              ) : null}
              <Button
                ref={primaryRef}
                variant="primary"
                data-slot={finished ? 'connection-request-retry' : 'connection-request-connect'}
                busy={!finished && (existing.isPending || flow.preparing === true || inFlight)}
                aria-disabled={flow.loadError ? true : undefined}
                // No await before this call: the popup must open inside the click.
                onClick={() => flow.connect()}
              >
                {finished ? common.retry : messages.connect(app)}
              </Button>
            </div>
          </>
        )}
      </UnstyledScope>
      <LiveRegion message={[text, failure, errorText].filter(Boolean).join(' ')} />
    </div>
  );
}
