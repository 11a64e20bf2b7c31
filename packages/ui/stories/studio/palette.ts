import { mixSrgb, oklchToRgb, parseColor, rgbToOklch, rounded, toHex, type Oklch, type Rgba } from './colorMath';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { COLOR_PROPERTIES, type ColorProperty } from './studioTokens';

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** Every colour token of one scheme, as `#rrggbb` (`#rrggbbaa` for the overlay). */
export type SchemeColors = Record<ColorProperty, string>;

/** A whole theme's colours: what `[data-pb-theme='<name>']` and its dark variant set. */
export interface Palette {
  light: SchemeColors;
  dark: SchemeColors;
}

/** Colours set by hand, which the rest of the palette is fitted around. */
export type ColorEdits = Partial<Record<ColorProperty, string>>;

/** The kit's own brand colour (tokens.css), used when the one given is not a colour. */
export const DEFAULT_BRAND = '#4f46e5';

/** A colour a pair reads: a token, or a `color-mix(in srgb, …)` of two that a stylesheet paints. */
export type ColorRef = ColorProperty | { mix: ColorProperty; weight: number; with: ColorProperty };

/** Two colours the kit shows one on the other, and the contrast WCAG AA asks of them. */
export interface PairRule {
  foreground: ColorRef;
  background: ColorRef;
  minimum: number;
  /** Where the kit shows them. */
  use: string;
}

const SURFACES = ['--pb-color-surface', '--pb-color-bg', '--pb-color-surface-muted', '--pb-color-surface-hover'] as const;
/** The tints a status line, a file or a pill draws on (`--pb-tone-soft`, shared.css). */
const TONE_SOFTS = ['--pb-color-primary-soft', '--pb-color-success-soft', '--pb-color-warning-soft', '--pb-color-danger-soft'] as const;
/** The toolkit picker's selected row under the pointer (toolkitPicker.css). */
const SELECTED_ACTIVE: ColorRef = { mix: '--pb-color-primary-soft', weight: 0.88, with: '--pb-color-primary' };
/** A status pill's text, leaned toward the body text (shared.css). */
const pillText = (tone: ColorProperty): ColorRef => ({ mix: tone, weight: 0.8, with: '--pb-color-text' });

const text = (foreground: ColorRef, background: ColorRef, use: string): PairRule => ({ foreground, background, minimum: AA_TEXT, use });
const nonText = (foreground: ColorRef, background: ColorRef, use: string): PairRule => ({ foreground, background, minimum: AA_NON_TEXT, use });

/** Every pair the kit's stylesheets show together that WCAG AA applies to. */
export const PAIRS: readonly PairRule[] = [
  ...SURFACES.map((surface) => text('--pb-color-text', surface, 'body text')),
  text('--pb-color-text', '--pb-color-primary-soft', 'a selected row'),
  text('--pb-color-text', SELECTED_ACTIVE, 'a selected row under the pointer'),
  text('--pb-color-text', '--pb-color-success-soft', "the dialog's status line once connected"),
  text('--pb-color-text', '--pb-color-warning-soft', 'the connection health banner'),
  text('--pb-color-text', '--pb-color-danger-soft', 'an error notice'),
  ...SURFACES.map((surface) => text('--pb-color-text-muted', surface, 'descriptions, hints, ghost buttons')),
  // The reason under the dialog's status line sits on its tone's tint (connectModal.css, shared.css).
  ...TONE_SOFTS.map((soft) => text('--pb-color-text-muted', soft, "the reason under the dialog's status line")),
  text('--pb-color-text-muted', SELECTED_ACTIVE, 'the description of a selected row under the pointer'),
  text('--pb-color-primary', '--pb-color-surface', 'links and the back button'),
  text('--pb-color-primary', '--pb-color-bg', 'links and the back button'),
  text('--pb-color-primary', '--pb-color-surface-muted', "the dropzone's browse link, a toggle under JSON"),
  text('--pb-color-primary', '--pb-color-primary-soft', 'the dropzone icon and brand text on a tint'),
  text('--pb-color-primary-hover', '--pb-color-surface', 'a link under the pointer'),
  text('--pb-color-primary-hover', '--pb-color-surface-muted', "the dropzone's browse link under the pointer"),
  text('--pb-color-primary-text', '--pb-color-primary', 'a primary button'),
  text('--pb-color-primary-text', '--pb-color-primary-hover', 'a primary button under the pointer'),
  text('--pb-color-danger', '--pb-color-surface', 'errors and the delete button'),
  text('--pb-color-danger', '--pb-color-bg', 'errors and the delete button'),
  text('--pb-color-danger', '--pb-color-danger-soft', 'the delete button under the pointer, error icons'),
  text('--pb-color-bg', '--pb-color-danger', 'a danger button'),
  text('--pb-color-success', '--pb-color-surface', 'an active trigger'),
  text('--pb-color-warning', '--pb-color-surface', 'an ability that deletes'),
  text(pillText('--pb-color-primary'), '--pb-color-primary-soft', 'an info pill'),
  text(pillText('--pb-color-success'), '--pb-color-success-soft', 'a success pill'),
  text(pillText('--pb-color-warning'), '--pb-color-warning-soft', 'a warning pill'),
  text(pillText('--pb-color-danger'), '--pb-color-danger-soft', 'a danger pill'),
  text(pillText('--pb-color-text-muted'), '--pb-color-surface-muted', 'a neutral pill'),
  nonText('--pb-color-success', '--pb-color-success-soft', 'a success status icon'),
  nonText('--pb-color-warning', '--pb-color-warning-soft', 'a warning status icon, the banner border'),
  nonText('--pb-color-border-strong', '--pb-color-surface', 'the border of a field, button or checkbox'),
  nonText('--pb-color-border-strong', '--pb-color-bg', 'the border of a field, button or checkbox'),
  ...SURFACES.map((surface) => nonText('--pb-color-focus', surface, 'the focus ring')),
  nonText('--pb-color-focus', SELECTED_ACTIVE, 'the focus ring inside a selected row'),
  nonText('--pb-color-focus', '--pb-color-warning-soft', "the focus ring of the health banner's buttons"),
  nonText('--pb-color-primary', SELECTED_ACTIVE, 'the check mark of a selected row under the pointer'),
];

/** One pair of a palette, measured. */
export interface PairCheck {
  scheme: Scheme;
  /** The token, or the `color-mix()` the stylesheet paints. */
  foreground: string;
  background: string;
  foregroundColor: string;
  backgroundColor: string;
  ratio: number;
  minimum: number;
  passes: boolean;
  use: string;
}

const refsOf = (ref: ColorRef): ColorProperty[] => (typeof ref === 'string' ? [ref] : [ref.mix, ref.with]);
const nameOf = (ref: ColorRef): string =>
  typeof ref === 'string' ? ref : `color-mix(in srgb, ${ref.mix} ${Math.round(ref.weight * 100)}%, ${ref.with})`;

function colorOf(ref: ColorRef, colors: Partial<Record<ColorProperty, Rgba>>): Rgba | undefined {
  if (typeof ref === 'string') return colors[ref];
  const [a, b] = [colors[ref.mix], colors[ref.with]];
  return a && b ? rounded(mixSrgb(a, ref.weight, b)) : undefined;
}

const readColor = (value: string): Rgba | undefined => {
  const parsed = parseColor(value);
  return parsed.ok ? parsed.color : undefined;
};

/**
 * Every pair of `palette` with its contrast ratio, the minimum WCAG AA asks
 * (4.5 for text, 3 for boundaries, icons and focus rings) and whether it
 * passes; both schemes, light first. The ratio is not rounded: 4.49 fails.
 */
export function checkPalette(palette: Palette): PairCheck[] {
  return SCHEMES.flatMap((scheme) => {
    const colors: Partial<Record<ColorProperty, Rgba>> = {};
    for (const property of COLOR_PROPERTIES) colors[property] = readColor(palette[scheme][property]);
    return PAIRS.map((pair): PairCheck => {
      const foreground = colorOf(pair.foreground, colors);
      const background = colorOf(pair.background, colors);
      // An unreadable colour is a failing pair (ratio 1), never a crash: the studio shows it.
      const ratio = foreground && background ? contrastRatio(foreground, background) : 1;
      return {
        scheme,
        foreground: nameOf(pair.foreground),
        background: nameOf(pair.background),
        foregroundColor: foreground ? toHex(foreground) : palette[scheme][refsOf(pair.foreground)[0]!],
        backgroundColor: background ? toHex(background) : palette[scheme][refsOf(pair.background)[0]!],
        ratio,
        minimum: pair.minimum,
        passes: ratio >= pair.minimum,
        use: pair.use,
      };
    });
  });
}

/** Foregrounds move away from the surfaces to gain contrast; tints (backgrounds) away from the text. */
type Role = 'foreground' | 'background';

interface Recipe {
  role: Role;
  /** Where the search starts, from the brand's OKLCH. */
  start: (brand: Oklch, scheme: Scheme) => Oklch;
}

/** A quiet colour of the brand's hue: surfaces and text keep a trace of it. */
const tinted = (l: number, maxChroma: number) => (brand: Oklch) => ({ l, c: Math.min(brand.c, maxChroma), h: brand.h });
const byScheme = (light: (brand: Oklch) => Oklch, dark: (brand: Oklch) => Oklch) => (brand: Oklch, scheme: Scheme) =>
  scheme === 'light' ? light(brand) : dark(brand);
/** A status colour: its own hue whatever the brand, so red still means danger. */
const status = (l: number, c: number, h: number) => () => ({ l, c, h });

const HOVER_SHIFT = 0.07;

/** How the tokens fitted by lightness are made. */
const RECIPES: Partial<Record<ColorProperty, Recipe>> = {
  '--pb-color-surface': { role: 'background', start: byScheme(tinted(0.995, 0.004), tinted(0.215, 0.012)) },
  '--pb-color-bg': { role: 'background', start: byScheme(tinted(0.98, 0.008), tinted(0.17, 0.012)) },
  '--pb-color-surface-muted': { role: 'background', start: byScheme(tinted(0.965, 0.01), tinted(0.245, 0.014)) },
  '--pb-color-surface-hover': { role: 'background', start: byScheme(tinted(0.945, 0.014), tinted(0.275, 0.016)) },
  '--pb-color-text': { role: 'foreground', start: byScheme(tinted(0.22, 0.02), tinted(0.95, 0.01)) },
  '--pb-color-text-muted': { role: 'foreground', start: byScheme(tinted(0.5, 0.03), tinted(0.76, 0.025)) },
  '--pb-color-border': { role: 'foreground', start: byScheme(tinted(0.91, 0.015), tinted(0.31, 0.015)) },
  '--pb-color-border-strong': { role: 'foreground', start: byScheme(tinted(0.74, 0.02), tinted(0.45, 0.02)) },
  '--pb-color-primary-soft': { role: 'background', start: byScheme(tinted(0.95, 0.045), tinted(0.3, 0.06)) },
  // The brand itself, kept as given wherever it already passes.
  '--pb-color-primary': { role: 'foreground', start: (brand) => brand },
  '--pb-color-focus': { role: 'foreground', start: (brand) => brand },
  '--pb-color-success-soft': { role: 'background', start: byScheme(status(0.96, 0.03, 150), status(0.26, 0.04, 150)) },
  '--pb-color-success': { role: 'foreground', start: byScheme(status(0.5, 0.13, 150), status(0.8, 0.15, 150)) },
  '--pb-color-warning-soft': { role: 'background', start: byScheme(status(0.965, 0.03, 75), status(0.26, 0.04, 75)) },
  '--pb-color-warning': { role: 'foreground', start: byScheme(status(0.55, 0.13, 60), status(0.82, 0.14, 80)) },
  '--pb-color-danger-soft': { role: 'background', start: byScheme(status(0.96, 0.025, 25), status(0.26, 0.045, 25)) },
  '--pb-color-danger': { role: 'foreground', start: byScheme(status(0.53, 0.19, 27), status(0.72, 0.16, 22)) },
};

/**
 * The order tokens are made in (and edits found in): each is fitted to the
 * pairs it forms with those before it, so a pair's background comes first.
 */
export const GENERATION_ORDER: readonly ColorProperty[] = [
  '--pb-color-surface',
  '--pb-color-bg',
  '--pb-color-surface-muted',
  '--pb-color-surface-hover',
  '--pb-color-text',
  '--pb-color-border',
  '--pb-color-border-strong',
  '--pb-color-primary-soft',
  '--pb-color-primary',
  '--pb-color-primary-text',
  '--pb-color-primary-hover',
  '--pb-color-focus',
  // After the brand: it must read on the selected row, whose tint the brand darkens (or, on dark, lightens).
  '--pb-color-text-muted',
  '--pb-color-success-soft',
  '--pb-color-success',
  '--pb-color-warning-soft',
  '--pb-color-warning',
  '--pb-color-danger-soft',
  '--pb-color-danger',
  '--pb-color-overlay',
];

/** The search's stride in OKLCH lightness, then how finely it closes in on the first shade that passes. */
const STRIDE = 0.02;
const PRECISION = 0.001;

/** The pairs each token is in. */
const PAIRS_OF = new Map(
  COLOR_PROPERTIES.map((property) => [property, PAIRS.filter((pair) => [...refsOf(pair.foreground), ...refsOf(pair.background)].includes(property))]),
);

/** Whether `candidate` for `property` passes every pair it forms with the colours made so far. */
function fits(property: ColorProperty, candidate: Rgba, made: Partial<Record<ColorProperty, Rgba>>): boolean {
  const colors = { ...made, [property]: candidate };
  return (PAIRS_OF.get(property) ?? []).every((pair) => {
    const foreground = colorOf(pair.foreground, colors);
    const background = colorOf(pair.background, colors);
    return !foreground || !background || contrastRatio(foreground, background) >= pair.minimum;
  });
}

/**
 * The first shade from `start` in `direction` (OKLCH lightness, hue kept)
 * that passes: strides until one does, then bisects back to the least move
 * that still passes. Black or white, the last stride, when none does.
 * Colours are rounded to hex before they are measured, so what is written is
 * what passed.
 */
function fitLightness(property: ColorProperty, start: Oklch, direction: 1 | -1, made: Partial<Record<ColorProperty, Rgba>>): Rgba {
  const shade = (l: number) => rounded(oklchToRgb({ ...start, l: Math.min(1, Math.max(0, l)) }));
  const first = shade(start.l);
  if (fits(property, first, made)) return first;
  let failing = start.l;
  for (let step = 1; ; step++) {
    const l = start.l + direction * step * STRIDE;
    const candidate = shade(l);
    if (l <= 0 || l >= 1) return candidate;
    if (!fits(property, candidate, made)) {
      failing = l;
      continue;
    }
    let passing = l;
    let best = candidate;
    while (Math.abs(passing - failing) > PRECISION) {
      const middle = (passing + failing) / 2;
      const between = shade(middle);
      if (fits(property, between, made)) [passing, best] = [middle, between];
      else failing = middle;
    }
    return best;
  }
}

/** Which way a token gains contrast: foregrounds darker on light surfaces and tints lighter; the reverse on dark. */
const directionOf = (role: Role, scheme: Scheme): 1 | -1 => ((role === 'foreground') === (scheme === 'light') ? -1 : 1);

/** One token made from the brand and the tokens made before it. */
function makeToken(property: ColorProperty, brand: Oklch, scheme: Scheme, made: Partial<Record<ColorProperty, Rgba>>): Rgba {
  const recipe = RECIPES[property];
  if (recipe) {
    const start = recipe.start(brand, scheme);
    return fitLightness(property, start, directionOf(recipe.role, scheme), made);
  }
  const primary = made['--pb-color-primary'] ?? oklchToRgb(brand);
  if (property === '--pb-color-primary-text') {
    // White or a near-black of the brand's hue, whichever reads better on the brand.
    const candidates = [rounded(oklchToRgb({ l: 1, c: 0, h: 0 })), rounded(oklchToRgb({ l: 0.18, c: Math.min(brand.c, 0.02), h: brand.h }))];
    return candidates.reduce((best, each) => (contrastRatio(each, primary) > contrastRatio(best, primary) ? each : best));
  }
  if (property === '--pb-color-primary-hover') return hoverOf(primary, made);
  // The backdrop: a dark veil of the brand's hue, see-through as the kit's.
  const veil = rounded(oklchToRgb(scheme === 'light' ? { l: 0.2, c: Math.min(brand.c, 0.02), h: brand.h } : { l: 0, c: 0, h: 0 }));
  return { ...veil, a: scheme === 'light' ? 115 / 255 : 153 / 255 };
}

/** A visibly different shade of the brand, away from its text first (more contrast); the brand itself when no shade keeps AA. */
function hoverOf(primary: Rgba, made: Partial<Record<ColorProperty, Rgba>>): Rgba {
  const onBrand = made['--pb-color-primary-text'];
  const base = rgbToOklch(primary);
  const awayFromText = onBrand && rgbToOklch(onBrand).l > base.l ? -1 : 1;
  for (const sign of [awayFromText, -awayFromText]) {
    const candidate = rounded(oklchToRgb({ ...base, l: base.l + sign * HOVER_SHIFT }));
    if (toHex(candidate) !== toHex(primary) && fits('--pb-color-primary-hover', candidate, made)) return candidate;
  }
  return primary;
}

/*
 * The studio asks again for what it has just made (each edit makes the
 * palette, reading a link or a stylesheet makes it again): a few recent
 * answers are kept, keyed by the colours as read, so junk text never becomes
 * a key. Each caller gets a copy.
 */
const CACHE_SIZE = 64;
const recentPalettes = new Map<string, SchemeColors>();
const recentEdits = new Map<string, ColorEdits>();
const cacheKey = (brand: string, scheme: Scheme, colors: ColorEdits) => {
  const hex = (value: string | undefined) => {
    const color = value === undefined ? undefined : readColor(value);
    return color ? toHex(color) : '';
  };
  return `${hex(brand)}|${scheme}|${COLOR_PROPERTIES.map((property) => hex(colors[property])).join(',')}`;
};

/**
 * One scheme's colours from one brand colour: surfaces and text tinted with
 * its hue, the brand and its shades moved in lightness (hue kept) until every
 * pair of `PAIRS` passes AA. `edits` are taken as they are, and the tokens
 * after them are fitted around them; a pair between edits may fail, and
 * `checkPalette` says so.
 */
export function generateColors(brand: string, scheme: Scheme, edits: ColorEdits = {}): SchemeColors {
  const key = cacheKey(brand, scheme, edits);
  const cached = recentPalettes.get(key);
  if (cached) return { ...cached };
  const colors = makeColors(brand, scheme, edits);
  if (recentPalettes.size >= CACHE_SIZE) recentPalettes.delete(recentPalettes.keys().next().value!);
  recentPalettes.set(key, colors);
  return { ...colors };
}

function makeColors(brand: string, scheme: Scheme, edits: ColorEdits): SchemeColors {
  const seed = rgbToOklch(readColor(brand) ?? readColor(DEFAULT_BRAND)!);
  const made: Partial<Record<ColorProperty, Rgba>> = {};
  for (const property of GENERATION_ORDER) {
    const edited = edits[property] === undefined ? undefined : readColor(edits[property]);
    made[property] = edited ? rounded(edited) : makeToken(property, seed, scheme, made);
  }
  return Object.fromEntries(COLOR_PROPERTIES.map((property) => [property, toHex(made[property]!)])) as SchemeColors;
}

/** Both schemes' colours from one brand colour (see `generateColors`). */
export function generatePalette(brand: string, edits: Partial<Record<Scheme, ColorEdits>> = {}): Palette {
  return { light: generateColors(brand, 'light', edits.light), dark: generateColors(brand, 'dark', edits.dark) };
}

/**
 * The fewest edits that make `generateColors(brand, scheme, edits)` give
 * `colors`: each token that differs from what the brand and the tokens
 * before it would make. A theme read back from CSS becomes a brand and edits.
 */
export function editsToReach(brand: string, scheme: Scheme, colors: SchemeColors): ColorEdits {
  const key = cacheKey(brand, scheme, colors);
  const cached = recentEdits.get(key);
  if (cached) return { ...cached };
  const edits = findEdits(brand, scheme, colors);
  if (recentEdits.size >= CACHE_SIZE) recentEdits.delete(recentEdits.keys().next().value!);
  recentEdits.set(key, edits);
  return { ...edits };
}

function findEdits(brand: string, scheme: Scheme, colors: SchemeColors): ColorEdits {
  const seed = rgbToOklch(readColor(brand) ?? readColor(DEFAULT_BRAND)!);
  const made: Partial<Record<ColorProperty, Rgba>> = {};
  const edits: ColorEdits = {};
  for (const property of GENERATION_ORDER) {
    const wanted = readColor(colors[property]);
    const generated = makeToken(property, seed, scheme, made);
    if (wanted && toHex(rounded(wanted)) !== toHex(generated)) edits[property] = toHex(rounded(wanted));
    made[property] = wanted ? rounded(wanted) : generated;
  }
  return edits;
}
