'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { connectionStateOf, useSetConnectedAccountEnabled } from '@patchbay/react';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useParts } from '../theme/PatchbayUIProvider';
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

/**
 * One account: its name (alias), state in words, when it was connected and
 * last used, and Reconnect, Disable / Enable, Rename and Disconnect.
 * `data-state` is the state (`connected`, `needs-reconnecting`, ...).
 */
export function ConnectionManagerAccount({ account, app, position, count, className, ...rest }: ConnectionManagerAccountProps) {
  const { messages, now, announce, openConnect, askDisconnect } = useConnectionManagerContext('Account');
  const part = useParts('connection-manager');
  const toggle = useSetConnectedAccountEnabled();
  const [editing, setEditing] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);

  // The name field replaces the row's buttons: back from it, focus returns to Rename.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) renameRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const state = connectionStateOf(account);
  const name = account.alias ?? (count > 1 ? messages.unnamedAccount(position) : null);
  const label = name ? messages.accountOf(app, name) : app;
  const enabled = !account.is_disabled;
  const toggleText = enabled ? messages.disable : messages.enable;
  // Buttons say what they act on: "Disconnect Acme Tasks (Work)".
  const named = (action: string) => ({ 'aria-label': messages.actionFor(action, label) });
  const ago = (iso: string) => messages.timeAgo(new Date(iso), now);

  return (
    <li {...part('account', className)} data-state={state} data-account-id={account.id} {...rest}>
      {editing ? (
        <ConnectionManagerRename account={account} app={app} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div {...part('account-body')}>
            <p {...part('account-heading')}>
              {/* The space keeps what a screen reader reads apart: "Work Connected". */}
              {name ? <span {...part('account-name')}>{name}</span> : null}
              {name ? ' ' : null}
              <ConnectionStatus account={account} messages={messages.status} />
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
              variant={state === 'needs-reconnecting' ? 'primary' : 'ghost'}
              data-slot="connection-manager-reconnect"
              {...named(messages.reconnect)}
              onClick={() => openConnect({ kind: 'reconnect', toolkit: account.toolkit.slug, account })}
            >
              {messages.reconnect}
            </Button>
            <Button
              variant="ghost"
              data-slot="connection-manager-toggle"
              busy={toggle.isPending}
              {...named(toggleText)}
              onClick={() =>
                toggle.mutate(
                  { id: account.id, enabled: !enabled },
                  { onSuccess: () => announce((enabled ? messages.disabledDone : messages.enabledDone)(label)) },
                )
              }
            >
              {toggleText}
            </Button>
            <Button
              ref={renameRef}
              variant="ghost"
              data-slot="connection-manager-rename"
              {...named(messages.rename)}
              onClick={() => setEditing(true)}
            >
              {messages.rename}
            </Button>
            <Button
              variant="ghost"
              data-slot="connection-manager-disconnect"
              {...named(messages.disconnect)}
              onClick={() => askDisconnect(account, label, app)}
            >
              {messages.disconnect}
            </Button>
          </div>
        </>
      )}
      {toggle.error ? <ErrorNotice error={toggle.error} /> : null}
    </li>
  );
}
