import ar from '../../src/locales/ar';
import de from '../../src/locales/de';
import es from '../../src/locales/es';
import fr from '../../src/locales/fr';
import he from '../../src/locales/he';
import it from '../../src/locales/it';
import ja from '../../src/locales/ja';
import ko from '../../src/locales/ko';
import nl from '../../src/locales/nl';
import ptBR from '../../src/locales/pt-BR';
import zhCN from '../../src/locales/zh-CN';
import type { Locale } from '../../src/theme/Locale';
import { pseudoLocale } from './pseudoLocale';

/** A language of the toolbar: its global's value (letters, digits and `-`, as a story URL takes it), its name in itself, its locale. */
export interface StoryLocale {
  value: string;
  title: string;
  /** 'en' for English, the kit's own strings. */
  locale: Locale | 'en';
}

/**
 * The toolbar's languages, in its order: one line per locale of `src/locales/`,
 * and the pseudo-locale (accented, about 40% longer) to find text left in
 * English or without room to grow.
 */
export const STORY_LOCALES: readonly StoryLocale[] = [
  { value: 'en', title: 'English', locale: 'en' },
  { value: 'es', title: 'Español', locale: es },
  { value: 'fr', title: 'Français', locale: fr },
  { value: 'de', title: 'Deutsch', locale: de },
  { value: 'it', title: 'Italiano', locale: it },
  { value: 'pt-BR', title: 'Português (Brasil)', locale: ptBR },
  { value: 'nl', title: 'Nederlands', locale: nl },
  { value: 'ja', title: '日本語', locale: ja },
  { value: 'zh-CN', title: '简体中文', locale: zhCN },
  { value: 'ko', title: '한국어', locale: ko },
  { value: 'ar', title: 'العربية', locale: ar },
  { value: 'he', title: 'עברית', locale: he },
  { value: 'pseudo', title: 'Pseudo (accented, 40% longer)', locale: pseudoLocale },
];

/** The toolbar's language `value` (a story URL's `globals=locale:ar`); English for any other. */
export function storyLocale(value: unknown): StoryLocale {
  return STORY_LOCALES.find((each) => each.value === value) ?? STORY_LOCALES[0]!;
}
