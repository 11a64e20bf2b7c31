'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type HTMLAttributes } from 'react';
import { CloseIcon } from '../shared/icons';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';

export type ConnectAccountModalHeaderProps = HTMLAttributes<HTMLDivElement>;

/** The dialog's title and description: the app's logo, name and auth scheme, or the choose-an-app prompt. */
export function ConnectAccountModalHeader({ className, ...rest }: ConnectAccountModalHeaderProps) {
  const { choosing, toolkit, appName, scheme, messages, common, unstyled } = useConnectAccountContext('Header');
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const headerClass = usePartClass('pb-connect-modal__header', unstyled, className);
  const rowClass = usePartClass('pb-connect-modal__header-row', unstyled);
  const logoClass = usePartClass('pb-connect-modal__logo', unstyled);
  const headingClass = usePartClass('pb-connect-modal__heading', unstyled);
  const titleClass = usePartClass('pb-connect-modal__title', unstyled);
  const schemeClass = usePartClass('pb-connect-modal__scheme', unstyled);
  const closeClass = usePartClass('pb-connect-modal__close', unstyled);
  const descriptionClass = usePartClass('pb-connect-modal__description', unstyled);

  const logo = toolkit?.meta.logo;
  const title = choosing ? messages.chooseToolkit : appName ? messages.connectTo(appName) : messages.title;
  const description = choosing ? messages.chooseDescription : appName ? messages.explainer(appName) : '';

  return (
    <div data-slot="connect-modal-header" data-state={choosing ? 'choosing' : 'connecting'} {...rest} className={headerClass}>
      <div className={rowClass}>
        {choosing ? null : (
          <span data-slot="connect-modal-logo" className={logoClass}>
            {logo && brokenLogo !== logo ? (
              // Decorative: the title names the app.
              <img src={logo} alt="" onError={() => setBrokenLogo(logo)} />
            ) : (
              <span aria-hidden="true">{appName.charAt(0)}</span>
            )}
          </span>
        )}
        <div className={headingClass}>
          <Dialog.Title data-slot="connect-modal-title" className={titleClass}>
            {title}
          </Dialog.Title>
          {!choosing && scheme ? (
            <p data-slot="connect-modal-scheme" className={schemeClass}>
              {messages.authScheme(messages.schemeNames[scheme] ?? scheme)}
            </p>
          ) : null}
        </div>
        <Dialog.Close data-slot="connect-modal-close" aria-label={common.close} className={closeClass}>
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Dialog.Description data-slot="connect-modal-description" className={descriptionClass}>
        {description}
      </Dialog.Description>
    </div>
  );
}
