'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useConnectionHealth } from '@patchbay/react';
import { useRef, useState, type HTMLAttributes } from 'react';
import type { ConnectFlowOptions } from '../ConnectAccountModal/useConnectAccount';
import { ConnectionManagerConnectDialog } from '../ConnectionManager/ConnectionManagerConnectDialog';
import { Button } from '../shared/Button';
import type { MessagesOverride } from '../theme/messages';
import { connectionHealthMessages } from '../theme/messages/connectionHealth';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';

export interface ConnectionHealthBannerProps extends HTMLAttributes<HTMLElement> {
  /** Your end user's id: the notice is about their connections. */
  userId: string;
  /** The page the hosted flow of a reconnect returns to; it must run `completeConnectCallback()`. @default the current page */
  callbackUrl?: string;
  /** Passed to the reconnect dialog's `useConnectLink`: `mode`, `popupSize`, `pollIntervalMs`, `flowKey`, `navigate`. @default {} */
  flowOptions?: ConnectFlowOptions;
  /** How often to check the connections while the page is visible, in ms (`useConnectionHealth`); `false`: on focus only. @default 60_000 */
  refetchInterval?: number | false;
  /** Called with the account, ACTIVE again, once the user reconnected it. */
  onConnected?: (account: ConnectedAccount) => void;
  /** Replace any of the component's strings. @default {} */
  messages?: MessagesOverride['connectionHealth'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
}

/**
 * A notice of the user's connections that stopped working ("Acme Tasks needs
 * reconnecting", "2 apps need reconnecting"), with Reconnect for each: the
 * kit's reconnect dialog, for the same account. Renders nothing while every
 * connection works. A labelled region; `data-attention` on each account's
 * item says why (`useConnectionHealth` in @patchbay/react decides).
 */
export function ConnectionHealthBanner({
  userId,
  callbackUrl,
  flowOptions,
  refetchInterval,
  onConnected,
  messages: messagesProp,
  unstyled,
  className,
  ...rest
}: ConnectionHealthBannerProps) {
  const part = useParts('connection-health', unstyled);
  const messages = useMessages('connectionHealth', connectionHealthMessages, messagesProp);
  const { connections } = useConnectionHealth({ userId, refetchInterval });
  const rootRef = useRef<HTMLElement>(null);
  const [target, setTarget] = useState<ConnectedAccount | null>(null);
  const [open, setOpen] = useState(false);

  const appOf = (slug: string) => connections.find((item) => item.slug === slug)?.toolkit?.name ?? slug;
  const apps = new Set(connections.map((item) => item.slug));
  const [first] = apps;

  // Back from the dialog: to the account's button, or to the next one when it was reconnected.
  const returnFocus = () => {
    const buttons = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-account-id]') ?? []);
    (buttons.find((item) => item.getAttribute('data-account-id') === target?.id) ?? buttons[0])?.querySelector('button')?.focus();
  };

  // Nothing to say; a dialog still open (showing "Done") stays until the user closes it.
  if (!first && !open) return null;
  return (
    <UnstyledScope unstyled={unstyled}>
      {first ? (
        <section ref={rootRef} aria-label={messages.label} {...part('', className)} {...rest}>
          <p {...part('title')}>{apps.size > 1 ? messages.many(apps.size) : messages.one(appOf(first))}</p>
          <ul {...part('list')}>
            {connections.map(({ account, slug, reason }) => (
              <li key={account.id} {...part('item')} data-account-id={account.id} data-attention={reason}>
                <Button
                  variant="primary"
                  data-slot="connection-health-reconnect"
                  onClick={() => {
                    setTarget(account);
                    setOpen(true);
                  }}
                >
                  {messages.reconnect(appOf(slug), account.alias)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {target ? (
        <ConnectionManagerConnectDialog
          key={target.id}
          target={{ kind: 'reconnect', toolkit: target.toolkit.slug, account: target }}
          open={open}
          onOpenChange={setOpen}
          userId={userId}
          callbackUrl={callbackUrl}
          flowOptions={flowOptions}
          onConnected={onConnected}
          onClosed={returnFocus}
        />
      ) : null}
    </UnstyledScope>
  );
}
