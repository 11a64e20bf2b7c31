'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { plainError } from '../shared/plainError';
import { LiveRegion } from '../shared/LiveRegion';
import { useParts, usePatchbayUI } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';
import { describeFlow } from './statusText';

export interface ConnectAccountModalContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /** Class of the overlay behind the card. @default undefined */
  overlayClassName?: string;
}

/**
 * The dialog card, portaled with its overlay. Focus starts on the primary
 * button (or the picker's search), stays inside, and returns to the trigger.
 */
export const ConnectAccountModalContent = forwardRef<HTMLDivElement, ConnectAccountModalContentProps>(function ConnectAccountModalContent(
  { className, overlayClassName, onOpenAutoFocus, onCloseAutoFocus, children, ...rest },
  ref,
) {
  const context = useConnectAccountContext('Content');
  const ui = usePatchbayUI();
  const { theme } = ui;
  const { flow, choosing, primaryRef, messages } = context;
  const part = useParts('connect-modal');
  const cardRef = useRef<HTMLDivElement | null>(null);
  const step = choosing ? 'picker' : 'connect';

  // Moving between the picker and the connect step replaces what had focus: put it where the user goes next.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    if (step === 'connect') primaryRef.current?.focus();
    else cardRef.current?.querySelector('input')?.focus();
  }, [step, primaryRef]);

  const { text, reason } = describeFlow(flow, context.appName, messages);
  const error = flow.status === 'failed' ? flow.error : null;
  const announcement = [text, reason ?? '', error ? plainError(error, ui.messages.errors) : ''].filter(Boolean).join(' ');

  return (
    <Dialog.Portal>
      <Dialog.Overlay {...part('overlay', overlayClassName)} data-pb-theme={theme} />
      <Dialog.Content
        ref={(node) => {
          cardRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        {...part('', className)}
        data-slot="connect-modal-content"
        data-pb-theme={theme}
        data-step={step}
        data-status={flow.status}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = primaryRef.current ?? cardRef.current?.querySelector('input');
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          context.onClosed();
        }}
        {...rest}
      >
        {children}
        <LiveRegion message={announcement} />
      </Dialog.Content>
    </Dialog.Portal>
  );
});
