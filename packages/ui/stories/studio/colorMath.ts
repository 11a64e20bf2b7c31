/**
 * Colours as the studio reads, adjusts and writes them: parsed from text a
 * user typed or pasted (hex, rgb(), hsl()), moved in OKLCH so a lighter or
 * darker shade keeps the brand's hue, and written back as hex only, so no
 * input text ever reaches a stylesheet.
 */

/** sRGB channels from 0 to 255 (fractions allowed) and alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** OKLCH: lightness 0-1, chroma (0 for greys, about 0.37 at most in sRGB), hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** HSL: hue in degrees, saturation and lightness from 0 to 1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export type ParsedColor = { ok: true; color: Rgba } | { ok: false; reason: string };

/** Longer text is no colour anyone typed: refused before any pattern runs on it. */
export const MAX_COLOR_LENGTH = 64;

const NOT_A_COLOUR = 'not a colour: use #rrggbb, rgb() or hsl()';

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
/** rgb() and hsl() in both syntaxes: commas (alpha as a fourth value) or spaces (alpha after a slash). */
const FUNCTION = new RegExp(
  String.raw`^(rgba?|hsla?)\(\s*(${NUMBER})(deg|%)?\s*(?:,\s*|\s+)(${NUMBER})(%)?\s*(?:,\s*|\s+)(${NUMBER})(%)?\s*(?:[,/]\s*(${NUMBER})(%)?\s*)?\)$`,
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Reads a colour a user gave: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()` and `hsl()`/`hsla()` in either CSS syntax. Anything else
 * (names, `url(…)`, a `;}` that would end a rule, a huge string, a number
 * out of range) is `{ ok: false }` with the reason; it never throws.
 */
export function parseColor(input: unknown): ParsedColor {
  if (typeof input !== 'string') return { ok: false, reason: NOT_A_COLOUR };
  if (input.length > MAX_COLOR_LENGTH) return { ok: false, reason: `not a colour: longer than ${MAX_COLOR_LENGTH} characters` };
  const text = input.trim().toLowerCase();
  const hex = HEX.exec(text)?.[1];
  if (hex) return { ok: true, color: fromHexDigits(hex) };
  const match = FUNCTION.exec(text);
  if (!match) return { ok: false, reason: NOT_A_COLOUR };
  const [, name = '', first = '', firstUnit, second = '', secondUnit, third = '', thirdUnit, alphaText, alphaUnit] = match;
  const values = [first, second, third].map(Number);
  const alpha = alphaText === undefined ? 1 : Number(alphaText) / (alphaUnit ? 100 : 1);
  if (![...values, alpha].every(Number.isFinite)) return { ok: false, reason: NOT_A_COLOUR };
  const a = clamp(alpha, 0, 1);
  const [x = 0, y = 0, z = 0] = values;
  if (name.startsWith('rgb')) {
    if (firstUnit === 'deg') return { ok: false, reason: NOT_A_COLOUR };
    // A percentage is of 255; CSS clamps channels out of range.
    const channel = (value: number, unit: string | undefined) => clamp(unit === '%' ? (value * 255) / 100 : value, 0, 255);
    return { ok: true, color: { r: channel(x, firstUnit), g: channel(y, secondUnit), b: channel(z, thirdUnit), a } };
  }
  if (firstUnit === '%') return { ok: false, reason: NOT_A_COLOUR };
  const hue = ((x % 360) + 360) % 360;
  return { ok: true, color: { ...hslToRgb({ h: hue, s: clamp(y / 100, 0, 1), l: clamp(z / 100, 0, 1) }), a } };
}

function fromHexDigits(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/** `#rrggbb`, or `#rrggbbaa` when see-through: the only form the studio writes. */
export function toHex({ r, g, b, a }: Rgba): string {
  const byte = (value: number) =>
    Math.round(clamp(value, 0, 255))
      .toString(16)
      .padStart(2, '0');
  const alpha = Math.round(clamp(a, 0, 1) * 255);
  return `#${byte(r)}${byte(g)}${byte(b)}${alpha === 255 ? '' : byte(alpha)}`;
}

/** The same colour rounded to whole channels, as it will be written and shown. */
export const rounded = (color: Rgba): Rgba => fromHexDigits(toHex(color).slice(1));

/** HSL to sRGB (0-255), as CSS defines `hsl()`. */
export function hslToRgb({ h, s, l }: Hsl): Rgba {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a: 1 };
}

/** sRGB to HSL (hue 0 for greys). */
export function rgbToHsl({ r, g, b }: Rgba): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const sector = max === red ? ((green - blue) / d + 6) % 6 : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return { h: sector * 60, s, l };
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (value: number) => 255 * (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055);

/** sRGB to OKLCH (Björn Ottosson's OKLab, in polar form). Alpha is dropped. */
export function rgbToOklch(color: Rgba): Oklch {
  const [r, g, b] = [toLinear(color.r), toLinear(color.g), toLinear(color.b)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(A, B);
  // Below this chroma the hue is rounding noise: call it 0 so greys stay grey.
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c: c < 1e-4 ? 0 : c, h };
}

/** OKLCH to linear sRGB, possibly outside 0-1 (out of gamut). */
function oklchToLinear({ l: L, c, h }: Oklch): [number, number, number] {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (linear: readonly number[]) => linear.every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

/**
 * OKLCH to sRGB. A colour sRGB cannot show loses chroma (found by bisection)
 * until it can: its lightness and hue stay, which is what a brand's shade
 * must keep.
 */
export function oklchToRgb(color: Oklch): Rgba {
  const l = clamp(color.l, 0, 1);
  let c = Math.max(0, color.c);
  if (!inGamut(oklchToLinear({ l, c, h: color.h }))) {
    let low = 0;
    let high = c;
    for (let step = 0; step < 24; step++) {
      const middle = (low + high) / 2;
      if (inGamut(oklchToLinear({ l, c: middle, h: color.h }))) low = middle;
      else high = middle;
    }
    c = low;
  }
  const [r, g, b] = oklchToLinear({ l, c, h: color.h }).map((channel) => clamp(fromLinear(clamp(channel, 0, 1)), 0, 255)) as [number, number, number];
  return { r, g, b, a: 1 };
}

/**
 * `color-mix(in srgb, a p%, b)` of two opaque colours: CSS mixes the
 * gamma-encoded channels, so this is what the browser paints.
 */
export function mixSrgb(a: Rgba, weightOfA: number, b: Rgba): Rgba {
  const w = clamp(weightOfA, 0, 1);
  return { r: a.r * w + b.r * (1 - w), g: a.g * w + b.g * (1 - w), b: a.b * w + b.b * (1 - w), a: a.a * w + b.a * (1 - w) };
}

/** `top` painted over an opaque `bottom`, by its alpha. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = clamp(top.a, 0, 1);
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}
