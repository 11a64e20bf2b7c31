import { HOSTED_LOCALE_TAGS, type HostedLocale } from './localeTags';

/** The longest language tag read; real ones are far shorter (RFC 5646 suggests 35 characters). */
export const MAX_LOCALE_TAG_LENGTH = 64;
/** Accept-Language entries read; browsers send a handful, the rest is ignored. */
export const MAX_ACCEPT_LANGUAGE_ENTRIES = 32;
/** Characters of an Accept-Language header read, so a huge one costs no more than this. */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 2048;

interface Supported {
  tag: HostedLocale;
  language: string;
  script: string | undefined;
  exact: string;
}

/** Each supported locale as language and script (`zh-CN` is `zh-Hans`, `en` is `en-Latn`), found on first use: ICU's work is for hosted pages and link requests only, not start-up. */
let supported: Supported[] | undefined;
const supportedLocales = (): Supported[] =>
  (supported ??= HOSTED_LOCALE_TAGS.map((tag) => {
    const full = new Intl.Locale(tag).maximize();
    return { tag, language: full.language, script: full.script, exact: tag.toLowerCase() };
  }));

/** `value` as a canonical BCP 47 tag (`de-at` → `de-AT`, `iw` → `he`), or null when it is not one. */
export function canonicalTag(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LOCALE_TAG_LENGTH) return null;
  // Letters and digits in hyphen-separated subtags, a cheap check before ICU, which refuses what is not well-formed BCP 47.
  // A Unicode extension (`en-u-ca-gregory`) is well-formed: it is kept, and plays no part in matching.
  if (!/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value)) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The hosted locale a tag asks for: the same tag, else the same language in
 * the same script (`de-AT` → `de`, `pt-PT` → `pt-BR`, `zh-SG` → `zh-CN`),
 * never another script (`zh-TW`, Traditional, matches nothing). Null when
 * no locale fits.
 */
export function matchLocale(value: unknown): HostedLocale | null {
  const tag = canonicalTag(value);
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const exact = supportedLocales().find((locale) => locale.exact === lower);
  if (exact) return exact.tag;
  let asked: Intl.Locale;
  try {
    asked = new Intl.Locale(tag);
  } catch {
    return null;
  }
  // 'und' (undetermined, whose language some engines read as empty) maximizes to English: it asks for no language.
  if (!asked.language || asked.language === 'und') return null;
  const full = asked.maximize();
  return supportedLocales().find((locale) => locale.language === full.language && locale.script === full.script)?.tag ?? null;
}

/**
 * The language tags of an Accept-Language header (RFC 9110 12.5.4), most
 * wanted first; entries with q=0, a malformed tag or q-value, and `*` are
 * left out. Reads the whole entries within MAX_ACCEPT_LANGUAGE_LENGTH characters and at most
 * MAX_ACCEPT_LANGUAGE_ENTRIES entries, so any header costs little.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  // A longer header is read up to its last whole entry before the limit: a cut entry (`zh-Hant` read as `zh`) would ask for another language.
  // A single entry that long is no tag at all.
  const read =
    header.length > MAX_ACCEPT_LANGUAGE_LENGTH ? header.slice(0, Math.max(0, header.lastIndexOf(',', MAX_ACCEPT_LANGUAGE_LENGTH))) : header;
  const entries = read.split(',', MAX_ACCEPT_LANGUAGE_ENTRIES);
  const weighted: { tag: string; q: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (tag === '*' || canonicalTag(tag) === null) return;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(param);
      if (!match?.[1]) return;
      q = Number(match[1]);
    }
    if (q > 0) weighted.push({ tag, q, order });
  });
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/** Where a page's language can come from, in the order they are tried. */
export interface LocaleSources {
  /** The `locale` the link was created with. */
  link?: string | null | undefined;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | undefined;
  /** The project's `branding.default_locale`. */
  projectDefault?: string | null | undefined;
}

/**
 * The language of a hosted page: the link's `locale`, else the first
 * Accept-Language entry the pages speak, else the project's default, else
 * English. A source that names no supported locale is passed over.
 */
export function pickLocale({ link, acceptLanguage, projectDefault }: LocaleSources): HostedLocale {
  const fromLink = matchLocale(link);
  if (fromLink) return fromLink;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return matchLocale(projectDefault) ?? 'en';
}
