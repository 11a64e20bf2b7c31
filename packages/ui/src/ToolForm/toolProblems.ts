import type { FieldError } from '@patchbay/client';
import { humanize, keyOf, type FieldPath, type FormField } from '../shared/form/formField';
import type { Messages } from '../theme/messages';

type ToolFormMessages = Messages['toolForm'];

/** A field's label: the app's for a top-level name, else the schema's `title`, else its name humanized. */
export function labelOf(field: FormField, fieldLabels: Record<string, string> | undefined, topLevel: boolean): string {
  return (topLevel ? fieldLabels?.[field.name] : undefined) ?? field.title ?? humanize(field.name);
}

/** Where a problem shows: the field it is on, or the deepest field above it (inside a JSON field, say). */
export interface ProblemPlace {
  field: FormField;
  path: FieldPath;
  label: string;
}

/**
 * The field a validator path lands on, following objects' fields and
 * arrays' items; null when no field holds it (a name the schema does not list).
 */
export function placeOf(
  root: readonly FormField[],
  path: FieldPath,
  fieldLabels: Record<string, string> | undefined,
  messages: ToolFormMessages,
  lang: string,
): ProblemPlace | null {
  // The whole input as one JSON field (a schema too big to lay out): every problem is its.
  if (root.length === 1 && root[0]!.name === '') return { field: root[0]!, path: [], label: messages.allArguments };
  const [first] = path;
  const top = root.find((field) => field.name === first);
  if (!top) return null;
  let place: ProblemPlace = { field: top, path: [top.name], label: labelOf(top, fieldLabels, true) };
  for (const part of path.slice(1)) {
    const { field } = place;
    const child =
      field.kind === 'object'
        ? field.fields?.find((candidate) => candidate.name === part)
        : field.kind === 'array' && /^\d+$/.test(String(part))
          ? field.item
          : undefined;
    if (!child) break;
    const label = field.kind === 'array' ? messages.itemLabel(place.label, Number(part) + 1, lang) : labelOf(child, undefined, false);
    place = { field: child, path: [...place.path, field.kind === 'array' ? Number(part) : part], label };
  }
  return place;
}

/** What a field shows for a validator problem, in the form's words (the validator's message for anything else). */
export function problemText(place: ProblemPlace, problem: FieldError, empty: boolean, messages: ToolFormMessages): string {
  const { field, label } = place;
  const inside = problem.path.slice(place.path.length);
  if (inside.length > 0) return messages.fieldError(label, `${inside.join('.')}: ${problem.message}`);
  if (problem.code === 'required' || (empty && problem.code === 'invalid_type')) return messages.requiredError(label);
  if (field.kind === 'number' && problem.code === 'invalid_type') return (field.integer ? messages.integerError : messages.numberError)(label);
  if (field.kind === 'enum' && problem.code === 'invalid_value') return messages.optionError(label);
  return messages.fieldError(label, problem.message);
}

/** The keys of the fields as laid out for `values` (arrays by their items), in the order they show. */
export function fieldKeysInOrder(fields: readonly FormField[], values: unknown, path: FieldPath = []): string[] {
  const keys: string[] = [];
  for (const field of fields) {
    const at = field.name === '' ? path : [...path, field.name];
    keys.push(keyOf(at));
    const value = at.length ? (values as Record<string, unknown> | undefined)?.[field.name] : values;
    if (field.kind === 'object') keys.push(...fieldKeysInOrder(field.fields ?? [], value, at));
    if (field.kind === 'array' && field.item && Array.isArray(value)) {
      value.forEach((item, index) => {
        keys.push(keyOf([...at, index]));
        if (field.item!.kind === 'object') keys.push(...fieldKeysInOrder(field.item!.fields ?? [], item, [...at, index]));
      });
    }
  }
  return keys;
}
