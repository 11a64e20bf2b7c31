'use client';
import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { CloseIcon } from '../shared/icons';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { usePickerContext } from './pickerContext';
import { activeDescendant, handlePickerKey } from './usePickerKeys';

export interface ToolkitPickerSearchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue'> {
  /** Drop the kit's class names. @default the picker's `unstyled` */
  unstyled?: boolean;
}

/**
 * The search box, an ARIA combobox: focus stays here while the arrow keys
 * move the active option in the list (aria-activedescendant).
 */
export function ToolkitPickerSearch({ unstyled, className, onKeyDown, onChange, ...rest }: ToolkitPickerSearchProps) {
  const picker = usePickerContext('Search');
  const plain = unstyled ?? picker.unstyled;
  const wrapperClass = usePartClass('pb-toolkit-picker__search', plain);
  const inputClass = usePartClass('pb-toolkit-picker__search-input', plain, className);
  const iconClass = usePartClass('pb-toolkit-picker__search-icon', plain);
  const clearClass = usePartClass('pb-toolkit-picker__search-clear', plain);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    let handled = handlePickerKey(picker, event);
    // Escape clears the search; an empty box lets it through, e.g. to close a surrounding dialog.
    if (event.key === 'Escape' && picker.search !== '') {
      picker.setSearch('');
      handled = true;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    picker.setSearch(event.target.value);
  };

  return (
    <div data-slot="toolkit-picker-search" className={wrapperClass}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className={iconClass} width="18" height="18">
        <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m13.2 13.2 3.3 3.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        role="combobox"
        aria-label={picker.messages.searchLabel}
        placeholder={picker.messages.searchPlaceholder}
        autoComplete="off"
        // The service searches at most 200 characters.
        maxLength={200}
        autoCorrect="off"
        spellCheck={false}
        {...rest}
        data-slot="toolkit-picker-search-input"
        className={inputClass}
        value={picker.search}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        aria-expanded="true"
        aria-controls={picker.ids.listbox}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant(picker)}
      />
      {picker.search ? (
        <button
          type="button"
          tabIndex={-1}
          data-slot="toolkit-picker-search-clear"
          className={clearClass}
          aria-label={picker.messages.clearSearch}
          // Keep focus in the box: the button is a mouse shortcut for Escape.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => picker.setSearch('')}
        >
          <CloseIcon width="16" height="16" />
        </button>
      ) : null}
    </div>
  );
}
