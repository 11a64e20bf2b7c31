import { parseColor, rounded, toHex } from './colorMath';
import { COLOR_TOKEN_OF, SHARED_TOKEN_OF, isColorProperty, type StudioProperty } from './studioTokens';

export type TokenValue = { ok: true; value: string } | { ok: false; reason: string };

/** No value of any token is longer (the longest font stack is under 80 characters). */
const MAX_VALUE_LENGTH = 200;
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const LENGTH = new RegExp(`^(${NUMBER})px$`);
const PLAIN = new RegExp(`^(${NUMBER})$`);
const DURATION = new RegExp(`^(${NUMBER})(ms|s)$`);

/** A number as the studio writes it: at most three decimals, no trailing zeros. */
export const formatNumber = (value: number): string => String(Number(value.toFixed(3)));

/** A font stack compared loosely: quotes, spaces and case do not matter. */
const fontKey = (stack: string) =>
  stack
    .replace(/["']/g, '')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A value for `property` as the studio stores and writes it (colours as hex,
 * lengths in px, durations in ms, a font from the select's options), or why
 * it is not valid for that token. Text from anywhere may come in: it never
 * throws, and what it returns is built from numbers or the token's own
 * options, never copied from the input.
 */
export function parseTokenValue(property: StudioProperty, input: unknown): TokenValue {
  if (typeof input !== 'string') return { ok: false, reason: 'not text' };
  if (input.length > MAX_VALUE_LENGTH) return { ok: false, reason: `longer than ${MAX_VALUE_LENGTH} characters` };
  const text = input.trim();
  if (isColorProperty(property)) {
    const parsed = parseColor(text);
    if (!parsed.ok) return parsed;
    const color = rounded(parsed.color);
    if (color.a < 1 && !isSeeThroughAllowed(property)) return { ok: false, reason: 'must be opaque' };
    return { ok: true, value: toHex(color) };
  }
  const token = SHARED_TOKEN_OF.get(property);
  if (!token) return { ok: false, reason: 'not a studio token' };
  const { control } = token;
  if (control.type === 'select') {
    const option = control.options.find((each) => fontKey(each.value) === fontKey(text));
    return option
      ? { ok: true, value: option.value }
      : { ok: false, reason: `not one of the studio's fonts (${control.options.map((each) => each.label).join(', ')})` };
  }
  if (control.type !== 'slider') return { ok: false, reason: 'not a studio token' };
  let amount: number | undefined;
  if (control.unit === 'px') amount = Number(LENGTH.exec(text)?.[1]);
  else if (control.unit === '') amount = Number(PLAIN.exec(text)?.[1]);
  else {
    const match = DURATION.exec(text);
    amount = match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : undefined;
  }
  const unitName = control.unit === '' ? 'a number' : `a length in ${control.unit}`;
  if (amount === undefined || !Number.isFinite(amount)) return { ok: false, reason: `not ${unitName}` };
  // A hair of tolerance, so 0.1s (100.00000000000001ms after the multiplication) is in range.
  if (amount < control.min - 1e-9 || amount > control.max + 1e-9)
    return { ok: false, reason: `out of range: ${control.min}${control.unit} to ${control.max}${control.unit}` };
  return { ok: true, value: `${formatNumber(amount)}${control.unit}` };
}

function isSeeThroughAllowed(property: StudioProperty): boolean {
  const token = isColorProperty(property) ? COLOR_TOKEN_OF.get(property) : undefined;
  return token?.control.type === 'colour' && token.control.alpha;
}
