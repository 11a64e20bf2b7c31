/**
 * The form engine's model: one field per value to fill in, whichever schema
 * it came from (a trigger type's `config`, a tool's `input_parameters`).
 */
export type FormFieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'object' | 'array' | 'json';

export interface FormField {
  /** The property's name in its object (an array item's is its parent's). */
  name: string;
  kind: FormFieldKind;
  /** The schema's `title`; the label is the name humanized without one. */
  title?: string | undefined;
  description?: string | undefined;
  required: boolean;
  default?: unknown;
  /** string: how the input asks for it. */
  format?: 'email' | 'uri' | 'date' | 'date-time' | undefined;
  /** string: long text, in a text area. */
  multiline?: boolean;
  /** number: whole numbers only. */
  integer?: boolean;
  /** enum: the values to choose from. */
  options?: readonly (string | number | boolean)[];
  /** object: its properties' fields, in the schema's order. */
  fields?: FormField[];
  /** array: the field each item is. */
  item?: FormField;
  /** array: the schema's `minItems` (Remove is off at it) and `maxItems` (Add is off at it). */
  minItems?: number | undefined;
  maxItems?: number | undefined;
}

/** Where a value is from the form's values (`['owner', 'email']`, `['tags', 0]`). */
export type FieldPath = readonly (string | number)[];

/** A field's key: its path, dotted. Ids and errors are by key. */
export const keyOf = (path: FieldPath) => path.join('.');

/** `include_archived` / `minEstimate` -> "Include archived" / "Min estimate". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** What a number field holds for `text`: undefined when empty, a number when it parses, else the text itself. */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
}

/** The value at `path`, or undefined. */
export function valueAt(values: unknown, path: FieldPath): unknown {
  let current = values;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.hasOwn(current, part) ? (current as Record<string | number, unknown>)[part] : undefined;
  }
  return current;
}

/** A copy of `values` with `value` at `path`, the objects and arrays on the way copied (or made). */
export function withValueAt<T>(values: T, path: FieldPath, value: unknown): T {
  const [part, ...rest] = path;
  if (part === undefined) return value as T;
  const copy = (Array.isArray(values) ? [...(values as unknown[])] : { ...(values !== null && typeof values === 'object' ? values : {}) }) as Record<
    string | number,
    unknown
  >;
  copy[part] = withValueAt(copy[part], rest, value);
  return copy as T;
}
