'use client';
import type { KeyboardEvent } from 'react';
import type { PickerContextValue } from './pickerContext';

/**
 * The list keys, shared by the search box and the focusable list viewport:
 * arrows, Home/End, PageUp/PageDown move the active option (scrolling it into
 * view), Enter picks it. Returns whether the key was handled.
 */
export function handlePickerKey(picker: PickerContextValue, event: KeyboardEvent<HTMLElement>): boolean {
  // The rows of the search before are no one's pick: until its results come, the list keys do nothing.
  const { toolkits, activeIndex, setActiveIndex, isRefreshing } = picker;
  const last = toolkits.length - 1;
  if (event.key === 'Enter') {
    const toolkit = isRefreshing ? undefined : toolkits[activeIndex];
    if (toolkit) picker.select(toolkit);
    return isRefreshing || !!toolkit;
  }
  const page = picker.rowsPerPage();
  // Where each key moves the active option (clamped to the list).
  const targets: Record<string, number> = {
    ArrowDown: activeIndex < 0 ? 0 : activeIndex + 1,
    ArrowUp: activeIndex < 0 ? last : activeIndex - 1,
    PageDown: Math.max(activeIndex, 0) + page,
    PageUp: activeIndex - page,
    Home: 0,
    End: last,
  };
  if (!Object.hasOwn(targets, event.key)) return false;
  if (last >= 0 && !isRefreshing) setActiveIndex(Math.max(0, Math.min(last, targets[event.key]!)), true);
  return true;
}

/** The id aria-activedescendant should name, if an option is active. */
export function activeDescendant(picker: PickerContextValue): string | undefined {
  const { activeIndex, toolkits } = picker;
  return activeIndex >= 0 && activeIndex < toolkits.length ? picker.ids.option(activeIndex) : undefined;
}
