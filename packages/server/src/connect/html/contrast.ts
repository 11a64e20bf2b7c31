/** WCAG 2.x colour contrast, for colours written as '#rrggbb'. */

/** Red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`'${hex}' is not a colour as #rrggbb`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** One sRGB channel (0-255) made linear, as WCAG 2.x defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x): 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (WCAG 2.x), from 1 (the same) to 21 (black on white); symmetric. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** Black or white, whichever contrasts more with `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** WCAG 2.x AA: text needs 4.5:1 (1.4.3); buttons, borders and focus rings 3:1 (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
