import { matchLocale } from '@patchbay/ui';
import { DEMO_LANGUAGE_TAGS, type DemoLanguage } from './demoLanguages';

/** Where the language picked in the menu is kept for the next visit. */
export const LANGUAGE_STORAGE_KEY = 'acme-crm:lang';

export interface LanguageSources {
  /** The address's query string (`?lang=de`). */
  search: string;
  /** The language picked before (localStorage), if any. */
  stored: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browser: readonly string[];
  /** The page's `<html lang>`. */
  page: string;
}

/** `tag` as one of the demo's languages (`de-AT` → `de`, `pt-PT` → `pt-BR`; `zh-TW` → none). */
function known(tag: string | null | undefined): DemoLanguage | undefined {
  if (!tag) return undefined;
  const match = matchLocale([tag], DEMO_LANGUAGE_TAGS);
  return DEMO_LANGUAGE_TAGS.find((each) => each === match);
}

/**
 * The demo's language: `?lang=`, else the one picked before, else the first of
 * the browser's languages the demo has, else the page's `<html lang>`, else
 * English. A tag the demo does not have is passed over.
 */
export function chooseLanguage({ search, stored, browser, page }: LanguageSources): DemoLanguage {
  const asked = new URLSearchParams(search).get('lang');
  const fromBrowser = browser.map(known).find((tag) => tag !== undefined);
  return known(asked) ?? known(stored) ?? fromBrowser ?? known(page) ?? 'en';
}

/** `chooseLanguage` of this page and browser. */
export function currentLanguage(): DemoLanguage {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage turned off: nothing was kept.
  }
  return chooseLanguage({
    search: window.location.search,
    stored,
    browser: navigator.languages ?? [navigator.language],
    page: document.documentElement.lang,
  });
}
