'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type HTMLAttributes } from 'react';
import { CloseIcon } from '../shared/icons';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';
import { explainerFor } from './explainerText';

export type ConnectAccountModalHeaderProps = HTMLAttributes<HTMLDivElement>;

/**
 * The dialog's title ("Connect …", or "Reconnect …" for an existing account) with the app's logo,
 * name and auth scheme, and what is ahead of the user in words that fit the scheme (sign in, enter
 * a key, nothing to enter), where they go (a new window or this tab) and the step (none once the
 * status line speaks); or the choose-an-app prompt.
 */
export function ConnectAccountModalHeader({ className, ...rest }: ConnectAccountModalHeaderProps) {
  const context = useConnectAccountContext('Header');
  const { choosing, toolkit, appName, scheme, reconnecting, messages, common } = context;
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const part = useParts('connect-modal');

  const logo = toolkit?.meta.logo;
  // A reconnect says so: the user renews an account they have, rather than adding one.
  const title = choosing
    ? messages.chooseToolkit
    : appName
      ? (reconnecting ? messages.reconnectTo : messages.connectTo)(appName)
      : reconnecting
        ? messages.reconnect
        : messages.title;
  const description = explainerFor(context, messages);
  // A scheme the messages have no name for (one of the vendor's rarer ones) is left out rather than shown as a code.
  const schemeName = scheme ? messages.schemeNames[scheme] : undefined;

  return (
    <div {...part('header', className)} data-state={choosing ? 'choosing' : 'connecting'} {...rest}>
      <div {...part('header-row')}>
        {choosing ? null : (
          <span {...part('logo')}>
            {logo && brokenLogo !== logo ? (
              // Decorative: the title names the app.
              <img src={logo} alt="" onError={() => setBrokenLogo(logo)} />
            ) : (
              <span aria-hidden="true">{appName.charAt(0)}</span>
            )}
          </span>
        )}
        <div {...part('heading')}>
          <Dialog.Title {...part('title')}>{title}</Dialog.Title>
          {!choosing && schemeName ? <p {...part('scheme')}>{messages.authScheme(schemeName)}</p> : null}
        </div>
        <Dialog.Close {...part('close')} aria-label={common.close}>
          <CloseIcon />
        </Dialog.Close>
      </div>
      {/* Without a line to show, the dialog is described by nothing (see ConnectAccountModalContent). */}
      {description ? <Dialog.Description {...part('description')}>{description}</Dialog.Description> : null}
    </div>
  );
}
