import type { Catalog, CatalogToolEntry } from '../catalog';

/**
 * Word search over the catalog's tools for use cases in plain language
 * ("create a task in Acme"): each word of the query scores where a tool
 * has it: in its name or slug (3), its toolkit's name or slug (2), its
 * description (1). Words are lower-cased and roughly stemmed (tasks, task).
 */

interface SearchableTool extends CatalogToolEntry {
  name: ReadonlySet<string>;
  toolkitWords: ReadonlySet<string>;
  description: ReadonlySet<string>;
}

const STOP_WORDS = new Set(
  'a an the to for of in on and or with my me i please from into by at is are be it this that some all any can you want need using via use'.split(
    ' ',
  ),
);

function stem(word: string): string {
  if (word.length <= 3) return word;
  return word.replace(/ies$/, 'y').replace(/(ing|ed|es|s)$/, '');
}

/** The searchable words of a text. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

const indexes = new WeakMap<Catalog, readonly SearchableTool[]>();

/** Every tool with its words, built once per catalog on the first search. */
function searchIndex(catalog: Catalog): readonly SearchableTool[] {
  let index = indexes.get(catalog);
  if (!index) {
    index = catalog.toolkits.flatMap((toolkit) => {
      const toolkitWords = new Set(searchWords(`${toolkit.name} ${toolkit.slug}`));
      return toolkit.tools.map((tool) => ({
        toolkit,
        tool,
        name: new Set(searchWords(`${tool.name} ${tool.slug.slice(toolkit.slug.length + 1)}`)),
        toolkitWords,
        description: new Set(searchWords(tool.description)),
      }));
    });
    indexes.set(catalog, index);
  }
  return index;
}

/** The tools `keep` accepts that share a word with `query`, best first (catalog order among equals), at most `limit`. */
export function searchTools(catalog: Catalog, query: string, keep: (entry: CatalogToolEntry) => boolean, limit: number): CatalogToolEntry[] {
  const words = [...new Set(searchWords(query))].slice(0, 32);
  if (words.length === 0) return [];
  const scored: { entry: SearchableTool; score: number }[] = [];
  for (const entry of searchIndex(catalog)) {
    let score = 0;
    for (const word of words) score += entry.name.has(word) ? 3 : entry.toolkitWords.has(word) ? 2 : entry.description.has(word) ? 1 : 0;
    if (score > 0 && keep(entry)) scored.push({ entry, score });
  }
  // Stable: equal scores keep catalog order.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map(({ entry }) => ({ toolkit: entry.toolkit, tool: entry.tool }));
}
