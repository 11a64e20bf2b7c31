'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useConnectionHealth } from '@patchbay/react';
import { useRef, type HTMLAttributes } from 'react';
import type { ConnectFlowOptions } from '../ConnectAccountModal/useConnectAccount';
import { accountName } from '../shared/accountNames';
import { Button } from '../shared/Button';
import { focusTargetOf, rememberFocus, type FocusOrigin } from '../shared/focusOrigin';
import { ReconnectDialog, useReconnectDialog } from '../shared/ReconnectDialog';
import type { MessagesOverride } from '../theme/messages';
import { connectionHealthMessages } from '../theme/messages/connectionHealth';
import { UnstyledScope, useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';

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
 * kit's reconnect dialog (`ConnectionManager`'s too), for the same account.
 * Renders nothing while every connection works. A labelled region; `data-attention` on each account's
 * item says why (`useConnectionHealth` in @patchbay/react decides). An
 * account without alias, of an app with several, is named by its place as
 * the list of connections names it ("Reconnect Acme Tasks (Account 2)").
 * Once the dialog closes, focus is back on the account's button, else the
 * banner's first one left, else (the banner gone) the first control of the
 * element the banner is in.
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
  const { lang } = useUISettings();
  const { connections } = useConnectionHealth({ userId, refetchInterval });
  const { target, open, setOpen, openFor } = useReconnectDialog();
  const origin = useRef<FocusOrigin | null>(null);

  const appOf = (slug: string) => connections.find((item) => item.slug === slug)?.toolkit?.name ?? slug;
  const apps = new Set(connections.map((item) => item.slug));
  const [first] = apps;

  // Back from the dialog: to the account's button; reconnected, to the banner's first one left. The
  // last one reconnected, the banner is gone: as React Aria's FocusScope does when the element to
  // restore was removed, focus goes to the first control of the nearest part of the page still
  // there (the banner's container), near where the user was, not to the body (the top of the page
  // for keyboard and screen reader users). A "working again" status kept to hold focus would have
  // to go later, and drop focus then.
  const returnFocus = () => focusTargetOf(origin.current)?.focus();

  // Nothing to say; a dialog still open (showing "Done") stays until the user closes it.
  if (!first && !open) return null;
  return (
    <UnstyledScope unstyled={unstyled}>
      {first ? (
        <section aria-label={messages.label} {...part('', className)} {...rest}>
          <p {...part('title')}>{apps.size > 1 ? messages.many(apps.size, lang) : messages.one(appOf(first))}</p>
          <ul {...part('list')}>
            {connections.map(({ account, slug, reason, siblings }) => (
              <li key={account.id} {...part('item')} data-account-id={account.id} data-attention={reason}>
                <Button
                  variant="primary"
                  data-slot="connection-health-reconnect"
                  onClick={(event) => {
                    // Safari does not focus a clicked button: focus it, so focus has a place to come back to.
                    event.currentTarget.focus();
                    origin.current = rememberFocus();
                    openFor({ kind: 'reconnect', toolkit: account.toolkit.slug, account });
                  }}
                >
                  {messages.reconnect(appOf(slug), accountName(account, siblings, messages.unnamedAccount, lang))}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReconnectDialog
        target={target}
        open={open}
        onOpenChange={setOpen}
        userId={userId}
        callbackUrl={callbackUrl}
        flowOptions={flowOptions}
        onConnected={onConnected}
        onClosed={returnFocus}
      />
    </UnstyledScope>
  );
}
