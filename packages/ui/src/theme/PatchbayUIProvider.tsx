'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultMessages, mergeMessages, type Messages, type MessagesOverride } from './messages';

export type ThemeName = 'light' | 'dark' | 'brand' | (string & {});

interface UIContextValue {
  messages: Messages;
  unstyled: boolean;
  theme: ThemeName | undefined;
}

const UIContext = createContext<UIContextValue>({ messages: defaultMessages, unstyled: false, theme: undefined });

export interface PatchbayUIProviderProps {
  /** Any strings to replace (i18n); the rest stay English. @default {} */
  messages?: MessagesOverride;
  /** Drop the kit's class names everywhere, keeping structure, ARIA and data attributes. @default false */
  unstyled?: boolean;
  /**
   * Sets `data-pb-theme` on dialogs and popovers, which render outside your
   * tree. @default undefined (inherit from the page)
   */
  theme?: ThemeName;
  children?: ReactNode;
}

/** Optional: messages, theme and unstyled mode for every Patchbay component below. */
export function PatchbayUIProvider({ messages, unstyled = false, theme, children }: PatchbayUIProviderProps) {
  const value = useMemo(
    () => ({ messages: messages ? mergeMessages(defaultMessages, messages) : defaultMessages, unstyled, theme }),
    [messages, unstyled, theme],
  );
  return <UIContext.Provider value={value}>{children}</UIContext.Provider>;
}

export function usePatchbayUI(): UIContextValue {
  return useContext(UIContext);
}

/**
 * The class name of a part: the kit's own (unless unstyled) followed by the
 * app's, so the app's wins at equal specificity.
 */
export function usePartClass(kitClass: string, unstyledProp?: boolean, className?: string): string | undefined {
  const { unstyled } = usePatchbayUI();
  const joined = [unstyledProp ?? unstyled ? '' : kitClass, className ?? ''].filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
