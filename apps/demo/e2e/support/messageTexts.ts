/** A stand-in for the `index`th value a message is given: no letter or digit, so no word of the sentence can be mistaken for it. */
const placeholder = (index: number): string => `\uE000${'\uE001'.repeat(index)}\uE002`;

/** What a message's inserted values leave in its text: placeholders, and a placeholder read as a number (NaN). */
const INSERTED = /\uE000\uE001*\uE002|NaN/;

/**
 * The ways a message's parameters are tried, in turn, until one returns text:
 * all placeholders; the last one the language's tag (counts and dates are
 * written for it); the first one who asks (a hosted page's lead); the first one
 * a list of names.
 */
function attempts(arity: number, tag: string): unknown[][] {
  const values = Array.from({ length: arity }, (_, index): unknown => placeholder(index));
  const withTag = [...values.slice(0, -1), tag];
  const names = [placeholder(0), placeholder(1)];
  return [values, withTag, [{ app: placeholder(0) }, ...values.slice(1)], [names, ...withTag.slice(1)], [names, ...values.slice(1)]];
}

/**
 * The text of `message` with placeholders for what it is given, or null when
 * it takes values no attempt gives (dates, say, or one of a few words it looks
 * up, which a placeholder misses: "undefined").
 */
function sentenceOf(message: (...values: unknown[]) => unknown, tag: string): string | null {
  for (const values of attempts(message.length, tag)) {
    try {
      const text = message(...values);
      if (typeof text === 'string' && !text.includes('undefined')) return text;
    } catch {
      // Not the values it takes: the next attempt.
    }
  }
  return null;
}

/**
 * Every message of a catalog (a tree of strings and functions) by its path
 * ("connect.startButton"), as the words it always shows: a string as it is, a
 * function's sentence cut at each value it inserts ("Continue to ", for
 * `Continue to ${app}`). Isolation marks are dropped (they are invisible), and
 * so are the pieces of fewer than two letters (punctuation between values).
 */
export function messageTexts(catalog: object, tag: string, path = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(catalog)) {
    const at = path ? `${path}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [inner, texts] of messageTexts(value, tag, at)) found.set(inner, texts);
      continue;
    }
    const sentence =
      typeof value === 'string' ? value : typeof value === 'function' ? sentenceOf(value as (...values: unknown[]) => unknown, tag) : null;
    if (sentence === null) continue;
    const pieces = sentence
      .replace(/[\u2068\u2069]/g, '')
      .split(INSERTED)
      .map((piece) => piece.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, ''))
      .filter((piece) => (piece.match(/\p{L}/gu)?.length ?? 0) >= 2);
    if (pieces.length > 0) found.set(at, pieces);
  }
  return found;
}
