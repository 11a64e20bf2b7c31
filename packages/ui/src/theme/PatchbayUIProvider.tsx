'use client';
import type { HostedTheme } from '@patchbay/react';
import { createContext, useContext, useMemo, useSyncExternalStore, type Provider, type ReactNode } from 'react';
import type { Locale } from './Locale';
import { localizeSection } from './localizeSection';
import { matchLocale } from './matchLocale';
import { warnOnce } from './warnOnce';
import { mergeMessages, mergeSection, type DeepPartial } from './mergeMessages';
import { defaultMessages, type Messages, type MessagesOverride } from './messages';

/** `styles.css` ships 'light' and 'dark'; any other name is a theme of your own tokens. */
export type ThemeName = 'light' | 'dark' | (string & {});

/**
 * What the provider holds. Strings stay as the app's overrides: each component
 * merges them over its own section's defaults, so it bundles only those.
 */
interface UISettings {
  overrides: MessagesOverride | undefined;
  /** The active language; undefined for English, whose strings each component has. */
  locale: Locale | undefined;
  /** Its tag, for `Intl` (dates, numbers, lists, plurals): 'en' by default. */
  lang: string;
  /** Its direction, set on the dialogs, which render outside the provider's root; undefined to inherit from the page. */
  dir: 'ltr' | 'rtl' | undefined;
  /** The tag the hosted pages are asked for: `lang` when the app chose it (see `useHostedLocale`), else undefined. */
  hostedLocale: string | undefined;
  unstyled: boolean;
  theme: ThemeName | undefined;
  hostedTheme: HostedTheme | undefined;
}

/** The provider's settings with every string, as `usePatchbayUI()` gives them. */
export interface PatchbayUIValue {
  messages: Messages;
  /** The active language's tag ('en' by default). */
  lang: string;
  unstyled: boolean;
  theme: ThemeName | undefined;
  hostedTheme: HostedTheme | undefined;
}

const UIContext = createContext<UISettings>({
  overrides: undefined,
  locale: undefined,
  lang: 'en',
  dir: undefined,
  hostedLocale: undefined,
  unstyled: false,
  theme: undefined,
  hostedTheme: undefined,
});

export interface PatchbayUIProviderProps {
  /**
   * The language, when the app chooses it: a locale it imports
   * (`import de from '@patchbay/ui/locales/de'`) or wrote itself, or 'en'.
   * @default the one of `locales` that matches the page's `<html lang>`, else the browser's languages; else English
   */
  locale?: Locale | 'en';
  /**
   * The languages the app offers, among which the page's `<html lang>`, else
   * the browser's `navigator.languages`, picks when `locale` is not given
   * (English is always one of them). @default [] (English)
   */
  locales?: readonly Locale[];
  /** Any strings to replace, over the active locale's; the rest stay the locale's. @default {} */
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

const subscribeToLanguages = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};
/** The page's language, then the browser's, most wanted first, joined by commas (a string, so the snapshot compares equal). */
const userLanguages = () => [document.documentElement.lang, ...navigator.languages].filter(Boolean).join(',');

/**
 * The locale to show: `locale`, else the one of `locales` the user's languages
 * match, else English (undefined); and whether the app chose it (an explicit
 * `locale`, English included, or a match among `locales` and English), not
 * fell back to English for want of a match.
 */
function useActiveLocale(locale: Locale | 'en' | undefined, locales: readonly Locale[] | undefined): { active: Locale | undefined; chosen: boolean } {
  // Read only where there are languages to choose among; on the server, and while hydrating, English.
  const requested = useSyncExternalStore(subscribeToLanguages, locale || !locales?.length ? () => '' : userLanguages, () => '');
  return useMemo(() => {
    if (locale) return { active: locale === 'en' ? undefined : locale, chosen: true };
    if (!locales?.length || !requested) return { active: undefined, chosen: false };
    const tag = matchLocale(requested.split(','), [...locales.map((each) => each.tag), 'en']);
    return { active: locales.find((each) => each.tag === tag), chosen: tag !== undefined };
  }, [locale, locales, requested]);
}

/**
 * A locale's tag as `Intl` takes it (`de-at` → `de-AT`); 'en', with a
 * development-only warning, for a malformed one (`en_US`), on which every
 * `Intl` constructor would throw during render.
 */
function canonicalTag(tag: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical) return canonical;
  } catch {
    // Reported below.
  }
  if (process.env.NODE_ENV !== 'production')
    warnOnce(`tag:${tag}`, `@patchbay/ui: locale tag "${tag}" is not a BCP 47 tag (e.g. "en-US"); formatting as "en".`);
  return 'en';
}

/**
 * Optional: language, messages, theme and unstyled mode for every Patchbay
 * component below, which it wraps in an element (`display: contents`). With a
 * `locale` or `locales`, that element carries the active language's `lang` and
 * `dir`. The element is there whatever the props, so a change of language (or
 * a `locale` undefined while the app loads one) never remounts the tree below.
 */
export function PatchbayUIProvider({ locale, locales, messages, unstyled = false, theme, hostedTheme, children }: PatchbayUIProviderProps) {
  const { active, chosen } = useActiveLocale(locale, locales);
  const localized = locale !== undefined || locales !== undefined;
  const lang = useMemo(() => (active ? canonicalTag(active.tag) : 'en'), [active]);
  const dir = localized ? (active?.dir ?? 'ltr') : undefined;
  const hostedLocale = chosen ? lang : undefined;
  const value = useMemo(
    () => ({ overrides: messages, locale: active, lang, dir, hostedLocale, unstyled, theme, hostedTheme }),
    [messages, active, lang, dir, hostedLocale, unstyled, theme, hostedTheme],
  );
  return (
    <div lang={localized ? lang : undefined} dir={dir} data-slot="patchbay-ui" style={{ display: 'contents' }}>
      <UIContext.Provider value={value}>{children}</UIContext.Provider>
    </div>
  );
}

/** The provider's theme, unstyled mode and string overrides, for the kit's parts (no strings merged). */
export function useUISettings(): UISettings {
  return useContext(UIContext);
}

/** The provider's settings and every string (its overrides over the active locale's, over English), e.g. for an app's own widgets. */
export function usePatchbayUI(): PatchbayUIValue {
  const { overrides, locale, lang, unstyled, theme, hostedTheme } = useContext(UIContext);
  return useMemo(() => {
    const localized = locale ? localizeSection(defaultMessages, locale.messages, '', locale.tag) : defaultMessages;
    return { messages: overrides ? mergeMessages(localized, overrides) : localized, lang, unstyled, theme, hostedTheme };
  }, [overrides, locale, lang, unstyled, theme, hostedTheme]);
}

/**
 * One section of the strings: `defaults` (the section's own English module, so
 * a component bundles only the sections it reads), the active locale's section
 * over them key by key, the provider's overrides of that section over both,
 * and a component's `messages` prop over all.
 */
export function useMessages<K extends keyof Messages>(section: K, defaults: Messages[K], own?: DeepPartial<Messages[K]>): Messages[K] {
  const { locale, overrides } = useContext(UIContext);
  const provided = overrides?.[section];
  return useMemo(() => {
    const localized = locale ? localizeSection(defaults, locale.messages[section], section, locale.tag) : defaults;
    const withProvided = provided ? mergeSection(localized, provided, section) : localized;
    return own ? mergeSection(withProvided, own, section) : withProvided;
  }, [defaults, locale, section, provided, own]);
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
