import { en } from '../../src/theme/en';
import { NEUTRAL_MESSAGES, type Locale } from '../../src/theme/Locale';

/** Each Latin letter's accented stand-in: one UTF-16 unit each, so a string's length stays its own. */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    'áƀçðëƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐËƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'[index]!,
  ]),
);

/** Words to pad with: accented like the rest, with spaces where a line may break, as a translation's words would. */
const FILLER = 'ļöŕëɱ îþšûɱ ðöļöŕ šîţ áɱëţ çöñšëçţëţûŕ áðîþîšçîñĝ ëļîţ šëð ðö ëîûšɱöð ţëɱþöŕ îñçîðîðûñţ';

/** How much longer a pseudo-translated string is: about the growth from English to German or French. */
export const PSEUDO_GROWTH = 0.4;

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!);

/**
 * `text` accented and padded about 40% longer, between brackets (`[Çöññëçţ ļöŕë]`), so text
 * left in English, text cut off at either end and a layout with no room to grow all show.
 * The spans in `values` (a name, a file name, a number as written) are kept as they are.
 * Empty stays empty: an empty message means "show nothing".
 */
export function pseudoText(text: string, values: readonly string[] = []): string {
  if (text === '') return '';
  // Longest first, so a name that contains another is kept whole.
  const kept = [...new Set(values.filter((value) => value !== ''))].sort((a, b) => b.length - a.length);
  let accented = '';
  let plain = '';
  for (let at = 0; at < text.length;) {
    const value = kept.find((each) => isValueAt(text, at, each));
    if (value) {
      accented += accent(plain) + text.slice(at, at + value.length);
      plain = '';
      at += value.length;
    } else {
      plain += text[at];
      at += 1;
    }
  }
  accented += accent(plain);
  // The brackets count towards the growth; filler makes up the rest.
  return `[${accented}${fillerOf(Math.ceil(text.length * PSEUDO_GROWTH) - 2)}]`;
}

/** `length` characters of filler: words after a space, never ending in one (a dot for a single character). */
function fillerOf(length: number): string {
  if (length <= 0) return '';
  if (length === 1) return '·';
  return ` ${FILLER.repeat(Math.ceil(length / FILLER.length))
    .slice(0, length - 1)
    .replace(/ $/, '·')}`;
}

/** A letter or digit: a value next to one is part of a longer word ("Work" in "working"), not the value. */
const WORD = /[\p{L}\p{N}]/u;

/** Whether `value` is written at `at` in `text`, as given or capitalized ("task" → "Task"), and not inside a longer word. */
function isValueAt(text: string, at: number, value: string): boolean {
  const written = text.slice(at, at + value.length);
  if (written !== value && written !== value.charAt(0).toUpperCase() + value.slice(1)) return false;
  const glued = (inside: string, outside: string | undefined) => outside !== undefined && WORD.test(inside) && WORD.test(outside);
  return !glued(value.charAt(0), text[at - 1]) && !glued(value.charAt(value.length - 1), text[at + value.length]);
}

/** The strings among a message function's arguments (and in an array argument): the values it puts in its sentence. */
const valuesOf = (args: readonly unknown[]): string[] =>
  args.flatMap((arg) => (typeof arg === 'string' ? [arg] : Array.isArray(arg) ? arg.filter((each): each is string => typeof each === 'string') : []));

/** A message, or a section of them, pseudo-translated: strings directly, functions by their English output. */
function pseudoMessages<T>(english: T, path: string): T {
  // Dates, numbers, lists and sizes are `Intl`'s, in every language: they stay as they are.
  if (NEUTRAL_MESSAGES.has(path)) return english;
  if (typeof english === 'string') return pseudoText(english) as T;
  if (typeof english === 'function') {
    const message = english as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => {
      const text = message(...args);
      return typeof text === 'string' ? pseudoText(text, valuesOf(args)) : text;
    }) as T;
  }
  if (english && typeof english === 'object') {
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, pseudoMessages(value, path ? `${path}.${key}` : key)])) as T;
  }
  return english;
}

/**
 * A pseudo-locale generated from English, for Storybook and the browser checks
 * only (never shipped): every string and every message's output accented
 * ("Çöññëçţ") and about 40% longer, values kept as given (names, numbers, the
 * isolates around them). `en-XA` is the tag reserved for this by convention:
 * `Intl` formats it as English.
 */
export const pseudoLocale = {
  tag: 'en-XA',
  dir: 'ltr',
  messages: pseudoMessages(en.messages, ''),
} satisfies Locale;
