'use client';
import type { KeyboardEvent } from 'react';
import type { PickerContextValue } from './pickerContext';

/**
 * The list keys, shared by the search box and the focusable list viewport:
 * arrows, Home/End, PageUp/PageDown move the active option (scrolling it into
 * view), Enter picks it. Returns whether the key was handled.
 */
export function handlePickerKey(picker: PickerContextValue, event: KeyboardEvent<HTMLElement>): boolean {
  const { toolkits, activeIndex, setActiveIndex } = picker;
  const last = toolkits.length - 1;
  const move = (index: number) => {
    if (last >= 0) setActiveIndex(Math.max(0, Math.min(last, index)), true);
  };
  const page = picker.rowsPerPage();
  switch (event.key) {
    case 'ArrowDown':
      move(activeIndex < 0 ? 0 : activeIndex + 1);
      return true;
    case 'ArrowUp':
      move(activeIndex < 0 ? last : activeIndex - 1);
      return true;
    case 'PageDown':
      move(Math.max(activeIndex, 0) + page);
      return true;
    case 'PageUp':
      move(activeIndex - page);
      return true;
    case 'Home':
      move(0);
      return true;
    case 'End':
      move(last);
      return true;
    case 'Enter': {
      const toolkit = toolkits[activeIndex];
      if (toolkit) picker.select(toolkit);
      return toolkit !== undefined;
    }
    default:
      return false;
  }
}

/** The id aria-activedescendant should name, if an option is active. */
export function activeDescendant(picker: PickerContextValue): string | undefined {
  const { activeIndex, toolkits } = picker;
  return activeIndex >= 0 && activeIndex < toolkits.length ? picker.ids.option(activeIndex) : undefined;
}
