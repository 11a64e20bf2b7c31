import type { Locale } from './Locale';
import { defaultMessages } from './messages';

/** English, the kit's default: the pattern for a locale of an app's own (`{ ...en, tag: 'en-GB', messages: … }`). */
export const en = { tag: 'en', dir: 'ltr', messages: defaultMessages } satisfies Locale;
