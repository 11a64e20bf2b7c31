'use client';
import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '../shared/icons';
import { useParts } from '../theme/PatchbayUIProvider';
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
  const part = useParts('toolkit-picker', unstyled);
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
    <div {...part('search')}>
      <SearchIcon {...part('search-icon')} />
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
        {...part('search-input', className)}
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
          {...part('search-clear')}
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
