'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { canRetry } from '../shared/plainError';
import { useParts } from '../theme/PatchbayUIProvider';
import { useConnectAccountContext } from './connectAccountContext';

export type ConnectAccountModalActionsProps = HTMLAttributes<HTMLDivElement>;

/**
 * The buttons for the flow's status: Continue (opens the popup synchronously
 * in the click), Cancel, Done, or Try again / Reconnect (none after a failure
 * no retry can change, such as an app an admin turned off). The primary
 * button takes the focus when the flow ends.
 */
export function ConnectAccountModalActions({ className, ...rest }: ConnectAccountModalActionsProps) {
  const context = useConnectAccountContext('Actions');
  const { flow, choosing, toolkitSlug, appName, preparing, loadError, reconnecting, primaryRef, messages, common } = context;
  const part = useParts('connect-modal');
  const { status } = flow;
  const inFlight = status === 'opening' || status === 'waiting';
  // Active, failed, expired or cancelled.
  const finished = status !== 'idle' && !inFlight;
  // A failure no retry can change (an app an admin turned off): Close only.
  const final = status === 'failed' && !canRetry(flow.error);

  useEffect(() => {
    if (finished) primaryRef.current?.focus();
  }, [finished, primaryRef]);

  if (choosing) return null;
  // Cancel while the flow runs; otherwise it closes the dialog (Close once the flow has ended, focused when it is all there is).
  const cancel = (
    <Button ref={final ? primaryRef : undefined} variant="ghost" data-slot="connect-modal-cancel" onClick={inFlight ? flow.cancel : undefined}>
      {finished ? common.close : common.cancel}
    </Button>
  );

  return (
    <div {...part('actions', className)} data-state={status} {...rest}>
      {context.canChangeToolkit && !inFlight && status !== 'active' ? (
        <button type="button" {...part('back')} onClick={() => context.chooseToolkit(null)}>
          {messages.changeApp}
        </button>
      ) : null}
      {status === 'active' ? (
        <Dialog.Close asChild>
          <Button ref={primaryRef} variant="primary" data-slot="connect-modal-done">
            {messages.done}
          </Button>
        </Dialog.Close>
      ) : (
        <>
          {inFlight ? cancel : <Dialog.Close asChild>{cancel}</Dialog.Close>}
          {final ? null : (
            <Button
              ref={primaryRef}
              variant="primary"
              data-slot={finished ? 'connect-modal-retry' : 'connect-modal-continue'}
              busy={!finished && (preparing || inFlight)}
              // A name for the new account that the service would refuse: the field says why.
              aria-disabled={(!finished && loadError) || context.alias.problem ? true : undefined}
              // No await before this call: the popup must open inside the click.
              onClick={context.start}
            >
              {reconnecting ? messages.reconnect : finished ? common.retry : messages.startButton(appName || (toolkitSlug ?? ''))}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
