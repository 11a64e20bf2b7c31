import type { UpdateProjectConfigRequest } from '@patchbay/client';
import type { PatchbayUIProviderProps } from '../../src/theme/PatchbayUIProvider';
import { COLOR_PROPERTIES, SHARED_PROPERTIES } from './studioTokens';
import { normalizeState, paletteOf, type StudioState } from './studioState';
import { darkThemeName } from './themeName';
import type { Scheme, SchemeColors } from './palette';

/** What an app passes to `PatchbayUIProvider` for one scheme of the theme. */
export type ProviderSettings = Required<Pick<PatchbayUIProviderProps, 'theme' | 'hostedTheme'>>;

/** The first line of an exported stylesheet: `themeImport` reads the brand back from it. */
export const EXPORT_HEADER = 'Patchbay theme studio';

const selector = (name: string) => `[data-pb-theme='${name}']`;

const block = (selectors: readonly string[], declarations: readonly string[], indent: string) =>
  `${indent}${selectors.join(`,\n${indent}`)} {\n${declarations.map((line) => `${indent}  ${line}\n`).join('')}${indent}}\n`;

const colorDeclarations = (colors: SchemeColors) => COLOR_PROPERTIES.map((property) => `${property}: ${colors[property]};`);

/**
 * The theme as a stylesheet an app adds after the kit's: in the kit's tokens
 * layer (as brandTheme.css), `[data-pb-theme='<name>']` for light and
 * `[data-pb-theme='<name>-dark']` for dark (as the kit's `light` and `dark`),
 * every colour in each, and the tokens set by hand in both. The transition
 * length is set only where the user has not asked for reduced motion, so the
 * kit's reduced-motion rule still wins. Every value is the studio's own
 * (hex, px, ms, a listed font), never text a user typed.
 */
export function themeCss(state: StudioState): string {
  const normal = normalizeState(state);
  const { name, brand, tokens } = normal;
  const palette = paletteOf(normal);
  const both = [selector(name), selector(darkThemeName(name))];
  const shared = SHARED_PROPERTIES.filter((property) => property !== '--pb-duration' && tokens[property] !== undefined).map(
    (property) => `${property}: ${tokens[property]};`,
  );
  const parts = [`/* ${EXPORT_HEADER}: theme ${name}, brand ${brand}. */\n@layer patchbay.tokens {\n`];
  if (shared.length) parts.push(block(both, shared, '  '));
  if (tokens['--pb-duration'] !== undefined)
    parts.push(`  @media (prefers-reduced-motion: no-preference) {\n${block(both, [`--pb-duration: ${tokens['--pb-duration']};`], '    ')}  }\n`);
  parts.push(block([selector(name)], colorDeclarations(palette.light), '  '));
  parts.push(block([selector(darkThemeName(name))], colorDeclarations(palette.dark), '  '));
  parts.push('}\n');
  return parts.join('');
}

/**
 * What an app passes to `PatchbayUIProvider` for each scheme: the theme's
 * name (or its dark variant's), and the hosted connect page's light or dark,
 * which the kit cannot tell from a theme of its own name without reading
 * colours at each click.
 */
export function providerSettings(state: StudioState): Record<Scheme, ProviderSettings> {
  const { name } = normalizeState(state);
  return { light: { theme: name, hostedTheme: 'light' }, dark: { theme: darkThemeName(name), hostedTheme: 'dark' } };
}

/**
 * The body of `PATCH /api/v3/org/project/config` that makes the hosted
 * connect page match: its one `accent_color` (`#rrggbb`) is the light
 * palette's brand colour, which the page adjusts for its dark theme as the
 * studio does. The other branding fields (name, logo) are the app's, not the
 * theme's, and are left as they are.
 */
export function brandingRequest(state: StudioState): UpdateProjectConfigRequest {
  const accent = paletteOf(normalizeState(state)).light['--pb-color-primary'];
  return { branding: { accent_color: accent.slice(0, 7) } };
}
