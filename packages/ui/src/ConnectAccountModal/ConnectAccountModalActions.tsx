'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';

export type ConnectAccountModalActionsProps = HTMLAttributes<HTMLDivElement>;

const FINISHED = ['active', 'failed', 'expired', 'cancelled'];

/**
 * The buttons for the flow's status: Continue (opens the popup synchronously
 * in the click), Cancel, Done, or Try again / Reconnect. The primary button
 * takes the focus when the flow ends.
 */
export function ConnectAccountModalActions({ className, ...rest }: ConnectAccountModalActionsProps) {
  const context = useConnectAccountContext('Actions');
  const { flow, choosing, toolkitSlug, appName, preparing, loadError, reconnecting, primaryRef, messages, common, unstyled } =
    context;
  const rootClass = usePartClass('pb-connect-modal__actions', unstyled, className);
  const backClass = usePartClass('pb-connect-modal__back', unstyled);
  const { status } = flow;
  const finished = FINISHED.includes(status);

  useEffect(() => {
    if (finished) primaryRef.current?.focus();
  }, [finished, primaryRef]);

  if (choosing) return null;
  const inFlight = status === 'opening' || status === 'waiting';

  return (
    <div data-slot="connect-modal-actions" data-state={status} {...rest} className={rootClass}>
      {context.canChangeToolkit && !inFlight && status !== 'active' ? (
        <button type="button" data-slot="connect-modal-back" className={backClass} onClick={() => context.chooseToolkit(null)}>
          {messages.changeApp}
        </button>
      ) : null}
      {status === 'active' ? (
        <Dialog.Close asChild>
          <Button ref={primaryRef} variant="primary" unstyled={unstyled} data-slot="connect-modal-done">
            {messages.done}
          </Button>
        </Dialog.Close>
      ) : finished ? (
        <>
          <Dialog.Close asChild>
            <Button variant="ghost" unstyled={unstyled} data-slot="connect-modal-cancel">
              {common.close}
            </Button>
          </Dialog.Close>
          <Button ref={primaryRef} variant="primary" unstyled={unstyled} data-slot="connect-modal-retry" onClick={context.start}>
            {reconnecting ? messages.reconnect : common.retry}
          </Button>
        </>
      ) : (
        <>
          {inFlight ? (
            <Button variant="ghost" unstyled={unstyled} data-slot="connect-modal-cancel" onClick={flow.cancel}>
              {common.cancel}
            </Button>
          ) : (
            <Dialog.Close asChild>
              <Button variant="ghost" unstyled={unstyled} data-slot="connect-modal-cancel">
                {common.cancel}
              </Button>
            </Dialog.Close>
          )}
          <Button
            ref={primaryRef}
            variant="primary"
            unstyled={unstyled}
            data-slot="connect-modal-continue"
            busy={preparing || inFlight}
            aria-disabled={loadError ? true : undefined}
            // No await before this call: the popup must open inside the click.
            onClick={context.start}
          >
            {reconnecting ? messages.reconnect : messages.startButton(appName || (toolkitSlug ?? ''))}
          </Button>
        </>
      )}
    </div>
  );
}
