'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { ConnectAccountModalActions } from '../ConnectAccountModal/ConnectAccountModalActions';
import { ConnectAccountModalAlias } from '../ConnectAccountModal/ConnectAccountModalAlias';
import { ConnectAccountModalContent } from '../ConnectAccountModal/ConnectAccountModalContent';
import { ConnectAccountModalHeader } from '../ConnectAccountModal/ConnectAccountModalHeader';
import { ConnectAccountModalRoot } from '../ConnectAccountModal/ConnectAccountModalRoot';
import { ConnectAccountModalStatus } from '../ConnectAccountModal/ConnectAccountModalStatus';
import type { ConnectFlowOptions } from '../ConnectAccountModal/useConnectAccount';
import type { ConnectTarget } from './connectionManagerContext';

export interface ConnectionManagerConnectDialogProps {
  target: ConnectTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  callbackUrl: string | undefined;
  flowOptions: ConnectFlowOptions | undefined;
  onConnected: ((account: ConnectedAccount) => void) | undefined;
  /** Puts focus back where the dialog was opened from. */
  onClosed: () => void;
}

/**
 * The kit's connect dialog for one row: "Reconnect …" for an account (same
 * account id), or a new account of the app, which the user may name. One at a time, mounted on first
 * use, so rows cost no requests of their own.
 */
export function ConnectionManagerConnectDialog({ target, onClosed, flowOptions, ...props }: ConnectionManagerConnectDialogProps) {
  const key = target.kind === 'reconnect' ? target.account.id : `add:${target.toolkit}`;
  return (
    <ConnectAccountModalRoot
      {...props}
      toolkit={target.toolkit}
      connectedAccountId={target.kind === 'reconnect' ? target.account.id : undefined}
      flowOptions={{ ...flowOptions, flowKey: flowOptions?.flowKey ?? `pb-connection-manager:${key}` }}
    >
      <ConnectAccountModalContent
        onCloseAutoFocus={(event) => {
          // The button that opened it is a row's, not a Dialog.Trigger: focus it here.
          event.preventDefault();
          onClosed();
        }}
      >
        <ConnectAccountModalHeader />
        {/* Adding another account of the app: its name (shows nothing for a reconnect). */}
        <ConnectAccountModalAlias />
        <ConnectAccountModalStatus />
        <ConnectAccountModalActions />
      </ConnectAccountModalContent>
    </ConnectAccountModalRoot>
  );
}
