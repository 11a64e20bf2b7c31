import { en } from '../../src/theme/en';
import { localizeSection } from '../../src/theme/localizeSection';
import type { Messages } from '../../src/theme/messages';
import { storyLocale } from './storyLocales';

/**
 * Every string of the toolbar's language (`globals.locale`), as the components
 * show them: a play function finds a button or a field by the name it has in
 * that language, so every story plays in every language.
 */
export function storyMessages(globals: Record<string, unknown>): Messages {
  const { locale } = storyLocale(globals.locale);
  return locale === 'en' ? en.messages : localizeSection(en.messages, locale.messages, '', locale.tag);
}
