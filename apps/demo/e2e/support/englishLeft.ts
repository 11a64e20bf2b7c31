import { messageTexts } from './messageTexts';
import type { ShownText } from './shownText';

/** An English piece of a message, and the message it comes from ("the kit's connect.startButton"). */
export interface EnglishText {
  text: string;
  from: string;
}

/** A catalog in English and in the language of the page. */
export interface CatalogPair {
  /** Whose messages, for failure messages: "the kit's", "the demo's", "the hosted page's". */
  owner: string;
  english: object;
  translated: object;
}

/**
 * `text` as a whole word or phrase: no Latin letter or digit runs on either
 * side ("Connect" is not found in "Connected"), whatever the script around it
 * (a Japanese sentence glues words together without spaces).
 */
export function wordPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{Script=Latin}\\p{Nd}])${escaped}(?![\\p{Script=Latin}\\p{Nd}])`, 'u');
}

/**
 * The English pieces of `catalogs` a page in their language must not show:
 * every piece of every message, but those the language's own catalogs use
 * among their words anywhere ("Details" in German, "API" in Japanese, "Connect"
 * inside "Connect-Seite"), since a page in that language rightly shows them.
 * So this finds English that reached the page around the catalogs (a string
 * written in a component, a message of the wrong language); an English message
 * left in a locale's own file is the catalog tests' to find
 * (`packages/ui/test/localeMessages.test.ts`, `src/i18n/demoMessages.test.ts`,
 * the service's `hostedLocales.test.ts`).
 */
export function untranslated(catalogs: readonly CatalogPair[], tag: string): EnglishText[] {
  const own = catalogs.flatMap(({ translated }) => [...messageTexts(translated, tag).values()].flat());
  const found = new Map<string, EnglishText>();
  for (const { owner, english } of catalogs) {
    for (const [path, pieces] of messageTexts(english, 'en')) {
      for (const text of pieces) {
        if (found.has(text)) continue;
        const pattern = wordPattern(text);
        if (!own.some((words) => pattern.test(words))) found.set(text, { text, from: `${owner} ${path}` });
      }
    }
  }
  return [...found.values()];
}

/** Where a piece was found, with the words around it. */
function around(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Each of `english` that `shown` (a page's visible text and labels) holds, as
 * `"Continue to" (the kit's connect.startButton) in the visible text: "…"`;
 * empty when none. `names` (apps, people, the product) are proper names in
 * every language: they are taken out first ("Acme Status" is no "Status").
 */
export function englishShown(english: readonly EnglishText[], shown: ShownText, names: readonly string[]): string[] {
  const withoutNames = (text: string) => names.reduce((rest, name) => rest.replaceAll(name, '\uE000'), text.replace(/[\u2068\u2069]/g, ''));
  const places = [
    { where: 'the visible text', text: withoutNames(shown.text) },
    ...shown.labels.map((label) => ({ where: label.where, text: withoutNames(label.text) })),
  ];
  const problems: string[] = [];
  for (const { text, from } of english) {
    const pattern = wordPattern(text);
    for (const place of places) {
      const match = pattern.exec(place.text);
      if (match) problems.push(`"${text}" (${from}) in ${place.where}: "${around(place.text, match.index, match[0].length)}"`);
    }
  }
  return problems;
}
