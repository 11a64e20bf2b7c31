import type { ReactNode, RefObject } from 'react';
import type { FocusOrigin } from '../shared/focusOrigin';
import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';
import type { ConnectAccountController } from './useConnectAccount';

export interface ConnectAccountContextValue extends ConnectAccountController {
  messages: Messages['connect'];
  common: Messages['common'];
  userId: string;
  /** The button that takes the focus when the dialog opens and when the flow ends. */
  primaryRef: RefObject<HTMLButtonElement | null>;
  /** Where focus was when the dialog last opened: it goes back there on close. */
  focusOrigin: FocusOrigin | null;
  /** The dialog's trigger as last rendered, when it has one: focus goes back to it when the opener is gone. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Called once the dialog has closed (after its exit animation). */
  onClosed: () => void;
  /** A custom picker for the choose-a-toolkit step. */
  renderPicker: ((props: ConnectAccountPickerProps) => ReactNode) | undefined;
}

/** What a custom picker gets: call `onSelect` with a toolkit slug. */
export interface ConnectAccountPickerProps {
  onSelect: (toolkitSlug: string) => void;
  userId: string;
}

export const [ConnectAccountProvider, useConnectAccountContext] = createPartsContext<ConnectAccountContextValue>('ConnectAccountModal');
