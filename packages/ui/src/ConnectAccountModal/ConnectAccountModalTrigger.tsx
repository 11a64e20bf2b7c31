'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';

export type ConnectAccountModalTriggerProps = ComponentPropsWithoutRef<typeof Dialog.Trigger>;

/**
 * Opens the dialog; focus returns here when it closes. Renders a styled
 * button, or your own element with `asChild`.
 */
export const ConnectAccountModalTrigger = forwardRef<HTMLButtonElement, ConnectAccountModalTriggerProps>(function ConnectAccountModalTrigger(
  { className, asChild, children, ...rest },
  ref,
) {
  const { messages, triggerRef, reconnecting } = useConnectAccountContext('Trigger');
  const { className: buttonClass } = useParts('button')('', className);
  return (
    <Dialog.Trigger
      ref={(node) => {
        triggerRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      data-slot="connect-modal-trigger"
      // Your own element (asChild) keeps its own look.
      data-variant={asChild ? undefined : 'primary'}
      className={asChild ? className : buttonClass}
      asChild={asChild}
      {...rest}
    >
      {children ?? (reconnecting ? messages.reconnect : messages.title)}
    </Dialog.Trigger>
  );
});
