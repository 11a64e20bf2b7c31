/** The name a theme gets when none usable is given. */
export const FALLBACK_THEME_NAME = 'custom';
/** Longer names are not names anyone reads in a selector. */
export const MAX_THEME_NAME_LENGTH = 40;
/** The suffix of a theme's dark variant: `acme` is light, `acme-dark` its dark (as the kit's `light` and `dark`). */
export const DARK_SUFFIX = '-dark';

/**
 * A theme name safe in `[data-pb-theme='…']`, a file name and a link:
 * lower-case letters, digits and single hyphens, starting with a letter.
 * The kit's own `light` and `dark` are taken, so they become `light-theme`
 * and `dark-theme`; anything else unusable becomes `custom`.
 */
export function sanitizeThemeName(input: unknown): string {
  if (typeof input !== 'string') return FALLBACK_THEME_NAME;
  const slug = input
    // Cut first: the rest of the work is on a short string, whatever was pasted.
    .slice(0, MAX_THEME_NAME_LENGTH * 4)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, MAX_THEME_NAME_LENGTH)
    .replace(/-+$/, '');
  if (!slug) return FALLBACK_THEME_NAME;
  return slug === 'light' || slug === 'dark' ? `${slug}-theme` : slug;
}

/** The `data-pb-theme` value of a theme's dark variant. */
export const darkThemeName = (name: string): string => `${name}${DARK_SUFFIX}`;
