import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DemoLanguage } from './demoLanguages';
import { en, type DemoMessages } from './messages/en';

interface DemoLanguageValue {
  /** The language picked in the menu (its strings may still be loading). */
  chosen: DemoLanguage;
  /** The strings on screen: the picked language's once loaded, the previous one's until then. */
  messages: DemoMessages;
  choose: (language: DemoLanguage) => void;
}

const DemoLanguageContext = createContext<DemoLanguageValue>({
  chosen: 'en',
  messages: en,
  choose: () => undefined,
});

export interface DemoLanguageProviderProps {
  /** The language picked in the menu. */
  language: DemoLanguage;
  /** The strings to show (`useDemoLanguage().shown`; English before the first has loaded). */
  messages: DemoMessages;
  choose: (language: DemoLanguage) => void;
  children: ReactNode;
}

/** Gives the demo's screens their language and strings. */
export function DemoLanguageProvider({ language, messages, choose, children }: DemoLanguageProviderProps) {
  const value = useMemo(() => ({ chosen: language, messages, choose }), [language, messages, choose]);
  return <DemoLanguageContext.Provider value={value}>{children}</DemoLanguageContext.Provider>;
}

/** The demo's own strings in the chosen language (the previous one's while it loads). */
export function useDemoMessages(): DemoMessages {
  return useContext(DemoLanguageContext).messages;
}

/** The chosen language and how to choose another (the language menu). */
export function useDemoLanguageChoice(): { language: DemoLanguage; choose: (language: DemoLanguage) => void } {
  const { chosen, choose } = useContext(DemoLanguageContext);
  return { language: chosen, choose };
}
