import { HOSTED_LOCALES } from '@patchbay/server/testing';
import { en as kitEnglish } from '@patchbay/ui';
import type { DemoLanguage } from '../../src/i18n/demoLanguages';
import { loadDemoMessages } from '../../src/i18n/demoMessages';
import { KIT_LOCALES } from '../../src/i18n/kitLocales';
import { en as demoEnglish } from '../../src/i18n/messages/en';
import { untranslated, type EnglishText } from './englishLeft';

/** The English a page in a language other than English must not show. */
export interface LanguageEnglish {
  /** The kit's English and the demo's own, for the demo's screens (the kit's dialog included). */
  page: EnglishText[];
  /** The hosted pages' English, for the connect page in the popup. */
  hosted: EnglishText[];
}

/** The English to look for on `tag`'s screens, from the catalogs the demo loads for it (the kit's locale, its own strings) and the service's. */
export async function languageEnglish(tag: Exclude<DemoLanguage, 'en'>): Promise<LanguageEnglish> {
  const [kit, demo] = await Promise.all([KIT_LOCALES[tag](), loadDemoMessages(tag)]);
  if (demo.language !== tag) throw new Error(`The demo's ${tag} strings did not load.`);
  return {
    page: untranslated(
      [
        { owner: "the kit's", english: kitEnglish.messages, translated: kit.messages },
        { owner: "the demo's", english: demoEnglish, translated: demo.messages },
      ],
      tag,
    ),
    hosted: untranslated([{ owner: "the hosted page's", english: HOSTED_LOCALES.en, translated: HOSTED_LOCALES[tag] }], tag),
  };
}
