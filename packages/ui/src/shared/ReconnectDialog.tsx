'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useCallback, useState } from 'react';
import { ConnectAccountModalActions } from '../ConnectAccountModal/ConnectAccountModalActions';
import { ConnectAccountModalAlias } from '../ConnectAccountModal/ConnectAccountModalAlias';
import { ConnectAccountModalContent } from '../ConnectAccountModal/ConnectAccountModalContent';
import { ConnectAccountModalHeader } from '../ConnectAccountModal/ConnectAccountModalHeader';
import { ConnectAccountModalRoot } from '../ConnectAccountModal/ConnectAccountModalRoot';
import { ConnectAccountModalStatus } from '../ConnectAccountModal/ConnectAccountModalStatus';
import type { ConnectFlowOptions } from '../ConnectAccountModal/useConnectAccount';

/** What the dialog is opened for: renewing one account (same id), or adding another of an app. */
export type ConnectTarget = { kind: 'reconnect'; toolkit: string; account: ConnectedAccount } | { kind: 'add'; toolkit: string };

export interface ReconnectDialogProps {
  /** Nothing is rendered without one; a new target is a new dialog (and flow). */
  target: ConnectTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  callbackUrl: string | undefined;
  flowOptions: ConnectFlowOptions | undefined;
  onConnected: ((account: ConnectedAccount) => void) | undefined;
  /** Puts focus back where the dialog was opened from. */
  onClosed: () => void;
}

/** Which dialog a target opens, and which store resumes its flow after a full-page redirect. */
const keyOf = (target: ConnectTarget) => (target.kind === 'reconnect' ? target.account.id : `add:${target.toolkit}`);

/** The dialog's target and whether it is open, for a component that opens it from several buttons. */
export function useReconnectDialog() {
  const [target, setTarget] = useState<ConnectTarget | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((next: ConnectTarget) => {
    setTarget(next);
    setOpen(true);
  }, []);
  return { target, open, setOpen, openFor };
}

/**
 * The kit's one reconnect dialog, shared by `ConnectionManager` and
 * `ConnectionHealthBanner`: "Reconnect …" for an account (same account id),
 * or a new account of the app, which the user may name. One at a time,
 * mounted on first use, so rows cost no requests of their own.
 */
export function ReconnectDialog({ target, ...props }: ReconnectDialogProps) {
  return target ? <TargetDialog key={keyOf(target)} target={target} {...props} /> : null;
}

function TargetDialog({ target, onClosed, flowOptions, ...props }: Omit<ReconnectDialogProps, 'target'> & { target: ConnectTarget }) {
  return (
    <ConnectAccountModalRoot
      {...props}
      toolkit={target.toolkit}
      connectedAccountId={target.kind === 'reconnect' ? target.account.id : undefined}
      flowOptions={{ ...flowOptions, flowKey: flowOptions?.flowKey ?? `pb-connection-manager:${keyOf(target)}` }}
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
