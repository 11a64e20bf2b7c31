import type { DemoLanguage } from './demoLanguages';
import { en, type DemoMessages } from './messages/en';

/**
 * The demo's own strings in each language but English, loaded only when
 * chosen: a dynamic `import()` per tag, so each is a chunk of its own and
 * English (the fallback, always there) costs nothing more.
 */
export const DEMO_MESSAGES: Record<Exclude<DemoLanguage, 'en'>, () => Promise<DemoMessages>> = {
  ar: () => import('./messages/ar').then((module) => module.ar),
  de: () => import('./messages/de').then((module) => module.de),
  es: () => import('./messages/es').then((module) => module.es),
  fr: () => import('./messages/fr').then((module) => module.fr),
  he: () => import('./messages/he').then((module) => module.he),
  it: () => import('./messages/it').then((module) => module.it),
  ja: () => import('./messages/ja').then((module) => module.ja),
  ko: () => import('./messages/ko').then((module) => module.ko),
  nl: () => import('./messages/nl').then((module) => module.nl),
  'pt-BR': () => import('./messages/pt-BR').then((module) => module.ptBR),
  'zh-CN': () => import('./messages/zh-CN').then((module) => module.zhCN),
};

/** The demo's strings and the language they are in. */
export interface LoadedMessages {
  language: DemoLanguage;
  messages: DemoMessages;
}

/** The demo's strings in `language`, once loaded; English when its chunk failed to load. */
export async function loadDemoMessages(language: DemoLanguage): Promise<LoadedMessages> {
  if (language === 'en') return { language, messages: en };
  try {
    return { language, messages: await DEMO_MESSAGES[language]() };
  } catch {
    return { language: 'en', messages: en };
  }
}
