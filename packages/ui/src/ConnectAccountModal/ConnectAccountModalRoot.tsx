'use client';
import type { ConnectedAccount } from '@patchbay/client';
import type { ConnectExit } from '@patchbay/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { rememberFocus, type FocusOrigin } from '../shared/focusOrigin';
import { useEventCallback } from '../shared/useEventCallback';
import { useControllableState } from '../shared/useControllableState';
import type { MessagesOverride } from '../theme/messages';
import { commonMessages } from '../theme/messages/common';
import { connectMessages } from '../theme/messages/connect';
import { UnstyledScope, useMessages } from '../theme/PatchbayUIProvider';
import { ConnectAccountProvider, type ConnectAccountContextValue, type ConnectAccountPickerProps } from './connectAccountContext';
import { useConnectAccount, type ConnectFlowOptions } from './useConnectAccount';

export interface ConnectAccountModalRootProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Your end user's id. */
  userId: string;
  /** The toolkit to connect. @default undefined (the user picks one in the dialog) */
  toolkit?: string;
  /**
   * The auth config to connect through.
   * @default an enabled auth config of the project for the toolkit, or a new vendor-managed one
   */
  authConfigId?: string;
  /** An existing (e.g. expired) account to reconnect instead of creating a new one. @default undefined */
  connectedAccountId?: string;
  /** The page the hosted flow returns to; it must run `completeConnectCallback()`. @default the current page */
  callbackUrl?: string;
  /** Passed to `useConnectLink`: `mode`, `popupSize`, `pollIntervalMs`, `flowKey`, `navigate`. @default {} */
  flowOptions?: ConnectFlowOptions;
  /** Called with the ACTIVE account once connected. */
  onConnected?: (account: ConnectedAccount) => void;
  /** Called when a flow ends failed, expired or cancelled. */
  onExit?: (exit: ConnectExit) => void;
  /** Replaces the toolkit picker of the choose-an-app step. @default ToolkitPicker */
  renderPicker?: (props: ConnectAccountPickerProps) => ReactNode;
  /** Replace any of the dialog's strings. @default {} */
  messages?: MessagesOverride['connect'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

/** State and data of a connect dialog (no markup of its own); compose the parts inside. */
export function ConnectAccountModalRoot(props: ConnectAccountModalRootProps) {
  const { open: openProp, defaultOpen = false, onOpenChange, userId, renderPicker, messages: messagesProp, unstyled, children } = props;
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange, caller: 'ConnectAccountModal' });
  // Where focus was as the dialog opens, read in the render that opens it: the page under it may
  // re-render in the same commit (a card's "Connect" turning into "Add another") and take it away.
  const [focusOrigin, setFocusOrigin] = useState<FocusOrigin | null>(() => (open ? rememberFocus() : null));
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setFocusOrigin(rememberFocus());
  }
  const primaryRef = useRef<HTMLButtonElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const controller = useConnectAccount({
    ...props,
    // Back from a full-page redirect: show how it ended.
    onResume: () => setOpen(true),
  });
  const { flow } = controller;

  // Once closed (however: Escape, Done, the `open` prop), a flow under way is abandoned and the
  // next opening starts over: from the picker if the user picked the app, else from a fresh flow.
  const onClosed = useEventCallback(() => {
    if (flow.status === 'opening' || flow.status === 'waiting') flow.cancel();
    if (controller.canChangeToolkit) controller.chooseToolkit(null);
    else flow.reset();
  });

  const messages = useMessages('connect', connectMessages, messagesProp);
  const common = useMessages('common', commonMessages);
  // A new value only when what it holds changes: every part reads it.
  const value = useMemo<ConnectAccountContextValue>(
    () => ({ ...controller, messages, common, userId, primaryRef, focusOrigin, triggerRef, renderPicker, onClosed }),
    [controller, messages, common, userId, focusOrigin, renderPicker, onClosed],
  );

  return (
    <ConnectAccountProvider value={value}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <UnstyledScope unstyled={unstyled}>{children}</UnstyledScope>
      </Dialog.Root>
    </ConnectAccountProvider>
  );
}
