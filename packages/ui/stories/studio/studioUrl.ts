import { SCHEMES, type ColorEdits, type Scheme } from './palette';
import { DEFAULT_STATE, normalizeState, type SharedEdits, type StudioState } from './studioState';
import { COLOR_TOKENS, FONT_OPTIONS, SHARED_TOKENS } from './studioTokens';
import { parseTokenValue } from './tokenValue';

/**
 * The link format's version. A reader takes every version: the keys below
 * are never renamed or reused, so a link from an older studio reads as it
 * did (what it could not set keeps the palette's value), and one from a newer
 * studio gives what this one knows.
 */
export const STUDIO_URL_VERSION = 1;
/** Longer query strings are no link the studio wrote: not read. */
export const MAX_QUERY_LENGTH = 8 * 1024;

/** The prefix of a colour edit's key, per scheme (`l.primary=ff0000`); shared tokens take `t.`. */
const SCHEME_PREFIX: Record<Scheme, string> = { light: 'l.', dark: 'd.' };
const SHARED_PREFIX = 't.';

export interface StudioLink {
  state: StudioState;
  /** Parameters left out, with why (a key this studio does not know, a value not valid for its token). */
  ignored: string[];
}

/**
 * The state as a query string (without `?`): `v` the format, `n` the name,
 * `b` the brand, then only the edits, colours as hex without `#`, lengths
 * and durations as numbers (px and ms), the font as its option's id.
 */
export function stateToQuery(state: StudioState): string {
  const { name, brand, colors, tokens } = normalizeState(state);
  const query = new URLSearchParams({ v: String(STUDIO_URL_VERSION), n: name, b: brand.slice(1) });
  for (const scheme of SCHEMES)
    for (const token of COLOR_TOKENS) {
      const value = colors[scheme][token.property];
      if (value !== undefined) query.set(`${SCHEME_PREFIX[scheme]}${token.key}`, value.slice(1));
    }
  for (const token of SHARED_TOKENS) {
    const value = tokens[token.property];
    if (value === undefined) continue;
    const compact = token.control.type === 'select' ? FONT_OPTIONS.find((option) => option.value === value)?.id : value.replace(/px$|ms$/, '');
    if (compact !== undefined) query.set(`${SHARED_PREFIX}${token.key}`, compact);
  }
  return query.toString();
}

/**
 * A state from a link's query string (with or without `?`). Anything may be
 * in a link: an unknown key, a value that is not valid for its token, a
 * version this studio does not know, a huge string. What cannot be read is
 * left out and listed in `ignored`; it never throws.
 */
export function stateFromQuery(input: unknown): StudioLink {
  const ignored: string[] = [];
  if (typeof input !== 'string') return { state: structuredClone(DEFAULT_STATE), ignored: ['not a query string'] };
  if (input.length > MAX_QUERY_LENGTH)
    return { state: structuredClone(DEFAULT_STATE), ignored: [`longer than ${MAX_QUERY_LENGTH} characters: not read`] };
  const query = new URLSearchParams(input.startsWith('?') ? input.slice(1) : input);
  const version = query.get('v');
  if (version !== null && !/^[1-9]\d{0,3}$/.test(version)) ignored.push('v: not a version');
  else if (version !== null && Number(version) > STUDIO_URL_VERSION) ignored.push(`v: a newer studio's link (${version}); read what this one knows`);

  const colors: Record<Scheme, ColorEdits> = { light: {}, dark: {} };
  const tokens: SharedEdits = {};
  let name: string = DEFAULT_STATE.name;
  let brand: string = DEFAULT_STATE.brand;
  const seen = new Set<string>();
  for (const [key, value] of query) {
    // The first of a repeated key wins, as URLSearchParams.get reads it.
    if (seen.has(key)) continue;
    seen.add(key);
    const where = key.length > 40 ? `${key.slice(0, 39)}…` : key;
    if (key === 'v') continue;
    if (key === 'n') name = value;
    else if (key === 'b') {
      const parsed = parseTokenValue('--pb-color-primary', `#${value}`);
      if (parsed.ok && /^[0-9a-f]{6}$/i.test(value)) brand = parsed.value;
      else ignored.push('b: not a colour as rrggbb');
    } else if (!readEdit(key, value, colors, tokens)) ignored.push(`${where}: unknown, or not a valid value`);
  }
  return { state: normalizeState({ name, brand, colors, tokens }), ignored };
}

/** Reads one edit into `colors` or `tokens`; false when the key is unknown or the value not valid for it. */
function readEdit(key: string, value: string, colors: Record<Scheme, ColorEdits>, tokens: SharedEdits): boolean {
  for (const scheme of SCHEMES) {
    if (!key.startsWith(SCHEME_PREFIX[scheme])) continue;
    const token = COLOR_TOKENS.find((each) => `${SCHEME_PREFIX[scheme]}${each.key}` === key);
    if (!token || !/^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i.test(value)) return false;
    const parsed = parseTokenValue(token.property, `#${value}`);
    if (parsed.ok) colors[scheme][token.property] = parsed.value;
    return parsed.ok;
  }
  const token = SHARED_TOKENS.find((each) => `${SHARED_PREFIX}${each.key}` === key);
  if (!token) return false;
  const { control } = token;
  const text =
    control.type === 'select'
      ? FONT_OPTIONS.find((option) => option.id === value)?.value
      : control.type === 'slider' && /^\d{1,4}(?:\.\d{1,3})?$/.test(value)
        ? `${value}${control.unit}`
        : undefined;
  if (text === undefined) return false;
  const parsed = parseTokenValue(token.property, text);
  if (parsed.ok) tokens[token.property] = parsed.value;
  return parsed.ok;
}
