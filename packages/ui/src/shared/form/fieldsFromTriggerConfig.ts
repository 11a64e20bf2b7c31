import type { TriggerConfigField } from '@patchbay/client';
import type { FormField } from './formField';

/** A trigger type's `config` schema as the form engine's fields: each config type is a kind of its own. */
export function fieldsFromTriggerConfig(schema: Record<string, TriggerConfigField>): FormField[] {
  return Object.entries(schema).map(([name, field]) => ({
    name,
    kind: field.type,
    description: field.description,
    required: field.required,
    default: field.default,
    options: field.options ?? [],
  }));
}
