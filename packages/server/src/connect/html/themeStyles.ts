import { accentPalette } from './accentPalette';
import type { PageTheme } from './pageLook';

/** The page's own colours per theme; every text colour meets 4.5:1 on `card` and `bg`. */
export const SURFACES: Record<PageTheme, Record<string, string> & { bg: string; card: string }> = {
  light: {
    bg: '#f4f5f7',
    card: '#ffffff',
    text: '#1b1d23',
    muted: '#5c6270',
    border: '#dde0e6',
    danger: '#c92a2a',
    'danger-bg': '#fff5f5',
    ok: '#2b8a3e',
  },
  dark: {
    bg: '#121317',
    card: '#1c1e24',
    text: '#eceef2',
    muted: '#a3a9b6',
    border: '#2e313a',
    danger: '#ff8787',
    'danger-bg': '#2a1b1d',
    ok: '#69db7c',
  },
};

/** The accent when the project sets none. */
export const DEFAULT_ACCENTS: Record<PageTheme, string> = { light: '#3b5bdb', dark: '#5c7cfa' };

/** The custom properties of one theme, the accent made legible on its surfaces. */
function variables(theme: PageTheme, accent: string | null): string {
  const surfaces = SURFACES[theme];
  const palette = accentPalette(accent ?? DEFAULT_ACCENTS[theme], [surfaces.card, surfaces.bg]);
  const values: Record<string, string> = {
    ...surfaces,
    accent: palette.accent,
    'accent-text': palette.accentText,
    'accent-hover': palette.accentHover,
    link: palette.link,
    focus: palette.accent,
  };
  return `color-scheme: ${theme}; ${Object.entries(values)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ')}`;
}

/**
 * The colour rules of a page: light unless the root says `data-theme="dark"`,
 * or says `"auto"` on a device set to dark. Every value is computed here from
 * checked '#rrggbb' colours, never copied from input.
 */
export function themeStyles(accent: string | null): string {
  const dark = variables('dark', accent);
  return `
:root { ${variables('light', accent)} }
:root[data-theme="dark"] { ${dark} }
@media (prefers-color-scheme: dark) { :root[data-theme="auto"] { ${dark} } }
`;
}
