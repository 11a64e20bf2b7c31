/**
 * The languages the hosted pages speak, by BCP 47 tag, and their direction.
 * No messages here: what only reads or checks a tag (the API's schemas,
 * project branding) imports this, and the catalogs load with the first
 * hosted page.
 */
export const HOSTED_LOCALE_TAGS = ['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'ja', 'zh-CN', 'ko', 'ar', 'he'] as const;

export type HostedLocale = (typeof HOSTED_LOCALE_TAGS)[number];

/** The locales written right to left: their pages are mirrored. */
const RIGHT_TO_LEFT: ReadonlySet<HostedLocale> = new Set(['ar', 'he']);

export const directionOf = (locale: HostedLocale): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');
