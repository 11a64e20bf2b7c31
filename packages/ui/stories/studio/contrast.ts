import { composite, type Rgba } from './colorMath';

/** WCAG 2.x AA: text needs 4.5:1 (1.4.3); component boundaries, icons and focus rings 3:1 (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** One gamma-encoded sRGB channel (0-255) made linear, as WCAG 2.x defines it (the sRGB threshold 0.04045). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x): 0 for black, 1 for white. Alpha is not read: flatten a see-through colour first. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (WCAG 2.x) of `foreground` on `background`, from 1 (the same)
 * to 21 (black on white). A see-through foreground is painted over the
 * background first, as it is on screen; the background is taken as opaque.
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const shown = foreground.a < 1 ? composite(foreground, { ...background, a: 1 }) : foreground;
  const [light, dark] = [relativeLuminance(shown), relativeLuminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
