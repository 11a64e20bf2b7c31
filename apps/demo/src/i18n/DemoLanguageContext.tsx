import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DemoLanguage } from './demoLanguages';
import { en, type DemoMessages } from './messages/en';

interface DemoLanguageValue {
  /** The language picked in the menu (its strings may still be loading). */
  chosen: DemoLanguage;
  /** The language of the strings on screen: the picked one once loaded, the previous one until then, English when its chunk failed. */
  shown: DemoLanguage;
  /** The strings on screen: the picked language's once loaded, the previous one's until then. */
  messages: DemoMessages;
  choose: (language: DemoLanguage) => void;
}

const DemoLanguageContext = createContext<DemoLanguageValue>({
  chosen: 'en',
  shown: 'en',
  messages: en,
  choose: () => undefined,
});

export interface DemoLanguageProviderProps {
  /** The language picked in the menu. */
  language: DemoLanguage;
  /** The language of `messages` (`useDemoLanguage().shown.language`; English before the first has loaded). */
  shownLanguage: DemoLanguage;
  /** The strings to show (`useDemoLanguage().shown`; English before the first has loaded). */
  messages: DemoMessages;
  choose: (language: DemoLanguage) => void;
  children: ReactNode;
}

/** Gives the demo's screens their language and strings. */
export function DemoLanguageProvider({ language, shownLanguage, messages, choose, children }: DemoLanguageProviderProps) {
  const value = useMemo(() => ({ chosen: language, shown: shownLanguage, messages, choose }), [language, shownLanguage, messages, choose]);
  return <DemoLanguageContext.Provider value={value}>{children}</DemoLanguageContext.Provider>;
}

/** The demo's own strings in the chosen language (the previous one's while it loads). */
export function useDemoMessages(): DemoMessages {
  return useContext(DemoLanguageContext).messages;
}

/**
 * The language of the words on screen, for every date and number the page formats: a date in the chosen
 * language while its strings still load (or after they failed to) would sit among another language's words.
 */
export function useShownLanguage(): DemoLanguage {
  return useContext(DemoLanguageContext).shown;
}

/** The chosen language and how to choose another (the language menu). */
export function useDemoLanguageChoice(): { language: DemoLanguage; choose: (language: DemoLanguage) => void } {
  const { chosen, choose } = useContext(DemoLanguageContext);
  return { language: chosen, choose };
}
