import { parseColor, toHex } from './colorMath';
import { SCHEMES, type ColorEdits, type Scheme } from './palette';
import { DEFAULT_STATE, normalizeState, type SharedEdits, type StudioState } from './studioState';
import { isColorProperty, isSharedProperty } from './studioTokens';
import { EXPORT_HEADER } from './themeExport';
import { DARK_SUFFIX, sanitizeThemeName } from './themeName';
import { parseTokenValue } from './tokenValue';

/** More text than any theme (an exported one is about 2 KB): refused whole, unread. */
export const MAX_IMPORT_LENGTH = 64 * 1024;
/** The report lists this many things ignored at most, each cut to `MAX_SHOWN` characters. */
export const MAX_IGNORED = 50;
const MAX_SHOWN = 60;

/** Something of the pasted text the studio did not take, and why. */
export interface Ignored {
  /** What was ignored (a property, a selector, a value), cut short: show it as text only. */
  what: string;
  reason: string;
}

export interface ThemeImport {
  state: StudioState;
  ignored: Ignored[];
  /** More was ignored than `ignored` lists. */
  truncated: boolean;
}

/** A rule of the text: its selector, the at-rules around it and its declarations. */
interface Rule {
  selector: string;
  context: string[];
  body: string;
}

/**
 * The rules of a stylesheet that hold declarations, in one pass over the
 * text (no pattern that could backtrack over a pasted megabyte), and the
 * statements outside them (`@import`, declarations beside nested rules).
 * Blocks still open at the end are closed there, as CSS closes them. Braces in strings are not special-cased: the values are
 * checked one by one anyway.
 */
/** Deeper than this (a theme's rules sit at most in a layer and a media query), a block is ignored whole. */
const MAX_NESTING = 4;

function rulesOf(css: string): { rules: Rule[]; stray: string[] } {
  const rules: Rule[] = [];
  const stray: string[] = [];
  const keepStray = (text: string) => stray.push(...text.split(';').filter((part) => part.trim()));
  const stack: { prelude: string; hasChild: boolean }[] = [];
  let buffer = '';
  /** Open blocks past MAX_NESTING: counted, never kept, so a paste of nested braces cannot grow the stack's copies. */
  let tooDeep = 0;
  for (const char of css) {
    if (tooDeep > 0) {
      if (char === '{') tooDeep += 1;
      else if (char === '}') tooDeep -= 1;
      continue;
    }
    if (char === '{' && stack.length >= MAX_NESTING) {
      const parent = stack.at(-1);
      if (parent) parent.hasChild = true;
      stray.push(`a block nested deeper than ${MAX_NESTING} levels`);
      tooDeep = 1;
      buffer = '';
    } else if (char === '{') {
      const parent = stack.at(-1);
      if (parent) parent.hasChild = true;
      // What ends at the last ';' is before this rule; what follows is its selector.
      const end = buffer.lastIndexOf(';');
      keepStray(buffer.slice(0, Math.max(0, end)));
      stack.push({ prelude: buffer.slice(end + 1).trim(), hasChild: false });
      buffer = '';
    } else if (char === '}') {
      const frame = stack.pop();
      if (frame && !frame.hasChild) rules.push({ selector: frame.prelude, context: stack.map((each) => each.prelude), body: buffer });
      else keepStray(buffer);
      buffer = '';
    } else buffer += char;
  }
  // The end of a style sheet closes every block still open, innermost first, as CSS does: an unclosed
  // last rule still applies. (A block cut off past MAX_NESTING is already reported; its parent holds no rule.)
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (!frame.hasChild) rules.push({ selector: frame.prelude, context: stack.map((each) => each.prelude), body: buffer });
    else keepStray(buffer);
    buffer = '';
  }
  keepStray(buffer);
  return { rules, stray };
}

const THEME_SELECTOR = /^\[\s*data-pb-theme\s*=\s*(['"]?)([a-z0-9-]{1,80})\1\s*\]$/;
/** At-rules a theme's rules may sit in: the kit's layer (or any), and the motion guard the export writes. */
const ALLOWED_CONTEXT = /^@layer\b|^@media\s*\(\s*prefers-reduced-motion\s*:\s*no-preference\s*\)$/;

const shown = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SHOWN ? `${flat.slice(0, MAX_SHOWN - 1)}…` : flat;
};

/**
 * A studio state from a theme's CSS, as `themeCss` writes it or as someone
 * wrote it by hand: `[data-pb-theme='<name>']` rules (and `<name>-dark` for
 * dark), in any `@layer`. Pasted text is untrusted: past
 * `MAX_IMPORT_LENGTH` it is not read; unknown properties, other selectors,
 * values that are not valid for their token are left out, each reported in
 * `ignored`; it never throws. The brand is the one the export's first line
 * names, else the light brand colour.
 */
export function importTheme(input: unknown): ThemeImport {
  const ignored: Ignored[] = [];
  let dropped = 0;
  const ignore = (what: string, reason: string) => {
    if (ignored.length < MAX_IGNORED) ignored.push({ what: shown(what), reason });
    else dropped++;
  };
  if (typeof input !== 'string') return { state: structuredClone(DEFAULT_STATE), ignored: [{ what: '', reason: 'not text' }], truncated: false };
  if (input.length > MAX_IMPORT_LENGTH)
    return {
      state: structuredClone(DEFAULT_STATE),
      ignored: [{ what: '', reason: `longer than ${MAX_IMPORT_LENGTH / 1024} KiB: not read` }],
      truncated: false,
    };

  const header = new RegExp(String.raw`/\*\s*${EXPORT_HEADER}:[^*]*?brand (#[0-9a-fA-F]{6})\b`).exec(input);
  // Comments go first, an unclosed one to the end of the text, as CSS reads it.
  const css = input.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');

  const { rules, stray } = rulesOf(css);
  for (const statement of stray) ignore(statement, 'outside a theme rule');
  const found: { names: string[]; rule: Rule }[] = [];
  for (const rule of rules) {
    const outside = rule.context.find((at) => !ALLOWED_CONTEXT.test(at));
    if (outside !== undefined) {
      ignore(rule.selector, `inside ${shown(outside)}`);
      continue;
    }
    const names: string[] = [];
    for (const part of rule.selector.split(',')) {
      const name = THEME_SELECTOR.exec(part.trim())?.[2];
      if (name) names.push(name);
      else ignore(part, "not a [data-pb-theme='…'] selector");
    }
    if (names.length) found.push({ names, rule });
  }

  // The light name is the one whose dark variant is there too; else the first named, unless that is a
  // dark variant alone (`x-dark`): then it is the dark scheme of `x`, whose light is not in the paste.
  const allNames = [...new Set(found.flatMap(({ names }) => names))];
  const first = allNames[0];
  const light =
    allNames.find((name) => allNames.includes(`${name}${DARK_SUFFIX}`)) ??
    (first?.endsWith(DARK_SUFFIX) && first.length > DARK_SUFFIX.length ? first.slice(0, -DARK_SUFFIX.length) : first);
  const schemeOf = (name: string): Scheme | undefined => (name === light ? 'light' : name === `${light}${DARK_SUFFIX}` ? 'dark' : undefined);

  const colors: Record<Scheme, ColorEdits> = { light: {}, dark: {} };
  const tokens: SharedEdits = {};
  for (const { names, rule } of found) {
    const schemes = names.map((name) => {
      const scheme = schemeOf(name);
      if (!scheme) ignore(`[data-pb-theme='${name}']`, `another theme than ${light ?? ''}`);
      return scheme;
    });
    const targets = SCHEMES.filter((scheme) => schemes.includes(scheme));
    if (!targets.length) continue;
    for (const declaration of rule.body.split(';')) {
      if (!declaration.trim()) continue;
      const colon = declaration.indexOf(':');
      const property = (colon < 0 ? declaration : declaration.slice(0, colon)).trim();
      const value = colon < 0 ? '' : declaration.slice(colon + 1).trim();
      if (colon < 0 || !property) {
        ignore(declaration, 'not a declaration');
        continue;
      }
      if (!isColorProperty(property) && !isSharedProperty(property)) {
        ignore(property, property.startsWith('--pb-') ? 'not a token the studio edits' : 'not a Patchbay token');
        continue;
      }
      const parsed = parseTokenValue(property, value);
      if (!parsed.ok) {
        ignore(`${property}: ${value}`, parsed.reason);
        continue;
      }
      if (isColorProperty(property)) for (const scheme of targets) colors[scheme][property] = parsed.value;
      else tokens[property] = parsed.value;
    }
  }

  const brandText = header?.[1] ?? colors.light['--pb-color-primary'] ?? colors.dark['--pb-color-primary'];
  const brand = brandText === undefined ? undefined : parseColor(brandText);
  const state = normalizeState({
    name: sanitizeThemeName(light ?? DEFAULT_STATE.name),
    brand: brand?.ok ? toHex({ ...brand.color, a: 1 }) : DEFAULT_STATE.brand,
    colors,
    tokens,
  });
  return { state, ignored, truncated: dropped > 0 };
}
