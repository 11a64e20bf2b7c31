/**
 * The tokens the theme studio edits: the custom properties the kit's
 * stylesheets read (packages/ui/src/styles), grouped as the studio shows
 * them, each with the control that edits it.
 */

/** Every colour a theme sets, light and dark alike (tokens.css sets each in both). */
export const COLOR_PROPERTIES = [
  '--pb-color-primary',
  '--pb-color-primary-hover',
  '--pb-color-primary-text',
  '--pb-color-primary-soft',
  '--pb-color-bg',
  '--pb-color-surface',
  '--pb-color-surface-muted',
  '--pb-color-surface-hover',
  '--pb-color-overlay',
  '--pb-color-text',
  '--pb-color-text-muted',
  '--pb-color-border',
  '--pb-color-border-strong',
  '--pb-color-focus',
  '--pb-color-success',
  '--pb-color-success-soft',
  '--pb-color-warning',
  '--pb-color-warning-soft',
  '--pb-color-danger',
  '--pb-color-danger-soft',
] as const;

/** The tokens light and dark share: shape, spacing, type and motion. */
export const SHARED_PROPERTIES = [
  '--pb-radius-sm',
  '--pb-radius-md',
  '--pb-radius-lg',
  '--pb-space-1',
  '--pb-space-2',
  '--pb-space-3',
  '--pb-space-4',
  '--pb-space-5',
  '--pb-space-6',
  '--pb-row-height',
  '--pb-font-family',
  '--pb-font-size',
  '--pb-font-size-sm',
  '--pb-font-size-lg',
  '--pb-line-height',
  '--pb-duration',
] as const;

export type ColorProperty = (typeof COLOR_PROPERTIES)[number];
export type SharedProperty = (typeof SHARED_PROPERTIES)[number];
export type StudioProperty = ColorProperty | SharedProperty;

export type TokenKind = 'colour' | 'length' | 'number' | 'font' | 'duration';

export type TokenGroup = 'brand' | 'surfaces' | 'text' | 'borders' | 'focus' | 'status' | 'radius' | 'density' | 'font' | 'motion';

/** A font the select offers: `value` is the stack written to `--pb-font-family`. */
export interface FontOption {
  id: string;
  label: string;
  value: string;
}

export type TokenControl =
  /** A colour picker; `alpha` when the token may be see-through (the overlay). */
  | { type: 'colour'; alpha: boolean }
  /** A slider; the value is written with `unit` ('' for a plain number). */
  | { type: 'slider'; min: number; max: number; step: number; unit: 'px' | 'ms' | '' }
  | { type: 'select'; options: readonly FontOption[] };

export interface StudioToken<P extends StudioProperty = StudioProperty> {
  property: P;
  /** The name in links: short, stable, never reused. */
  key: string;
  label: string;
  group: TokenGroup;
  kind: TokenKind;
  control: TokenControl;
}

export interface SharedToken extends StudioToken<SharedProperty> {
  /** The kit's own value (tokens.css), which a theme need not repeat. */
  defaultValue: string;
}

export const FONT_OPTIONS: readonly FontOption[] = [
  { id: 'system', label: 'System', value: 'system-ui, sans-serif' },
  { id: 'avenir', label: 'Avenir', value: "'Avenir Next', Avenir, 'Nunito Sans', system-ui, sans-serif" },
  { id: 'inter', label: 'Inter', value: 'Inter, system-ui, sans-serif' },
  { id: 'humanist', label: 'Humanist', value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  { id: 'serif', label: 'Serif', value: "Georgia, 'Times New Roman', serif" },
  { id: 'mono', label: 'Monospace', value: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace" },
];

const colour = (property: ColorProperty, label: string, group: TokenGroup, alpha = false): StudioToken<ColorProperty> => ({
  property,
  key: property.slice('--pb-color-'.length),
  label,
  group,
  kind: 'colour',
  control: { type: 'colour', alpha },
});

const slider = (
  property: SharedProperty,
  label: string,
  group: TokenGroup,
  kind: 'length' | 'number' | 'duration',
  defaultValue: string,
  [min, max, step]: [number, number, number],
): SharedToken => ({
  property,
  key: property.slice('--pb-'.length),
  label,
  group,
  kind,
  defaultValue,
  control: { type: 'slider', min, max, step, unit: kind === 'length' ? 'px' : kind === 'duration' ? 'ms' : '' },
});

export const COLOR_TOKENS: readonly StudioToken<ColorProperty>[] = [
  colour('--pb-color-primary', 'Brand (buttons, links, selection)', 'brand'),
  colour('--pb-color-primary-hover', 'Brand under the pointer', 'brand'),
  colour('--pb-color-primary-text', 'Text on brand', 'brand'),
  colour('--pb-color-primary-soft', 'Brand tint (selected rows, info)', 'brand'),
  colour('--pb-color-bg', 'Page background', 'surfaces'),
  colour('--pb-color-surface', 'Surface (cards, dialogs, fields)', 'surfaces'),
  colour('--pb-color-surface-muted', 'Muted surface', 'surfaces'),
  colour('--pb-color-surface-hover', 'Surface under the pointer', 'surfaces'),
  colour('--pb-color-overlay', 'Dialog backdrop', 'surfaces', true),
  colour('--pb-color-text', 'Text', 'text'),
  colour('--pb-color-text-muted', 'Muted text', 'text'),
  colour('--pb-color-border', 'Divider', 'borders'),
  colour('--pb-color-border-strong', 'Field and checkbox border', 'borders'),
  colour('--pb-color-focus', 'Focus ring', 'focus'),
  colour('--pb-color-success', 'Success', 'status'),
  colour('--pb-color-success-soft', 'Success tint', 'status'),
  colour('--pb-color-warning', 'Warning', 'status'),
  colour('--pb-color-warning-soft', 'Warning tint', 'status'),
  colour('--pb-color-danger', 'Danger', 'status'),
  colour('--pb-color-danger-soft', 'Danger tint', 'status'),
];

export const SHARED_TOKENS: readonly SharedToken[] = [
  slider('--pb-radius-sm', 'Small radius', 'radius', 'length', '6px', [0, 16, 1]),
  slider('--pb-radius-md', 'Medium radius', 'radius', 'length', '10px', [0, 24, 1]),
  slider('--pb-radius-lg', 'Large radius', 'radius', 'length', '14px', [0, 32, 1]),
  slider('--pb-space-1', 'Space 1', 'density', 'length', '4px', [0, 8, 1]),
  slider('--pb-space-2', 'Space 2', 'density', 'length', '8px', [2, 16, 1]),
  slider('--pb-space-3', 'Space 3', 'density', 'length', '12px', [4, 24, 1]),
  slider('--pb-space-4', 'Space 4', 'density', 'length', '16px', [8, 32, 1]),
  slider('--pb-space-5', 'Space 5', 'density', 'length', '24px', [12, 40, 1]),
  slider('--pb-space-6', 'Space 6', 'density', 'length', '32px', [16, 56, 1]),
  // Not below 44px: the kit's touch targets are 44px.
  slider('--pb-row-height', 'Picker row height', 'density', 'length', '56px', [44, 80, 1]),
  {
    property: '--pb-font-family',
    key: 'font-family',
    label: 'Typeface',
    group: 'font',
    kind: 'font',
    defaultValue: 'system-ui, sans-serif',
    control: { type: 'select', options: FONT_OPTIONS },
  },
  slider('--pb-font-size', 'Body size', 'font', 'length', '14px', [12, 20, 0.5]),
  slider('--pb-font-size-sm', 'Small size', 'font', 'length', '12.5px', [10, 16, 0.5]),
  slider('--pb-font-size-lg', 'Heading size', 'font', 'length', '17px', [14, 28, 0.5]),
  slider('--pb-line-height', 'Line height', 'font', 'number', '1.45', [1.2, 2, 0.05]),
  // Never 0: the dialog's exit waits for animationend (tokens.css keeps 0.01ms for reduced motion).
  slider('--pb-duration', 'Transition length', 'motion', 'duration', '160ms', [20, 600, 10]),
];

/** Every token, in the order the studio shows them. */
export const STUDIO_TOKENS: readonly StudioToken[] = [...COLOR_TOKENS, ...SHARED_TOKENS];

const COLOR_SET: ReadonlySet<string> = new Set(COLOR_PROPERTIES);
const SHARED_SET: ReadonlySet<string> = new Set(SHARED_PROPERTIES);

export const isColorProperty = (name: string): name is ColorProperty => COLOR_SET.has(name);
export const isSharedProperty = (name: string): name is SharedProperty => SHARED_SET.has(name);

/** A shared token by its property. */
export const SHARED_TOKEN_OF: ReadonlyMap<SharedProperty, SharedToken> = new Map(SHARED_TOKENS.map((token) => [token.property, token]));

/** A colour token by its property. */
export const COLOR_TOKEN_OF: ReadonlyMap<ColorProperty, StudioToken<ColorProperty>> = new Map(COLOR_TOKENS.map((token) => [token.property, token]));
