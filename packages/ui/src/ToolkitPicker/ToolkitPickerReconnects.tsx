'use client';
import { Button } from '../shared/Button';
import { useParts } from '../theme/PatchbayUIProvider';
import { usePickerContext } from './pickerContext';
import type { VisibleRow } from './usePickerWindow';

interface ReconnectsProps {
  visible: VisibleRow[];
  rowHeight: number;
  unstyled: boolean | undefined;
}

/**
 * The Reconnect buttons of the rows in view whose account expired or failed.
 * Each lies over its row but outside the listbox: an option may not contain
 * controls, and this way it is a real button in the tab order with its own
 * name ("Reconnect GitHub").
 */
export function ToolkitPickerReconnects({ visible, rowHeight, unstyled }: ReconnectsProps) {
  const picker = usePickerContext('List');
  const part = useParts('toolkit-picker', unstyled);
  return visible.map(({ index, start, toolkit, badge }) =>
    toolkit && badge && badge.state !== 'active' ? (
      <div key={toolkit.slug} {...part('reconnect')} style={{ position: 'absolute', top: start, height: rowHeight }}>
        <Button
          unstyled={unstyled}
          // Hovering the button keeps its row active.
          onMouseEnter={() => picker.setActiveIndex(index)}
          onClick={() => picker.reconnect(toolkit, badge.account)}
          aria-label={picker.messages.reconnectApp(toolkit.name)}
        >
          {picker.messages.reconnect}
        </Button>
      </div>
    ) : null,
  );
}
