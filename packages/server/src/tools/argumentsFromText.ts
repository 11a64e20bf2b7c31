import type { ToolInputResponse, ToolJsonSchema } from '@patchbay/client';
import { checkArguments } from './validateArguments';

/**
 * A value after a field's name: quoted ("...", '...', “...”), a JSON list or
 * object, or plain words up to the next comma, semicolon or line break.
 */
const VALUE = String.raw`("(?:[^"\\]|\\.)*"|'[^']*'|“[^”]*”|\[[^\]\n]*\]|\{[^}\n]*\}|[^,;\n]+)`;
/** Between a name and its value: `:`, `=`, ` is ` or ` as `. */
const SEPARATOR = String.raw`\s*(?:[:=]|\s(?:is|as)\s)\s*`;

/** A quote around a field's name: ", ' or a backtick. */
const QUOTE = String.raw`["'\u0060]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the text may name a field: its name, the name with spaces for underscores, and its title; the longest tried first. */
function spellings(name: string, schema: ToolJsonSchema): string[] {
  const names = new Set([name, name.replace(/_/g, ' ')]);
  if (schema.title) names.add(schema.title);
  return [...names].sort((a, b) => b.length - a.length);
}

/** The raw value the text gives a field, or undefined when it never names it followed by a separator. */
function rawValue(text: string, names: readonly string[]): string | undefined {
  for (const name of names) {
    // The name must start a word, optionally quoted, so `id` does not match inside `user_id`.
    const pattern = new RegExp(String.raw`(?:^|[^\p{L}\p{N}_])${QUOTE}?${escapeRegExp(name)}${QUOTE}?${SEPARATOR}${VALUE}`, 'iu');
    const match = pattern.exec(text);
    if (match?.[1] !== undefined) return match[1].trim();
  }
  return undefined;
}

/** A quoted value without its quotes; undefined when it is not quoted. */
function unquote(raw: string): string | undefined {
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw.slice(1, -1);
    }
  }
  const pairs = [
    ["'", "'"],
    ['“', '”'],
  ] as const;
  for (const [open, close] of pairs) if (raw.startsWith(open) && raw.endsWith(close) && raw.length >= 2) return raw.slice(1, -1);
  return undefined;
}

/** Plain words end a sentence: a trailing full stop is not part of the value. */
const plain = (raw: string) => unquote(raw) ?? raw.replace(/\.$/, '').trim();

/** The raw text read as the field's type; undefined when it cannot be. */
function coerce(raw: string, schema: ToolJsonSchema): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const text = plain(raw);
      const value = text === '' ? Number.NaN : Number(text);
      return Number.isFinite(value) ? value : undefined;
    }
    case 'boolean': {
      const word = plain(raw).toLowerCase();
      if (['true', 'yes', 'on'].includes(word)) return true;
      if (['false', 'no', 'off'].includes(word)) return false;
      return undefined;
    }
    case 'array': {
      if (!raw.startsWith('[')) return [coerce(raw, schema.items ?? {})];
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        // [bug, ui]: words, not JSON.
        const inner = raw.slice(1, raw.endsWith(']') ? -1 : undefined);
        return inner.split(',').flatMap((item) => (item.trim() === '' ? [] : [coerce(item.trim(), schema.items ?? {})]));
      }
    }
    case 'object':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    default: {
      const text = plain(raw);
      // An enum value is matched without regard to case.
      const option = schema.enum?.find((value) => String(value).toLowerCase() === text.toLowerCase());
      return option ?? text;
    }
  }
}

const list = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * A tool's arguments read from plain text, deterministically (the vendor
 * asks a model): a field is read where the text names it (its name, the name
 * with spaces, or its title) followed by `:`, `=`, `is` or `as`, then
 * read as the field's type and checked against the schema. `error` names
 * the required fields the text does not give and the values that do not fit.
 */
export function argumentsFromText(schema: ToolJsonSchema, text: string): ToolInputResponse {
  const found: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const raw = rawValue(text, spellings(name, field));
    if (raw === undefined) continue;
    const value = coerce(raw, field);
    if (value === undefined) unreadable.push(name);
    else found[name] = value;
  }

  // Checked field by field, so one value that does not fit leaves the others.
  const optional: ToolJsonSchema = { ...schema, required: [] };
  for (const name of Object.keys(found)) {
    const check = checkArguments(optional, { [name]: found[name] }, 'arguments');
    if (!check.ok) {
      delete found[name];
      unreadable.push(name);
    }
  }
  // Named in the schema's order, whichever step refused them.
  const order = Object.keys(schema.properties ?? {});
  unreadable.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const checked = checkArguments(optional, found, 'arguments');
  const args = checked.ok ? checked.value : {};

  const missing = (schema.required ?? []).filter((name) => !(name in args) && !unreadable.includes(name));
  const problems = [
    ...(missing.length > 0 ? [`the text does not give the required ${missing.length === 1 ? 'field' : 'fields'} ${list(missing)}`] : []),
    ...(unreadable.length > 0 ? [`the text gives ${list(unreadable)} in a form the field does not take`] : []),
  ];
  if (problems.length === 0) return { arguments: args };
  return { arguments: args, error: `${problems.join('; ')}. Name each field with its value, e.g. "${example(schema)}".` };
}

/** `name: value` for the tool's first required (else first) field, as a hint. */
function example(schema: ToolJsonSchema): string {
  const name = schema.required?.[0] ?? Object.keys(schema.properties ?? {})[0] ?? 'field';
  const type = schema.properties?.[name]?.type;
  return `${name}: ${type === 'integer' || type === 'number' ? '10' : type === 'boolean' ? 'true' : '...'}`;
}
