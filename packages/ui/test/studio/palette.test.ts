import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColor, rgbToOklch, toHex, type Rgba } from '../../stories/studio/colorMath';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '../../stories/studio/contrast';
import {
  DEFAULT_BRAND,
  GENERATION_ORDER,
  PAIRS,
  checkPalette,
  editsToReach,
  generateColors,
  generatePalette,
  type PairCheck,
  type Palette,
} from '../../stories/studio/palette';
import { COLOR_PROPERTIES } from '../../stories/studio/studioTokens';

const color = (text: string): Rgba => {
  const parsed = parseColor(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.color;
};
const hueOf = (text: string) => rgbToOklch(color(text)).h;
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const lowest = (checks: PairCheck[]) => checks.reduce((low, each) => (each.ratio < low.ratio ? each : low));

/** The pale yellow, the pure red and the near-black that each fail somewhere as they are. */
const HARD_BRANDS = ['#fff59d', '#ff0000', '#111111'];

/** Every pair of both schemes passes AA, each ratio measured again here from the colours the check reports. */
function expectAllPass(palette: Palette) {
  const checks = checkPalette(palette);
  // 48 pairs a scheme.
  expect(PAIRS).toHaveLength(48);
  expect(checks).toHaveLength(PAIRS.length * 2);
  for (const check of checks) {
    const again = contrastRatio(color(check.foregroundColor), color(check.backgroundColor));
    expect(check.ratio).toBeCloseTo(again, 10);
    expect(check.minimum).toBe(PAIRS.find(({ use }) => use === check.use)!.minimum);
    expect(check.ratio, `${check.scheme}: ${check.foreground} on ${check.background}`).toBeGreaterThanOrEqual(check.minimum);
    expect(check.passes).toBe(true);
  }
  return checks;
}

describe('generatePalette', () => {
  it.each(HARD_BRANDS)('%s: every pair of the light and the dark palette passes AA', (brand) => {
    const palette = generatePalette(brand);
    const checks = expectAllPass(palette);
    for (const scheme of ['light', 'dark'] as const) {
      const mine = checks.filter((check) => check.scheme === scheme);
      // The tightest pair is right at its minimum: the palette moves colours no further than AA needs.
      expect(lowest(mine).ratio).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(lowest(mine).ratio).toBeLessThan(AA_NON_TEXT + 0.15);
      const text = mine.filter((check) => check.minimum === AA_TEXT);
      expect(lowest(text).ratio).toBeGreaterThanOrEqual(AA_TEXT);
      // Text too: the tightest is muted text on the selected row, or the brand on its tint (4.51 to 4.54 for these).
      expect(lowest(text).ratio).toBeLessThan(AA_TEXT + 0.05);
      // Every colour is a colour, written as the kit's tokens are.
      for (const property of COLOR_PROPERTIES) expect(palette[scheme][property]).toMatch(/^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/);
    }
  });

  it('moves the brand only as far as AA needs, keeping its hue', () => {
    // The pale yellow cannot be a link on white: darkened to 4.5:1, still yellow. On dark it passes as it is.
    const yellow = generatePalette('#fff59d');
    const asText = checkPalette(yellow).filter(
      (check) => check.scheme === 'light' && check.foreground === '--pb-color-primary' && check.minimum === AA_TEXT,
    );
    expect(lowest(asText).ratio).toBeGreaterThanOrEqual(4.5);
    expect(lowest(asText).ratio).toBeLessThan(4.6);
    expect(hueDistance(hueOf(yellow.light['--pb-color-primary']), hueOf('#fff59d'))).toBeLessThan(6);
    expect(yellow.dark['--pb-color-primary']).toBe('#fff59d');
    // White text on pure red is 4.0:1: the light red is darker, the dark one keeps the red with dark text.
    const red = generatePalette('#ff0000');
    expect(red.light['--pb-color-primary']).not.toBe('#ff0000');
    expect(hueDistance(hueOf(red.light['--pb-color-primary']), hueOf('#ff0000'))).toBeLessThan(3);
    expect(contrastRatio(color(red.light['--pb-color-primary-text']), color(red.light['--pb-color-primary']))).toBeGreaterThanOrEqual(4.5);
    // The near-black is lightened on dark surfaces, and kept on light ones.
    const black = generatePalette('#111111');
    expect(black.light['--pb-color-primary']).toBe('#111111');
    expect(rgbToOklch(color(black.dark['--pb-color-primary'])).l).toBeGreaterThan(0.5);
    // A brand that passes as it is stays exactly as given.
    expect(generatePalette('#4f46e5').light['--pb-color-primary']).toBe('#4f46e5');
  });

  it('passes AA for any brand colour', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        expectAllPass(generatePalette(toHex({ r, g, b, a: 1 })));
      }),
      { numRuns: 25 },
    );
  });

  it('keeps the status colours their own hue, whatever the brand', () => {
    for (const brand of HARD_BRANDS) {
      const palette = generatePalette(brand);
      for (const scheme of ['light', 'dark'] as const) {
        expect(hueDistance(hueOf(palette[scheme]['--pb-color-danger']), 25)).toBeLessThan(15);
        expect(hueDistance(hueOf(palette[scheme]['--pb-color-success']), 150)).toBeLessThan(15);
      }
    }
  });

  it('makes the hover shade differ from the brand, with the text on it still readable', () => {
    for (const brand of [...HARD_BRANDS, DEFAULT_BRAND])
      for (const scheme of ['light', 'dark'] as const) {
        const colors = generatePalette(brand)[scheme];
        expect(colors['--pb-color-primary-hover'], `${brand} ${scheme}`).not.toBe(colors['--pb-color-primary']);
      }
  });

  it('gives each caller its own copy', () => {
    const first = generateColors('#ff0000', 'light');
    first['--pb-color-text'] = 'changed';
    expect(generateColors('#ff0000', 'light')['--pb-color-text']).toMatch(/^#[0-9a-f]{6}$/);
    const edits = editsToReach('#ff0000', 'light', generateColors('#ff0000', 'light', { '--pb-color-bg': '#ffffff' }));
    edits['--pb-color-bg'] = 'changed';
    expect(editsToReach('#ff0000', 'light', generateColors('#ff0000', 'light', { '--pb-color-bg': '#ffffff' }))).toEqual({
      '--pb-color-bg': '#ffffff',
    });
  });

  it('falls back to the kit brand for something that is not a colour', () => {
    expect(generatePalette('url(x);}')).toEqual(generatePalette(DEFAULT_BRAND));
  });
});

describe('PAIRS', () => {
  /** `foreground on background`, as checkPalette names them. */
  const named = new Set(checkPalette(generatePalette(DEFAULT_BRAND)).map((check) => `${check.foreground} on ${check.background} ${check.minimum}`));
  const SELECTED_ACTIVE = 'color-mix(in srgb, --pb-color-primary-soft 88%, --pb-color-primary)';

  it.each([
    // The dialog's status line: its text and the reason under it on each tone's tint (connectModal.css, shared.css).
    ['--pb-color-text', '--pb-color-success-soft', AA_TEXT],
    ['--pb-color-text-muted', '--pb-color-success-soft', AA_TEXT],
    ['--pb-color-text-muted', '--pb-color-warning-soft', AA_TEXT],
    ['--pb-color-text-muted', '--pb-color-danger-soft', AA_TEXT],
    // A selected picker row's description, at rest and under the pointer (toolkitPicker.css).
    ['--pb-color-text-muted', '--pb-color-primary-soft', AA_TEXT],
    ['--pb-color-text-muted', SELECTED_ACTIVE, AA_TEXT],
    // The dropzone's browse link and the approval card's toggles on the muted surface (fileDropzone.css, toolApproval.css).
    ['--pb-color-primary', '--pb-color-surface-muted', AA_TEXT],
    ['--pb-color-primary-hover', '--pb-color-surface-muted', AA_TEXT],
    // The check mark of the selected row under the pointer, and the focus ring on the health banner.
    ['--pb-color-primary', SELECTED_ACTIVE, AA_NON_TEXT],
    ['--pb-color-focus', '--pb-color-warning-soft', AA_NON_TEXT],
  ])('checks %s on %s (%s:1)', (foreground, background, minimum) => {
    expect(named).toContain(`${foreground} on ${background} ${minimum}`);
  });
});

describe('edits', () => {
  it('are kept as given, and the tokens after them fitted around them', () => {
    const colors = generateColors('#ff0000', 'light', { '--pb-color-surface': '#fff8e1', '--pb-color-bg': '#ffecb3' });
    expect(colors['--pb-color-surface']).toBe('#fff8e1');
    expect(colors['--pb-color-bg']).toBe('#ffecb3');
    expectAllPass({ light: colors, dark: generateColors('#ff0000', 'dark') });
  });

  it('that break a pair are reported with the ratio', () => {
    const light = generateColors('#ff0000', 'light', { '--pb-color-surface': '#ffffff', '--pb-color-text-muted': '#777777' });
    const checks = checkPalette({ light, dark: generateColors('#ff0000', 'dark') });
    const failing = checks.filter((check) => !check.passes);
    // Muted text fails on every surface, every tint and the selected row: on white it is the well-known 4.48:1.
    expect(failing.map((check) => `${check.scheme} ${check.foreground}`)).toEqual(Array(9).fill('light --pb-color-text-muted'));
    const onSurface = failing.filter((check) => check.background === '--pb-color-surface');
    expect(onSurface).toEqual([
      expect.objectContaining({
        scheme: 'light',
        foreground: '--pb-color-text-muted',
        background: '--pb-color-surface',
        foregroundColor: '#777777',
        backgroundColor: '#ffffff',
        minimum: 4.5,
        passes: false,
      }),
    ]);
    expect(onSurface[0]!.ratio).toBeCloseTo(4.478, 3);
  });

  it('an unreadable colour fails its pairs at 1:1, without throwing', () => {
    const palette = generatePalette('#ff0000');
    const checks = checkPalette({ ...palette, dark: { ...palette.dark, '--pb-color-text': 'nope' } });
    const broken = checks.filter((check) => check.scheme === 'dark' && check.foreground === '--pb-color-text');
    expect(broken.length).toBeGreaterThan(0);
    for (const check of broken) expect(check).toMatchObject({ ratio: 1, passes: false });
  });

  it('editsToReach finds the fewest edits that give a palette', () => {
    expect(editsToReach('#ff0000', 'dark', generateColors('#ff0000', 'dark'))).toEqual({});
    const edits = { '--pb-color-surface': '#fff8e1', '--pb-color-primary-text': '#000000' };
    const colors = generateColors('#ff0000', 'light', edits);
    expect(editsToReach('#ff0000', 'light', colors)).toEqual(edits);
    // An edit equal to what would be made anyway is none.
    expect(editsToReach('#ff0000', 'light', generateColors('#ff0000', 'light', { '--pb-color-text': colors['--pb-color-text'] }))).toEqual({});
  });

  it('the generation order makes each colour token once', () => {
    expect([...GENERATION_ORDER].sort()).toEqual([...COLOR_PROPERTIES].sort());
  });
});
