import { parseColor, toHex } from './colorMath';
import { DEFAULT_BRAND, SCHEMES, editsToReach, generateColors, generatePalette, type ColorEdits, type Palette, type Scheme } from './palette';
import { COLOR_PROPERTIES, SHARED_TOKEN_OF, SHARED_PROPERTIES, type SharedProperty } from './studioTokens';
import { sanitizeThemeName } from './themeName';
import { parseTokenValue } from './tokenValue';

/** Shape, spacing, type and motion set by hand (light and dark share them). */
export type SharedEdits = Partial<Record<SharedProperty, string>>;

/** Everything a theme made in the studio is: a brand colour, a name and what was set by hand. */
export interface StudioState {
  /** A safe theme name (see `sanitizeThemeName`). */
  name: string;
  /** The colour the palette is made from, `#rrggbb`. */
  brand: string;
  /** Colours set by hand, per scheme; the rest of each scheme's palette is made around them. */
  colors: Record<Scheme, ColorEdits>;
  /** The other tokens set by hand, each different from the kit's value. */
  tokens: SharedEdits;
}

export const DEFAULT_STATE: StudioState = { name: 'custom', brand: DEFAULT_BRAND, colors: { light: {}, dark: {} }, tokens: {} };

/** A studio state's two palettes: made from its brand around its edits. */
export const paletteOf = (state: StudioState): Palette => generatePalette(state.brand, state.colors);

/**
 * The one way to write `state`: a safe name, an opaque `#rrggbb` brand, only
 * valid values in the studio's own form, and only edits that change
 * something (a colour equal to what the palette would make, or a token equal
 * to the kit's, is no edit). Two states that theme alike normalise alike.
 */
export function normalizeState(state: StudioState): StudioState {
  const parsedBrand = parseColor(state.brand);
  const brand = parsedBrand.ok ? toHex({ ...parsedBrand.color, a: 1 }) : DEFAULT_BRAND;
  const colors = { light: {}, dark: {} } as Record<Scheme, ColorEdits>;
  for (const scheme of SCHEMES) {
    const valid: ColorEdits = {};
    for (const property of COLOR_PROPERTIES) {
      const value = parseTokenValue(property, state.colors[scheme]?.[property]);
      if (state.colors[scheme]?.[property] !== undefined && value.ok) valid[property] = value.value;
    }
    colors[scheme] = editsToReach(brand, scheme, generateColors(brand, scheme, valid));
  }
  const tokens: SharedEdits = {};
  for (const property of SHARED_PROPERTIES) {
    const given = state.tokens[property];
    if (given === undefined) continue;
    const value = parseTokenValue(property, given);
    if (value.ok && value.value !== SHARED_TOKEN_OF.get(property)?.defaultValue) tokens[property] = value.value;
  }
  return { name: sanitizeThemeName(state.name), brand, colors, tokens };
}
