import type { FormField } from './formField';

/**
 * The starting value of a field: its default, a required object's own
 * starting values, false for a checkbox; undefined (nothing typed) otherwise.
 */
export function startingValueOf(field: FormField): unknown {
  if (field.default !== undefined && field.default !== null) return field.default;
  if (field.kind === 'boolean') return false;
  if (field.kind === 'object' && field.required) return startingValuesOf(field.fields ?? []);
  return undefined;
}

/** The starting values of `fields`: those with one only. */
export function startingValuesOf(fields: readonly FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = startingValueOf(field);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}
