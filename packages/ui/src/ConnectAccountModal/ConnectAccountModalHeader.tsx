'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type HTMLAttributes } from 'react';
import { CloseIcon } from '../shared/icons';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';

export type ConnectAccountModalHeaderProps = HTMLAttributes<HTMLDivElement>;

/** The dialog's title and description ("Connect …", or "Reconnect …" for an existing account): the app's logo, name and auth scheme, or the choose-an-app prompt. */
export function ConnectAccountModalHeader({ className, ...rest }: ConnectAccountModalHeaderProps) {
  const { choosing, toolkit, appName, scheme, reconnecting, messages, common } = useConnectAccountContext('Header');
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
  const description = choosing
    ? messages.chooseDescription
    : appName
      ? (reconnecting ? messages.reconnectExplainer : messages.explainer)(appName)
      : '';

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
          {!choosing && scheme ? <p {...part('scheme')}>{messages.authScheme(messages.schemeNames[scheme] ?? scheme)}</p> : null}
        </div>
        <Dialog.Close {...part('close')} aria-label={common.close}>
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Dialog.Description {...part('description')}>{description}</Dialog.Description>
    </div>
  );
}
