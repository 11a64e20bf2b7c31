'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface DisconnectTarget {
  /** The account's name as the buttons say it: "Acme Tasks (Work)". */
  label: string;
  /** Its app's name. */
  app: string;
}

export interface ConnectionManagerDisconnectDialogProps {
  target: DisconnectTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The delete is under way. */
  busy: boolean;
  /** Why the last delete failed. */
  error: unknown;
  /** Moves focus once the dialog has closed. */
  onClosed: () => void;
}

/**
 * "Disconnect Acme Tasks?": an alert dialog, answered with Cancel (focused
 * first, and Escape) or the destructive Disconnect; a click beside it does
 * not dismiss it.
 */
export function ConnectionManagerDisconnectDialog({
  target,
  open,
  onOpenChange,
  onConfirm,
  busy,
  error,
  onClosed,
}: ConnectionManagerDisconnectDialogProps) {
  const { messages, common } = useConnectionManagerContext('DisconnectDialog');
  const { theme, lang, dir } = useUISettings();
  const part = useParts('connection-manager');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open && target !== null} onOpenChange={onOpenChange}>
      {target ? (
        <Dialog.Portal>
          <Dialog.Overlay {...part('overlay')} data-pb-theme={theme} />
          <Dialog.Content
            role="alertdialog"
            lang={dir ? lang : undefined}
            dir={dir}
            {...part('confirm')}
            data-pb-theme={theme}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              cancelRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <Dialog.Title {...part('confirm-title')}>{messages.confirmTitle(target.label)}</Dialog.Title>
            <Dialog.Description {...part('confirm-description')}>{messages.confirmDescription(target.app)}</Dialog.Description>
            {error ? <ErrorNotice error={error} /> : null}
            <div {...part('confirm-actions')}>
              <Dialog.Close asChild>
                <Button ref={cancelRef} data-slot="connection-manager-confirm-cancel">
                  {common.cancel}
                </Button>
              </Dialog.Close>
              <Button variant="danger" busy={busy} data-slot="connection-manager-confirm-disconnect" onClick={onConfirm}>
                {messages.disconnect}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      ) : null}
    </Dialog.Root>
  );
}
