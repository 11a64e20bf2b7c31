import type { Locale } from '@patchbay/ui';
import type { DemoLanguage } from './demoLanguages';

/**
 * The kit's locale of each language but English, loaded only when chosen: a
 * dynamic `import()` per tag, so each is a chunk of its own and English costs
 * nothing.
 */
export const KIT_LOCALES: Record<Exclude<DemoLanguage, 'en'>, () => Promise<Locale>> = {
  ar: () => import('@patchbay/ui/locales/ar').then((module) => module.default),
  de: () => import('@patchbay/ui/locales/de').then((module) => module.default),
  es: () => import('@patchbay/ui/locales/es').then((module) => module.default),
  fr: () => import('@patchbay/ui/locales/fr').then((module) => module.default),
  he: () => import('@patchbay/ui/locales/he').then((module) => module.default),
  it: () => import('@patchbay/ui/locales/it').then((module) => module.default),
  ja: () => import('@patchbay/ui/locales/ja').then((module) => module.default),
  ko: () => import('@patchbay/ui/locales/ko').then((module) => module.default),
  nl: () => import('@patchbay/ui/locales/nl').then((module) => module.default),
  'pt-BR': () => import('@patchbay/ui/locales/pt-BR').then((module) => module.default),
  'zh-CN': () => import('@patchbay/ui/locales/zh-CN').then((module) => module.default),
};
