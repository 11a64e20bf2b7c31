/** The languages the demo offers, each named in its own language, in the order of its language menu. */
export const DEMO_LANGUAGES = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'es', name: 'Español', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'it', name: 'Italiano', dir: 'ltr' },
  { tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
  { tag: 'ja', name: '日本語', dir: 'ltr' },
  { tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { tag: 'ko', name: '한국어', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
  { tag: 'he', name: 'עברית', dir: 'rtl' },
] as const;

export type DemoLanguage = (typeof DEMO_LANGUAGES)[number]['tag'];

export const DEMO_LANGUAGE_TAGS: readonly DemoLanguage[] = DEMO_LANGUAGES.map((language) => language.tag);

/** The writing direction of `tag`'s script. */
export function directionOf(tag: DemoLanguage): 'ltr' | 'rtl' {
  return DEMO_LANGUAGES.find((language) => language.tag === tag)?.dir ?? 'ltr';
}
