'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { connectionHealthOf, useConnectAttempts, useSetConnectedAccountEnabled } from '@patchbay/react';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { ActionMenu, type ActionMenuItem } from '../shared/ActionMenu';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { ConnectionManagerRename } from './ConnectionManagerRename';
import { ConnectionStatus } from './ConnectionStatus';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerAccountProps extends HTMLAttributes<HTMLLIElement> {
  /** The account to show. */
  account: ConnectedAccount;
  /** Its app's name. */
  app: string;
  /** Its place among the app's accounts, from 1: names an account without alias ("Account 2"). */
  position: number;
  /** How many accounts the app has: a lone account without alias needs no name of its own. */
  count: number;
}

/** The `data-slot` of each row's "More actions" menu (its button is `…-menu-button`). */
export const MENU_SLOT = 'connection-manager-menu';

/**
 * One account: its name (alias), state in words, when it was connected and
 * last used; Reconnect in view, and Disable / Enable, Rename and Disconnect
 * in a "More actions" menu, so a row stays one line on a phone.
 * `data-state` is the state (`connected`, `needs-reconnecting`, ...); an
 * account that stopped working has `data-attention` (why: `expired`, `revoked`,
 * `provider_rejected`, `other`), says why and offers Reconnect first.
 */
export function ConnectionManagerAccount({ account, app, position, count, className, ...rest }: ConnectionManagerAccountProps) {
  const { messages, now, announce, openConnect, askDisconnect } = useConnectionManagerContext('Account');
  const { lang } = useUISettings();
  const part = useParts('connection-manager');
  const toggle = useSetConnectedAccountEnabled();
  const [editing, setEditing] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);

  // The name field replaces the row's buttons: back from it, focus returns to the menu Rename was in.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) rowRef.current?.querySelector<HTMLElement>(`[data-slot="${MENU_SLOT}-button"]`)?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // Reconnecting only while a flow of this page is: a pending attempt nobody here makes changes nothing.
  // Why it stopped working, when it did (`reason`): the row is marked for styling and Reconnect leads.
  const { state, reason: attention } = connectionHealthOf(account, useConnectAttempts());
  const name = account.alias ?? (count > 1 ? messages.unnamedAccount(position, lang) : null);
  const label = name ? messages.accountOf(app, name) : app;
  const enabled = !account.is_disabled;
  const ago = (iso: string) => messages.timeAgo(new Date(iso), now, lang);

  // Reconnect stays in view (it stands out when the account needs it); the rest are in the menu, in a fixed order.
  const more: ActionMenuItem[] = [
    {
      label: enabled ? messages.disable : messages.enable,
      slot: 'connection-manager-toggle',
      onSelect: () =>
        toggle.mutate(
          { id: account.id, enabled: !enabled },
          { onSuccess: () => announce((enabled ? messages.disabledDone : messages.enabledDone)(label)) },
        ),
    },
    { label: messages.rename, slot: 'connection-manager-rename', onSelect: () => setEditing(true) },
    { label: messages.disconnect, slot: 'connection-manager-disconnect', danger: true, onSelect: () => askDisconnect(account, label, app) },
  ];

  return (
    <li
      ref={rowRef}
      {...part('account', className)}
      data-state={state}
      data-attention={attention ?? undefined}
      data-account-id={account.id}
      {...rest}
    >
      {editing ? (
        <ConnectionManagerRename account={account} app={app} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div {...part('account-body')}>
            <p {...part('account-heading')}>
              {/* The space keeps what a screen reader reads apart: "Work Connected". */}
              {name ? <span {...part('account-name')}>{name}</span> : null}
              {name ? ' ' : null}
              <ConnectionStatus account={account} messages={messages.status} app={app} reasons={messages.attention} />
            </p>
            <p {...part('times')}>
              {account.connected_at ? <time dateTime={account.connected_at}>{messages.connectedAgo(ago(account.connected_at))}</time> : null}
              {messages.separator}
              {account.last_used_at ? (
                <time dateTime={account.last_used_at}>{messages.lastUsedAgo(ago(account.last_used_at))}</time>
              ) : (
                messages.neverUsed
              )}
            </p>
          </div>
          <div {...part('actions')}>
            <Button
              variant={attention ? 'primary' : 'ghost'}
              data-slot="connection-manager-reconnect"
              // Says what it acts on: "Reconnect Acme Tasks (Work)".
              aria-label={messages.actionFor(messages.reconnect, label)}
              onClick={() => openConnect({ kind: 'reconnect', toolkit: account.toolkit.slug, account })}
            >
              {messages.reconnect}
            </Button>
            <ActionMenu label={messages.moreActions(label)} items={more} slot={MENU_SLOT} busy={toggle.isPending} />
          </div>
        </>
      )}
      {toggle.error ? <ErrorNotice error={toggle.error} /> : null}
    </li>
  );
}
