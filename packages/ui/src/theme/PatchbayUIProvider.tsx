'use client';
import type { HostedTheme } from '@patchbay/react';
import { createContext, useContext, useMemo, type Provider, type ReactNode } from 'react';
import { mergeMessages, type DeepPartial } from './mergeMessages';
import { defaultMessages, type Messages, type MessagesOverride } from './messages';

/** `styles.css` ships 'light' and 'dark'; any other name is a theme of your own tokens. */
export type ThemeName = 'light' | 'dark' | (string & {});

/**
 * What the provider holds. Strings stay as the app's overrides: each component
 * merges them over its own section's defaults, so it bundles only those.
 */
interface UISettings {
  overrides: MessagesOverride | undefined;
  unstyled: boolean;
  theme: ThemeName | undefined;
  hostedTheme: HostedTheme | undefined;
}

/** The provider's settings with every string, as `usePatchbayUI()` gives them. */
export interface PatchbayUIValue {
  messages: Messages;
  unstyled: boolean;
  theme: ThemeName | undefined;
  hostedTheme: HostedTheme | undefined;
}

const UIContext = createContext<UISettings>({ overrides: undefined, unstyled: false, theme: undefined, hostedTheme: undefined });

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
  /**
   * Light or dark for the hosted connect page the dialogs open, so it looks
   * like your app. @default `theme` when it is 'light' or 'dark'; otherwise
   * read at each click from the colour behind the clicked button (a theme of
   * your own tokens), else the device's prefers-color-scheme
   */
  hostedTheme?: HostedTheme;
  children?: ReactNode;
}

/** Optional: messages, theme and unstyled mode for every Patchbay component below. */
export function PatchbayUIProvider({ messages, unstyled = false, theme, hostedTheme, children }: PatchbayUIProviderProps) {
  const value = useMemo(() => ({ overrides: messages, unstyled, theme, hostedTheme }), [messages, unstyled, theme, hostedTheme]);
  return <UIContext.Provider value={value}>{children}</UIContext.Provider>;
}

/** The provider's theme, unstyled mode and string overrides, for the kit's parts (no strings merged). */
export function useUISettings(): UISettings {
  return useContext(UIContext);
}

/** The provider's settings and every string (its overrides over the English defaults), e.g. for an app's own widgets. */
export function usePatchbayUI(): PatchbayUIValue {
  const { overrides, unstyled, theme, hostedTheme } = useContext(UIContext);
  return useMemo(
    () => ({ messages: overrides ? mergeMessages(defaultMessages, overrides) : defaultMessages, unstyled, theme, hostedTheme }),
    [overrides, unstyled, theme, hostedTheme],
  );
}

/**
 * One section of the strings: `defaults` (the section's own module, so a
 * component bundles only the sections it reads), the provider's overrides of
 * that section over them, and a component's `messages` prop over both.
 */
export function useMessages<K extends keyof Messages>(section: K, defaults: Messages[K], own?: DeepPartial<Messages[K]>): Messages[K] {
  const provided = useContext(UIContext).overrides?.[section];
  return useMemo(() => {
    const withProvided = provided ? mergeMessages(defaults, provided) : defaults;
    return own ? mergeMessages(withProvided, own) : withProvided;
  }, [defaults, provided, own]);
}

/**
 * Inside a component's Root: the Root's `unstyled`, when given, for all its
 * parts and the kit's buttons, pills and notices among them.
 */
export function UnstyledScope({ unstyled, children }: { unstyled: boolean | undefined; children?: ReactNode }) {
  const ui = useContext(UIContext);
  const value = useMemo(() => ({ ...ui, unstyled: unstyled ?? ui.unstyled }), [ui, unstyled]);
  return <UIContext.Provider value={value}>{children}</UIContext.Provider>;
}

/** The kit's class followed by the app's, so the app's wins at equal specificity; undefined when both are empty. */
export const joinClasses = (kitClass: string, className?: string): string | undefined => [kitClass, className].filter(Boolean).join(' ') || undefined;

/** The `className` and `data-slot` of a part. */
export interface PartProps {
  className: string | undefined;
  'data-slot': string;
}

/**
 * The parts of one component, named once: `part('item')` gives class
 * `pb-toolkit-picker__item` (none when unstyled) and `data-slot`
 * `toolkit-picker-item`; `part()` the root's (`pb-toolkit-picker`,
 * `toolkit-picker`). The app's `className` comes last.
 */
export function useParts(block: string, unstyled?: boolean): (name?: string, className?: string) => PartProps {
  const { unstyled: inherited } = useContext(UIContext);
  const plain = unstyled ?? inherited;
  return (name, className) => ({
    className: joinClasses(plain ? '' : name ? `pb-${block}__${name}` : `pb-${block}`, className),
    'data-slot': name ? `${block}-${name}` : block,
  });
}

/**
 * The context of a compound component: its Root renders the provider, its
 * parts read it with the hook, which names the part when it is used outside
 * the Root.
 */
export function createPartsContext<T>(component: string): [Provider<T | null>, (part: string) => T] {
  const context = createContext<T | null>(null);
  function usePartsContext(part: string): T {
    const value = useContext(context);
    if (!value) throw new Error(`<${component}.${part}> must be inside <${component}.Root>.`);
    return value;
  }
  return [context.Provider, usePartsContext];
}
