import { createContext, useContext, type ReactNode, type RefObject } from 'react';
import type { Messages } from '../theme/messages';
import type { ConnectAccountController } from './useConnectAccount';

export interface ConnectAccountContextValue extends ConnectAccountController {
  messages: Messages['connect'];
  common: Messages['common'];
  unstyled: boolean | undefined;
  userId: string;
  /** The button that takes the focus when the dialog opens and when the flow ends. */
  primaryRef: RefObject<HTMLButtonElement | null>;
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

export const ConnectAccountContext = createContext<ConnectAccountContextValue | null>(null);

export function useConnectAccountContext(part: string): ConnectAccountContextValue {
  const context = useContext(ConnectAccountContext);
  if (!context) throw new Error(`ConnectAccountModal.${part} must be inside ConnectAccountModal.Root.`);
  return context;
}
