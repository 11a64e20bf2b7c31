import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accentPalette } from '../src/connect/html/accentPalette';
import { contrastRatio, parseHex, readableTextOn, relativeLuminance } from '../src/connect/html/contrast';
import { DEFAULT_ACCENTS, SURFACES } from '../src/connect/html/themeStyles';

const THEMES = ['light', 'dark'] as const;
const surfacesOf = (theme: (typeof THEMES)[number]) => [SURFACES[theme].card, SURFACES[theme].bg];
const leastContrast = (color: string, surfaces: string[]) => Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));

describe('WCAG 2.x contrast', () => {
  it('relative luminance: black 0, white 1, sRGB grey per the formula', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
    // Green weighs most, blue least.
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
  });

  it('contrast ratio: 21 for black on white, 1 for a colour on itself, symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#5c7cfa', '#5c7cfa')).toBe(1);
    // The well-known AA boundary: #767676 passes on white, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    // The old dark button: white on #5c7cfa.
    expect(contrastRatio('#ffffff', '#5c7cfa')).toBeCloseTo(3.67, 2);
  });

  it('black or white text, whichever contrasts more', () => {
    expect(readableTextOn('#5c7cfa')).toBe('#000000');
    expect(readableTextOn('#3b5bdb')).toBe('#ffffff');
    expect(readableTextOn('#777777')).toBe('#000000');
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });

  it('refuses anything but #rrggbb', () => {
    for (const bad of ['red', '#fff', '#12345g', '123456', '#1234567', '']) expect(() => parseHex(bad)).toThrow(TypeError);
  });
});

describe('the page colours themselves meet AA', () => {
  it.each(THEMES)('%s: text, muted and danger read on the card and the background', (theme) => {
    const colours = SURFACES[theme];
    for (const text of [colours.text!, colours.muted!, colours.danger!]) expect(leastContrast(text, surfacesOf(theme))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.danger!, colours['danger-bg']!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('accentPalette', () => {
  /** Every promise of the palette, on `theme`'s surfaces. */
  function expectAA(accent: string, theme: (typeof THEMES)[number]) {
    const surfaces = surfacesOf(theme);
    const palette = accentPalette(accent, surfaces);
    const label = `${accent} in ${theme}: ${JSON.stringify(palette)}`;
    expect(leastContrast(palette.accent, surfaces), label).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette.accentText, palette.accent), label).toBeGreaterThanOrEqual(4.5);
    expect(['#000000', '#ffffff'], label).toContain(palette.accentText);
    expect(leastContrast(palette.accentHover, surfaces), label).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette.accentText, palette.accentHover), label).toBeGreaterThanOrEqual(4.5);
    expect(leastContrast(palette.link, surfaces), label).toBeGreaterThanOrEqual(4.5);
    return palette;
  }

  it.each(THEMES)('the default accent in %s', (theme) => {
    const palette = expectAA(DEFAULT_ACCENTS[theme], theme);
    // Already AA: kept as it is, the text colour chosen for it.
    expect(palette.accent).toBe(DEFAULT_ACCENTS[theme]);
  });

  it('the dark default gets black text, not the white that read at 3.67:1', () => {
    expect(accentPalette(DEFAULT_ACCENTS.dark, surfacesOf('dark'))).toMatchObject({ accent: '#5c7cfa', accentText: '#000000' });
  });

  it.each(THEMES.flatMap((theme) => ['#ffffff', '#000000', '#777777'].map((accent) => [accent, theme] as const)))(
    'a hostile accent %s in %s is made AA',
    (accent, theme) => {
      expectAA(accent, theme);
    },
  );

  it('moves only the lightness: white on a light page becomes a grey, black on a dark page too', () => {
    for (const [accent, theme] of [
      ['#ffffff', 'light'],
      ['#000000', 'dark'],
    ] as const) {
      const [r, g, b] = parseHex(accentPalette(accent, surfacesOf(theme)).accent);
      expect(r).toBe(g);
      expect(g).toBe(b);
      expect(r).toBeGreaterThan(0);
      expect(r).toBeLessThan(255);
    }
  });

  it('keeps an accent that passes, whatever its text needs', () => {
    expect(accentPalette('#c2410c', surfacesOf('light')).accent).toBe('#c2410c');
    expect(accentPalette('#777777', surfacesOf('dark')).accent).toBe('#777777');
  });

  it('meets AA for any colour, in both themes', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, fc.constantFrom(...THEMES), (accent, theme) => {
        expectAA(accent, theme);
      }),
      { numRuns: 300 },
    );
  });
});
