'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useDeleteConnectedAccount, useUserConnections } from '@patchbay/react';
import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { ConnectFlowOptions } from '../ConnectAccountModal/useConnectAccount';
import { LiveRegion } from '../shared/LiveRegion';
import { ReconnectDialog, useReconnectDialog } from '../shared/ReconnectDialog';
import { useMemoObject } from '../shared/useMemoObject';
import type { MessagesOverride } from '../theme/messages';
import { commonMessages } from '../theme/messages/common';
import { connectionsMessages } from '../theme/messages/connections';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';
import { MENU_SLOT } from './ConnectionManagerAccount';
import { ConnectionManagerDisconnectDialog, type DisconnectTarget } from './ConnectionManagerDisconnectDialog';
import { ConnectionManagerProvider, type ConnectionManagerContextValue } from './connectionManagerContext';
import { findPart } from './findPart';
import { useNow } from './useNow';

/** Each row's "More actions" button: where focus goes back to from the disconnect dialog, or on to once a row is gone. */
const MENU_BUTTON = `${MENU_SLOT}-button`;

export interface ConnectionManagerRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Your end user's id: the list shows their connections. */
  userId: string;
  /** The page the hosted flow of a reconnect returns to; it must run `completeConnectCallback()`. @default the current page */
  callbackUrl?: string;
  /** Passed to the connect dialog's `useConnectLink`: `mode`, `popupSize`, `pollIntervalMs`, `flowKey`, `navigate`. @default {} */
  flowOptions?: ConnectFlowOptions;
  /** The level of the title's heading (`h2`); each app's name is one level below. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Offer "Add another account" under each app: it opens the connect dialog for that app. @default false */
  addAccount?: boolean;
  /** Called once an account was disconnected. */
  onDisconnected?: (account: ConnectedAccount) => void;
  /** Called with the ACTIVE account when the connect dialog reconnected it or connected another one. */
  onConnected?: (account: ConnectedAccount) => void;
  /** Replace any of the component's strings. @default {} */
  messages?: MessagesOverride['connections'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

/**
 * The state of a connection manager: the user's connections
 * (`useUserConnections`), the connect and disconnect dialogs, what is read
 * out, and where focus goes. Compose `Header` and `List` inside.
 */
export function ConnectionManagerRoot({
  userId,
  callbackUrl,
  flowOptions,
  headingLevel = 2,
  addAccount = false,
  onDisconnected,
  onConnected,
  messages: messagesProp,
  unstyled,
  className,
  onFocus,
  children,
  ...rest
}: ConnectionManagerRootProps) {
  const part = useParts('connection-manager', unstyled);
  const messages = useMessages('connections', connectionsMessages, messagesProp);
  const common = useMessages('common', commonMessages);
  const connections = useUserConnections(userId);
  const now = useNow();
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastFocused = useRef<Element | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  const { target: connectTarget, open: connectOpen, setOpen: setConnectOpen, openFor: openConnect } = useReconnectDialog();
  const remove = useDeleteConnectedAccount();
  const [disconnecting, setDisconnecting] = useState<(DisconnectTarget & { account: ConnectedAccount }) | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Where focus goes once the confirm dialog has closed: back to the row's menu, or on to the next row's after a delete.
  const afterConfirm = useRef<() => HTMLElement | null>(() => null);

  const focusTitle = () => (headingRef.current ?? rootRef.current)?.focus();
  const partOfAccount = (id: string, slot: string) => findPart(rootRef.current, 'data-account-id', id, slot);

  // A button that went away with the data (Try again once loaded): keep focus in the list, not on the page.
  useEffect(() => {
    const active = document.activeElement;
    if (lastFocused.current?.isConnected === false && (!active || active === document.body)) (headingRef.current ?? rootRef.current)?.focus();
  }, [connections.status, connections.groups]);

  // The same words twice are read again: the region's text still changes.
  const announce = useCallback((text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 })), []);
  const { reset: resetRemove } = remove;
  const askDisconnect = useCallback(
    (account: ConnectedAccount, label: string, app: string) => {
      resetRemove();
      setDisconnecting({ account, label, app });
      afterConfirm.current = () => findPart(rootRef.current, 'data-account-id', account.id, MENU_BUTTON);
      setConfirmOpen(true);
    },
    [resetRemove],
  );

  const context = useMemoObject<ConnectionManagerContextValue>({
    messages,
    common,
    connections,
    now,
    headingLevel,
    addAccount,
    headingRef,
    announce,
    openConnect,
    askDisconnect,
  });

  const confirmDisconnect = () => {
    if (!disconnecting) return;
    const { account, label } = disconnecting;
    // The neighbour is read before the row leaves the list.
    const accounts = connections.accounts;
    const index = accounts.findIndex((item) => item.id === account.id);
    const neighbour = accounts[index + 1] ?? accounts[index - 1];
    remove.mutate(account.id, {
      onSuccess: () => {
        afterConfirm.current = () => (neighbour ? partOfAccount(neighbour.id, MENU_BUTTON) : null);
        setConfirmOpen(false);
        announce(messages.disconnected(label));
        onDisconnected?.(account);
      },
    });
  };

  const returnFromConnect = () => {
    if (!connectTarget) return;
    const found =
      connectTarget.kind === 'reconnect'
        ? partOfAccount(connectTarget.account.id, 'connection-manager-reconnect')
        : findPart(rootRef.current, 'data-toolkit', connectTarget.toolkit, 'connection-manager-add');
    if (found) found.focus();
    else focusTitle();
  };

  const state =
    connections.status === 'pending' ? 'loading' : connections.status === 'error' ? 'error' : connections.groups.length ? 'ready' : 'empty';
  return (
    <ConnectionManagerProvider value={context}>
      <UnstyledScope unstyled={unstyled}>
        <div
          ref={rootRef}
          // Focus lands here when there is no title and no row left to take it.
          tabIndex={-1}
          {...part('', className)}
          data-state={state}
          {...rest}
          onFocus={(event) => {
            lastFocused.current = event.target;
            onFocus?.(event);
          }}
        >
          {children}
          <LiveRegion message={announcement.text + (announcement.count % 2 ? '' : '\u00a0')} />
        </div>
        <ReconnectDialog
          target={connectTarget}
          open={connectOpen}
          onOpenChange={setConnectOpen}
          userId={userId}
          callbackUrl={callbackUrl}
          flowOptions={flowOptions}
          onConnected={onConnected}
          onClosed={returnFromConnect}
        />
        <ConnectionManagerDisconnectDialog
          target={disconnecting}
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          onConfirm={confirmDisconnect}
          busy={remove.isPending}
          error={remove.error}
          onClosed={() => {
            const target = afterConfirm.current();
            if (target) target.focus();
            else focusTitle();
          }}
        />
      </UnstyledScope>
    </ConnectionManagerProvider>
  );
}
