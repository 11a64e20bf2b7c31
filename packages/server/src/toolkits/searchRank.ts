/** The lower-cased texts a toolkit search looks in. */
export interface SearchableText {
  name: string;
  slug: string;
  description: string;
}

/** How a search matched, best first; results are listed in this order. */
export const SearchRank = {
  /** The name or the slug starts with the search ("git": GitHub, gitlab). */
  Prefix: 0,
  /** A word of the name or slug starts with it ("actions": GitHub Actions, github_actions). */
  WordStart: 1,
  /** The name or slug contains it elsewhere ("git": DigitalOcean). */
  Substring: 2,
  /** Only the description mentions it. */
  Description: 3,
} as const;

export type SearchRank = (typeof SearchRank)[keyof typeof SearchRank];

// A letter or digit before a match means it starts inside a word.
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function rankIn(text: string, search: string): SearchRank | null {
  let at = text.indexOf(search);
  if (at === 0) return SearchRank.Prefix;
  if (at < 0) return null;
  for (; at > 0; at = text.indexOf(search, at + 1)) {
    if (!WORD_CHARACTER.test(text[at - 1]!)) return SearchRank.WordStart;
  }
  return SearchRank.Substring;
}

/**
 * Where a toolkit's match on `search` ranks, or null when it does not match.
 * Name and slug count before the description, so a search for an app's name
 * finds that app before apps that merely mention it. Both arguments are
 * lower-cased by the caller.
 */
export function searchRank(toolkit: SearchableText, search: string): SearchRank | null {
  const name = rankIn(toolkit.name, search);
  const slug = rankIn(toolkit.slug, search);
  if (name !== null || slug !== null) return Math.min(name ?? SearchRank.Description, slug ?? SearchRank.Description) as SearchRank;
  return toolkit.description.includes(search) ? SearchRank.Description : null;
}
