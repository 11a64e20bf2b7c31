import { HOSTED_LOCALES } from '../locales/hostedLocales';
import type { HostedMessages } from '../locales/HostedMessages';
import { directionOf, type HostedLocale } from '../../languages/localeTags';
import { escapeHtml, SafeHtml } from './html';

/* Private-use characters that mark a name to show bold; never part of what a page shows. */
const BOLD_START = '\ue000';
const BOLD_END = '\ue001';
const MARKERS = /[\ue000\ue001]/g;
/* Bidirectional embeddings, overrides, isolates and marks: an inserted value (a client_id from the query) must not reorder the sentence around it. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;
/** Characters of an inserted value shown; longer ones (an echoed query parameter) end with "…". Display names are at most 80. */
export const MAX_SHOWN_NAME_LENGTH = 120;

/* First strong isolate and pop directional isolate: the name keeps its own direction inside the sentence. */
const FSI = '\u2068';
const PDI = '\u2069';
/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** What a hosted page speaks: its locale, direction and messages, and how names go into them. */
export interface PageText {
  locale: HostedLocale;
  dir: 'ltr' | 'rtl';
  m: HostedMessages;
  /** A name (app, toolkit, alias, label, an echoed client_id) ready to go whole into a message of this page: without bidirectional controls, at most MAX_SHOWN_NAME_LENGTH characters. */
  name: (value: string) => string;
  /** `name`, shown bold where the message is rendered with `rich`. */
  strong: (value: string) => string;
  /** A message as markup: escaped, the names marked by `strong` in <strong>. */
  rich: (message: string) => SafeHtml;
  /** A message as plain text (a title, an attribute): the bold marks dropped. */
  plain: (message: string) => string;
  /** Attributes for an element left in English (developer details) on a page in another language; none on an English page. */
  englishOnly: SafeHtml;
}

const texts = new Map<HostedLocale, PageText>();

/**
 * The text of a page in `locale`. A name is wrapped in Unicode isolates
 * (U+2068 … U+2069) on a right-to-left page, and on any page when it holds
 * right-to-left letters itself, so "Acme CRM" reads whole in an Arabic
 * sentence and a Hebrew app name whole in an English one.
 */
export function pageText(locale: HostedLocale): PageText {
  const known = texts.get(locale);
  if (known) return known;
  const dir = directionOf(locale);
  const name = (value: string) => {
    const chars = [...value.replace(MARKERS, '').replace(BIDI_CONTROLS, '')];
    const clean = chars.length > MAX_SHOWN_NAME_LENGTH ? `${chars.slice(0, MAX_SHOWN_NAME_LENGTH - 1).join('')}…` : chars.join('');
    return dir === 'rtl' || RTL_LETTER.test(clean) ? `${FSI}${clean}${PDI}` : clean;
  };
  const text: PageText = {
    locale,
    dir,
    m: HOSTED_LOCALES[locale],
    name,
    strong: (value) => `${BOLD_START}${name(value)}${BOLD_END}`,
    rich: (message) =>
      new SafeHtml(
        escapeHtml(message)
          .replace(/\ue000([^\ue000\ue001]*)\ue001/g, '<strong>$1</strong>')
          .replace(MARKERS, ''),
      ),
    plain: (message) => message.replace(MARKERS, ''),
    englishOnly: new SafeHtml(locale === 'en' ? '' : ' lang="en" dir="ltr"'),
  };
  texts.set(locale, text);
  return text;
}

/** English, the pages' language when nothing asks for another. */
export const ENGLISH: PageText = pageText('en');
