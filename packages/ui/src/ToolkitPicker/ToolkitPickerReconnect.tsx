'use client';
import type { ConnectedAccount, Toolkit } from '@patchbay/client';
import type { CSSProperties } from 'react';
import { Button } from '../shared/Button';
import { useParts } from '../theme/PatchbayUIProvider';
import { usePickerRowContext } from './pickerContext';

export interface ToolkitPickerReconnectProps {
  toolkit: Toolkit;
  /** The expired or failed account to reconnect. */
  account: ConnectedAccount;
  /** The row it belongs to: hovering it keeps that row active. */
  index: number;
  unstyled?: boolean | undefined;
  style?: CSSProperties;
}

/**
 * A row's Reconnect button. It lies over the row but outside the listbox:
 * an option may not contain controls, and this way it is a real button in
 * the tab order with its own name ("Reconnect GitHub").
 */
export function ToolkitPickerReconnect({ toolkit, account, index, unstyled, style }: ToolkitPickerReconnectProps) {
  const row = usePickerRowContext('List');
  return (
    <div {...useParts('toolkit-picker', unstyled)('reconnect')} style={style}>
      <Button
        unstyled={unstyled}
        onMouseEnter={() => row.setActiveIndex(index)}
        onClick={() => row.reconnect(toolkit, account)}
        // The visible word plus the app, so each row's button has its own name.
        aria-label={row.messages.reconnectApp(toolkit.name)}
      >
        {row.messages.reconnect}
      </Button>
    </div>
  );
}
