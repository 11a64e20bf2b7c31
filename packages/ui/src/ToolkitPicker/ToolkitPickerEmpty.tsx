'use client';
import type { HTMLAttributes } from 'react';
import { usePartClass } from '../theme/PatchbayUIProvider';
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
  const plain = unstyled ?? picker.unstyled;
  const rootClass = usePartClass('pb-toolkit-picker__empty', plain, className);
  const titleClass = usePartClass('pb-toolkit-picker__empty-title', plain);
  const hintClass = usePartClass('pb-toolkit-picker__empty-hint', plain);
  const iconClass = usePartClass('pb-toolkit-picker__empty-icon', plain);
  if (picker.status !== 'ready' || picker.toolkits.length > 0) return null;
  return (
    <div data-slot="toolkit-picker-empty" {...rest} className={rootClass}>
      {children ?? (
        <>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28" className={iconClass}>
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="m15.5 15.5 4.5 4.5M8.5 10.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <p className={titleClass}>{picker.messages.empty}</p>
          <p className={hintClass}>{picker.messages.emptyHint}</p>
        </>
      )}
    </div>
  );
}
