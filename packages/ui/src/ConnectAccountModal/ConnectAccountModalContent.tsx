'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useCallback, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { focusTargetOf } from '../shared/focusOrigin';
import { plainError } from '../shared/plainError';
import { LiveRegion } from '../shared/LiveRegion';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { errorMessages } from '../theme/messages/errors';
import { useConnectAccountContext } from './connectAccountContext';
import { explainerFor } from './explainerText';
import { describeFlow } from './statusText';
import { useKeepFieldInView } from './useKeepFieldInView';

export interface ConnectAccountModalContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /** Class of the overlay behind the card. @default undefined */
  overlayClassName?: string;
}

/**
 * The dialog card, portaled with its overlay. Focus starts on the primary
 * button (or the picker's search), stays inside, and on close returns to
 * what had it before the dialog opened (the trigger, or the app's own button
 * of a dialog opened with `open`); when that was drawn again meanwhile, to
 * the trigger, else to the first control (or heading) of the nearest part of
 * the page still there. Not to the page's body. On a phone it stays above
 * the on-screen keyboard, the focused field in view (`useKeepFieldInView`).
 */
export const ConnectAccountModalContent = forwardRef<HTMLDivElement, ConnectAccountModalContentProps>(function ConnectAccountModalContent(
  { className, overlayClassName, onOpenAutoFocus, onCloseAutoFocus, children, ...rest },
  ref,
) {
  const context = useConnectAccountContext('Content');
  const errors = useMessages('errors', errorMessages);
  const { theme, lang, dir } = useUISettings();
  const { flow, choosing, primaryRef, messages } = context;
  const part = useParts('connect-modal');
  const cardRef = useRef<HTMLDivElement | null>(null);
  // The card as mounted (it comes and goes with the dialog): an on-screen keyboard must not hide its focused field.
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  useKeepFieldInView(card);
  const setCardRef = useCallback(
    (node: HTMLDivElement | null) => {
      cardRef.current = node;
      setCard(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const step = choosing ? 'picker' : 'connect';

  // Moving between the picker and the connect step replaces what had focus: put it where the user goes next.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    if (step === 'connect') primaryRef.current?.focus();
    else cardRef.current?.querySelector('input')?.focus();
  }, [step, primaryRef]);

  const { text, reason } = describeFlow(flow, context.appName, messages, context.askedMode);
  const error = flow.status === 'failed' ? flow.error : null;
  const announcement = [text, reason ?? '', error ? plainError(error, errors) : ''].filter(Boolean).join(' ');
  // With no line under the title (the status speaks), the dialog is described by nothing rather than by a missing element.
  const described = explainerFor(context, messages) !== null;

  return (
    <Dialog.Portal>
      <Dialog.Overlay {...part('overlay', overlayClassName)} data-pb-theme={theme} />
      <Dialog.Content
        ref={setCardRef}
        // Portaled to the body, out of the provider's root: the language and direction go with it.
        lang={dir ? lang : undefined}
        dir={dir}
        {...part('', className)}
        data-slot="connect-modal-content"
        data-pb-theme={theme}
        data-step={step}
        data-status={flow.status}
        {...(described ? {} : { 'aria-describedby': undefined })}
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
          if (!event.defaultPrevented) {
            const origin = context.focusOrigin;
            const trigger = context.triggerRef.current;
            // The opener first; a trigger drawn again next; then the place the opener was in.
            const target = origin?.element.isConnected ? origin.element : trigger?.isConnected ? trigger : focusTargetOf(origin);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }
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
