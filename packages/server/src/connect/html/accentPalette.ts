import { AA_NON_TEXT, AA_TEXT, BLACK, contrastRatio, parseHex, readableTextOn, relativeLuminance, toHex, WHITE } from './contrast';

/** The colours a page draws with the app's accent, each meeting WCAG AA on the page. */
export interface AccentPalette {
  /** Primary button and focus ring: at least 3:1 against every surface. */
  accent: string;
  /** Text on the button: black or white, at least 4.5:1 on `accent`. */
  accentText: string;
  /** The button under the pointer: as legible as `accent`, or `accent` itself. */
  accentHover: string;
  /** Links: at least 4.5:1 against every surface. */
  link: string;
}

type Hsl = [h: number, s: number, l: number];

function toHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? ((g - b) / d + (g < b ? 6 : 0)) / 6 : max === g ? ((b - r) / d + 2) / 6 : ((r - g) / d + 4) / 6;
  return [h, s, l];
}

function fromHsl([h, s, l]: Hsl): string {
  if (s === 0) return toHex([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

const STEP = 0.005;

/**
 * `color` with its lightness moved, in small steps in `direction`, until it
 * passes; hue and saturation stay, so the brand still reads. Black and
 * white are the last resort.
 */
function shiftUntil(color: string, direction: 'darker' | 'lighter', passes: (candidate: string) => boolean): string {
  if (passes(color)) return color;
  const [h, s, l] = toHsl(color);
  const sign = direction === 'darker' ? -1 : 1;
  for (let next = l + sign * STEP; next > 0 && next < 1; next += sign * STEP) {
    const candidate = fromHsl([h, s, next]);
    if (passes(candidate)) return candidate;
  }
  return direction === 'darker' ? BLACK : WHITE;
}

const leastContrast = (color: string, surfaces: readonly string[]) => Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));

/**
 * The accent as a page of `surfaces` (its card and background colours) can
 * use it: moved away from the surfaces' lightness until the button stands
 * out (3:1, WCAG 1.4.11) and its black or white text reads (4.5:1, 1.4.3);
 * links get a variant that reads as text (4.5:1).
 */
export function accentPalette(accent: string, surfaces: readonly string[]): AccentPalette {
  const lightPage = Math.min(...surfaces.map(relativeLuminance)) > 0.18;
  const away = lightPage ? 'darker' : 'lighter';
  const button = shiftUntil(
    toHex(parseHex(accent)),
    away,
    (c) => leastContrast(c, surfaces) >= AA_NON_TEXT && contrastRatio(readableTextOn(c), c) >= AA_TEXT,
  );
  const accentText = readableTextOn(button);
  const link = shiftUntil(button, away, (c) => leastContrast(c, surfaces) >= AA_TEXT);
  return { accent: button, accentText, accentHover: hoverOf(button, accentText, surfaces), link };
}

const HOVER_SHIFT = 0.07;

/** A visibly different shade, toward more contrast with the text first; the button itself when no shade keeps AA. */
function hoverOf(button: string, text: string, surfaces: readonly string[]): string {
  const [h, s, l] = toHsl(button);
  const towardText = text === WHITE ? -1 : 1;
  for (const sign of [towardText, -towardText]) {
    const candidate = fromHsl([h, s, Math.min(1, Math.max(0, l + sign * HOVER_SHIFT))]);
    if (candidate !== button && leastContrast(candidate, surfaces) >= AA_NON_TEXT && contrastRatio(text, candidate) >= AA_TEXT) return candidate;
  }
  return button;
}
