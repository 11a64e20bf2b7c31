import type { Locale } from '@patchbay/ui';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { currentLanguage, LANGUAGE_STORAGE_KEY } from './chooseLanguage';
import { directionOf, type DemoLanguage } from './demoLanguages';
import { loadDemoMessages } from './demoMessages';
import { KIT_LOCALES } from './kitLocales';
import { en, type DemoMessages } from './messages/en';

/** What the page shows: a language whose demo strings and kit locale have both loaded. */
export interface ShownLanguage {
  /** The language of the demo's strings (English when its chunk failed to load), set as `<html lang dir>`. */
  language: DemoLanguage;
  messages: DemoMessages;
  /** The kit's locale for `PatchbayUIProvider`: the language's, or 'en' (English, or a chunk that failed to load). */
  kitLocale: Locale | 'en';
}

export interface DemoLanguageState {
  /** The language picked (the menu's value); the page shows it once it has loaded. */
  language: DemoLanguage;
  /** Picks a language in the menu: kept for the next visit, and in the address when it names one. */
  choose: (language: DemoLanguage) => void;
  /**
   * What the page shows: the picked language once loaded, the one before it
   * while it loads (no flash of English, and the kit's provider keeps its
   * locale, so nothing below it remounts); null until the first has loaded.
   */
  shown: ShownLanguage | null;
}

const ENGLISH: ShownLanguage = { language: 'en', messages: en, kitLocale: 'en' };

/** `language`'s demo strings and kit locale, loaded together so the page switches once. */
async function loadLanguage(language: DemoLanguage): Promise<ShownLanguage> {
  if (language === 'en') return ENGLISH;
  const [loaded, kitLocale] = await Promise.all([
    loadDemoMessages(language),
    // A chunk that failed to load leaves the kit in English; the demo's own strings still change.
    KIT_LOCALES[language]().catch(() => 'en' as const),
  ]);
  return { ...loaded, kitLocale };
}

/**
 * The demo's language (see `chooseLanguage`), set on the whole page
 * (`<html lang dir>`, so portaled dialogs follow, and its title) with the strings it shows,
 * and the kit's locale of it, both loaded when first chosen.
 */
export function useDemoLanguage(): DemoLanguageState {
  const [language, setLanguage] = useState<DemoLanguage>(currentLanguage);
  const [shown, setShown] = useState<ShownLanguage | null>(() => (language === 'en' ? ENGLISH : null));

  useEffect(() => {
    let current = true;
    void loadLanguage(language).then((next) => current && setShown(next));
    return () => {
      current = false;
    };
  }, [language]);

  // In the same commit as the strings: no frame shows them under another language's `lang` or direction.
  useLayoutEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.language;
    document.documentElement.dir = directionOf(shown.language);
    // The tab's title too: index.html's is English.
    document.title = `Acme CRM · ${shown.messages.shell.settings}`;
  }, [shown]);

  const choose = useCallback((next: DemoLanguage) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage turned off: the choice lasts for this page only.
    }
    // A `?lang=` in the address would win over the pick at the next load: it follows the pick.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next);
      window.history.replaceState(window.history.state, '', url);
    }
    setLanguage(next);
  }, []);

  return { language, choose, shown };
}
