'use client';
import type { ReactNode } from 'react';
import { ConnectAccountModalAbilities } from './ConnectAccountModalAbilities';
import { ConnectAccountModalActions } from './ConnectAccountModalActions';
import { ConnectAccountModalAlias } from './ConnectAccountModalAlias';
import { ConnectAccountModalContent } from './ConnectAccountModalContent';
import { ConnectAccountModalHeader } from './ConnectAccountModalHeader';
import { ConnectAccountModalPicker } from './ConnectAccountModalPicker';
import { ConnectAccountModalRoot, type ConnectAccountModalRootProps } from './ConnectAccountModalRoot';
import { ConnectAccountModalStatus } from './ConnectAccountModalStatus';
import { ConnectAccountModalTrigger } from './ConnectAccountModalTrigger';

export interface ConnectAccountModalProps extends Omit<ConnectAccountModalRootProps, 'children'> {
  /**
   * The element that opens the dialog (rendered as its trigger; focus returns
   * to it on close). @default none: open it with `open` / `defaultOpen`
   */
  trigger?: ReactNode;
  /** Class of the dialog card, merged last. @default undefined */
  className?: string;
  /** Offer "What can … do?" on the connect step: the app's tools by kind (reads, creates, updates, deletes), closed. @default true */
  showAbilities?: boolean;
}

/**
 * A dialog that connects an end user's account at an app: pick the app (or
 * start from `toolkit`), see its auth scheme, continue in a popup and follow
 * the live status. Compose `ConnectAccountModal.Root` and its parts for
 * another layout.
 */
function ConnectAccountModalAssembled({ trigger, className, showAbilities = true, ...rootProps }: ConnectAccountModalProps) {
  return (
    <ConnectAccountModalRoot {...rootProps}>
      {trigger ? <ConnectAccountModalTrigger asChild>{trigger}</ConnectAccountModalTrigger> : null}
      <ConnectAccountModalContent className={className}>
        <ConnectAccountModalHeader />
        {showAbilities ? <ConnectAccountModalAbilities /> : null}
        <ConnectAccountModalPicker />
        <ConnectAccountModalAlias />
        <ConnectAccountModalStatus />
        <ConnectAccountModalActions />
      </ConnectAccountModalContent>
    </ConnectAccountModalRoot>
  );
}

export const ConnectAccountModal = Object.assign(ConnectAccountModalAssembled, {
  Root: ConnectAccountModalRoot,
  Trigger: ConnectAccountModalTrigger,
  Content: ConnectAccountModalContent,
  Header: ConnectAccountModalHeader,
  Abilities: ConnectAccountModalAbilities,
  Picker: ConnectAccountModalPicker,
  Alias: ConnectAccountModalAlias,
  Status: ConnectAccountModalStatus,
  Actions: ConnectAccountModalActions,
});
