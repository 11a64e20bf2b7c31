'use client';
import type { HostedTheme } from '@patchbay/react';
import type { ThemeName } from './PatchbayUIProvider';
import { useUISettings } from './PatchbayUIProvider';

/** An opaque colour as computed styles write it ('rgb(r, g, b)' or 'rgba(r, g, b, a)'); null when see-through or unreadable. */
function opaqueRgb(color: string): [number, number, number] | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(color.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : parseFloat(match[4]);
  if (alpha < 0.5) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Below this luminance black text reads worse than white: the surface is dark. */
const DARK_BELOW = 0.18;

/** Light or dark, from the first opaque background at or above `element`. */
function surfaceTheme(element: Element | null): HostedTheme | undefined {
  for (let node = element; node; node = node.parentElement) {
    const rgb = opaqueRgb(getComputedStyle(node).backgroundColor);
    if (rgb) return luminance(rgb) < DARK_BELOW ? 'dark' : 'light';
  }
  return undefined;
}

function deviceTheme(): HostedTheme | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The hosted page's theme, as the kit renders now: the provider's
 * `hostedTheme`, its `theme` when light or dark, the surface behind
 * `element` (a theme of the app's own tokens), else the device's.
 */
export function resolveHostedTheme(
  hostedTheme: HostedTheme | undefined,
  theme: ThemeName | undefined,
  element: Element | null,
): HostedTheme | undefined {
  if (hostedTheme) return hostedTheme;
  // ThemeName also takes any string, so the check does not narrow: name the two by hand.
  if (theme === 'light') return 'light';
  if (theme === 'dark') return 'dark';
  return surfaceTheme(element) ?? deviceTheme();
}

/** Reads the hosted page's theme at the click, from the element that has the focus (the button clicked). */
export function useHostedTheme(): () => HostedTheme | undefined {
  const { hostedTheme, theme } = useUISettings();
  return () => resolveHostedTheme(hostedTheme, theme, document.activeElement);
}
