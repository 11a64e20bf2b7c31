'use client';
import type { ConnectedAccount, InactiveAccount } from '@patchbay/client';
import { attentionReasonOf, useToolkit, type ConnectionAttentionReason, type UseConnectLinkResult } from '@patchbay/react';
import { useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { AccountNameField } from '../shared/AccountNameField';
import { accountName, aliasProblem } from '../shared/accountNames';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { canRetry, plainError } from '../shared/plainError';
import { AlertIcon, ClockIcon } from '../shared/icons';
import { LiveRegion } from '../shared/LiveRegion';
import { Spinner } from '../shared/Spinner';
import { StatusPill } from '../shared/StatusPill';
import { ToolkitAbilities } from '../shared/ToolkitAbilities';
import type { Messages } from '../theme/messages';
import { UnstyledScope, useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { aliasMessages } from '../theme/messages/alias';
import { commonMessages } from '../theme/messages/common';
import { connectionRequestMessages } from '../theme/messages/connectionRequest';
import { errorMessages } from '../theme/messages/errors';
import { ConnectionRequestAccounts } from './ConnectionRequestAccounts';
import { useRequestAccount } from './useRequestAccount';

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
   * Called once with the ACTIVE account the request is answered with: the one
   * the flow connects, the user's only one (at once, so a re-rendered chat
   * does not ask again), or, when they have several, the one they pick or
   * the session already pins. Pass it on to what the agent runs, e.g.
   * `account: account.id` on its tool executions, or pin it in the session
   * from your backend (the relay lets users pin accounts only when creating one).
   */
  onConnected?: (account: ConnectedAccount) => void;
  /**
   * When the user has several accounts of the app: the one picked for this
   * request earlier (what `onConnected` reported, kept with the chat), shown
   * as connected instead of asking again.
   * @default undefined (the user picks, unless the session pins one)
   */
  accountId?: string;
  /**
   * The account an agent's tool could not run with, as its result says
   * (`inactive_account`, next to `error_code: 'connected_account_not_active'`):
   * the card says why in plain words and reconnects that same account, and
   * `onConnected` reports it once it is ACTIVE again.
   * @default undefined (a new connection)
   */
  inactiveAccount?: InactiveAccount | undefined;
  /** Offer "What can … do?" until connected: the app's tools by kind (reads, creates, updates, deletes), closed. @default true */
  showAbilities?: boolean;
  /** Replace any of the component's strings. @default {} */
  messages?: Partial<Messages['connectionRequest']>;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  flow: ConnectionRequestFlow;
  /** The tool router session the request belongs to: an account it pins for the toolkit is the one used. */
  sessionId?: string | undefined;
}

/** The words of `messages.stopped` for each reason the kit gives (`connectionHealthOf`), as the connection manager and the health notice give it. */
const STOPPED = {
  expired: 'token_expired',
  revoked: 'access_revoked',
  provider_rejected: 'provider_unauthorized',
  other: 'other',
} as const satisfies Record<ConnectionAttentionReason, keyof Messages['connectionRequest']['stopped']>;

/** What a `ConnectionRequest` shows for its flow; the flow comes from one of the two connect hooks. */
export function ConnectionRequestCard({
  flow,
  toolkit,
  userId,
  reason,
  onConnected,
  accountId,
  sessionId,
  inactiveAccount,
  showAbilities = true,
  messages: messagesProp,
  unstyled,
  className,
  onFocus,
  ...rest
}: ConnectionRequestCardProps) {
  const messages = useMessages('connectionRequest', connectionRequestMessages, messagesProp);
  const common = useMessages('common', commonMessages);
  const errors = useMessages('errors', errorMessages);
  const names = useMessages('alias', aliasMessages);
  const { lang } = useUISettings();
  const part = useParts('connection-request', unstyled);
  const reasonId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const primaryRef = useRef<HTMLButtonElement | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const lastFocused = useRef<Element | null>(null);
  const details = useToolkit(toolkit).data;
  // An account the user already has (an earlier message of the chat, or another page, connected it),
  // from the query of the user's connections that every card and the picker's badges share; of several, the one picked.
  const reconnectId = inactiveAccount?.connected_account_id;
  const choice = useRequestAccount({ userId, toolkit, sessionId, accountId: reconnectId ?? accountId });
  const app = details?.name ?? toolkit;
  // "Add another account" from the choice: a new account, with an optional name.
  const [adding, setAdding] = useState(false);
  const [alias, setAlias] = useState('');
  const problem = adding ? aliasProblem(alias, choice.accounts) : null;
  const connectNew = () => {
    if (problem) return;
    const name = adding ? alias.trim() : '';
    flow.connect(name ? { alias: name } : undefined);
  };

  const { status } = flow;
  const inFlight = status === 'opening' || status === 'waiting';
  // A reconnect is answered by that account alone, once it works again.
  const account =
    status === 'active'
      ? flow.account
      : inFlight
        ? undefined
        : reconnectId
          ? choice.usable.find((usable) => usable.id === reconnectId)
          : choice.settled;
  const connected = status === 'active' || account !== undefined;
  const accountLabel = account ? accountName(account, choice.accounts, names.unnamed, lang) : null;
  // Several accounts and nothing picked yet: the user picks (a flow under way or ended says how it went instead).
  const picking = !connected && !reconnectId && choice.asking && !adding && status === 'idle';
  // Failed, expired or cancelled: the button retries.
  const finished = !connected && status !== 'idle' && !inFlight;
  // A failure no retry can change (an app an admin turned off): no button.
  const final = finished && status === 'failed' && !canRetry(flow.error);

  // Once: an app that passes a new onConnected each render is not told again.
  const reported = useRef(false);
  useEffect(() => {
    if (!account || reported.current) return;
    reported.current = true;
    onConnected?.(account);
  }, [account, onConnected]);

  // "Add another account" went away with the choice: the name of the new account is next.
  useEffect(() => {
    if (adding) nameRef.current?.focus();
  }, [adding]);

  // The focused button went away with the state (Cancel, or Connect once connected): keep focus here.
  useEffect(() => {
    const active = document.activeElement;
    if (lastFocused.current?.isConnected === false && (!active || active === document.body)) (primaryRef.current ?? rootRef.current)?.focus();
  }, [connected, inFlight, picking]);

  const error = flow.loadError ?? (status === 'failed' ? flow.error : null);
  const text = connected
    ? accountLabel
      ? names.chosen(app, accountLabel)
      : messages.active(app)
    : inFlight && flow.mode === 'redirect'
      ? messages.popupBlocked
      : status !== 'idle'
        ? messages[status]
        : inactiveAccount
          ? messages.stopped[STOPPED[attentionReasonOf(inactiveAccount.status_reason_code)]](app)
          : '';
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
            {picking ? (
              <ConnectionRequestAccounts
                app={app}
                usable={choice.usable}
                accounts={choice.accounts}
                onPick={choice.pick}
                onAdd={() => setAdding(true)}
              />
            ) : (
              <>
                {adding ? (
                  <div {...part('alias')}>
                    <AccountNameField
                      block="connection-request"
                      inputRef={nameRef}
                      value={alias}
                      onChange={setAlias}
                      problem={problem}
                      readOnly={inFlight}
                      onSubmit={connectNew}
                    />
                  </div>
                ) : null}
                <div {...part('actions')}>
                  {inFlight ? (
                    <Button variant="ghost" data-slot="connection-request-cancel" onClick={flow.cancel}>
                      {common.cancel}
                    </Button>
                  ) : adding && choice.asking ? (
                    // Back to the accounts the user has.
                    <Button
                      variant="ghost"
                      data-slot="connection-request-back"
                      onClick={() => {
                        flow.reset();
                        setAdding(false);
                      }}
                    >
                      {common.cancel}
                    </Button>
                  ) : null}
                  {final ? null : (
                    <Button
                      ref={primaryRef}
                      variant="primary"
                      data-slot={finished ? 'connection-request-retry' : 'connection-request-connect'}
                      busy={!finished && (choice.pending || flow.preparing === true || inFlight)}
                      aria-disabled={flow.loadError || problem ? true : undefined}
                      // No await before this call: the popup must open inside the click.
                      onClick={connectNew}
                    >
                      {finished ? common.retry : (reconnectId ? messages.reconnect : messages.connect)(app)}
                    </Button>
                  )}
                </div>
              </>
            )}
            {/* Under the button, so opening it moves nothing the user is about to press. */}
            {showAbilities ? <ToolkitAbilities app={app} kinds={details?.tool_kinds} /> : null}
          </>
        )}
      </UnstyledScope>
      <LiveRegion message={[text, failure, errorText].filter(Boolean).join(' ')} />
    </div>
  );
}
