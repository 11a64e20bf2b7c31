'use client';
import type { HTMLAttributes } from 'react';
import { EmptySearchIcon } from '../shared/icons';
import { useParts } from '../theme/PatchbayUIProvider';
import { usePickerContext } from './pickerContext';

export interface ToolkitPickerEmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** Drop the kit's class names. @default the picker's `unstyled` */
  unstyled?: boolean;
}

/**
 * Shown when a settled search has no results; renders nothing otherwise.
 * Children replace the default text.
 */
export function ToolkitPickerEmpty({ unstyled, className, children, ...rest }: ToolkitPickerEmptyProps) {
  const picker = usePickerContext('Empty');
  const part = useParts('toolkit-picker', unstyled);
  if (picker.status !== 'ready' || picker.toolkits.length > 0) return null;
  return (
    <div {...part('empty', className)} {...rest}>
      {children ?? (
        <>
          <EmptySearchIcon {...part('empty-icon')} />
          <p {...part('empty-title')}>{picker.messages.empty}</p>
          <p {...part('empty-hint')}>{picker.messages.emptyHint}</p>
        </>
      )}
    </div>
  );
}
