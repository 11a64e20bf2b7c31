import type { FieldError } from '../types/FieldError';
import type { TriggerConfigField } from '../types';

/** A trigger config checked against its trigger type's schema. */
export interface TriggerConfigCheck {
  /** The config with defaults filled in and empty fields left out; what the service stores when `errors` is empty. */
  config: Record<string, unknown>;
  /** One per problem, in schema order after unknown fields; `path` is `[field]`. */
  errors: FieldError[];
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Missing, null and '' all mean "no value": the default applies, or `required` is reported. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function check(name: string, field: TriggerConfigField, value: unknown): FieldError | null {
  const wrongType = (expected: string): FieldError => ({
    path: [name],
    code: 'invalid_type',
    message: `expected ${expected}, received ${kindOf(value)}`,
  });
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? null : wrongType('a string');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : wrongType('a number');
    case 'boolean':
      return typeof value === 'boolean' ? null : wrongType('a boolean');
    case 'enum': {
      const options = field.options ?? [];
      if (typeof value === 'string' && options.includes(value)) return null;
      const received = typeof value === 'string' ? `'${value}'` : kindOf(value);
      return {
        path: [name],
        code: 'invalid_value',
        message: `expected one of ${options.map((option) => `'${option}'`).join(', ')}, received ${received}`,
      };
    }
  }
}

/**
 * Checks a trigger instance's `trigger_config` against its trigger type's
 * `config` schema: the one set of rules, run by the service on every upsert
 * and by `TriggerConfigForm` before it sends.
 */
export function validateTriggerConfig(schema: Record<string, TriggerConfigField>, config: Record<string, unknown>): TriggerConfigCheck {
  const errors: FieldError[] = [];
  const checked: Record<string, unknown> = {};
  for (const name of Object.keys(config)) {
    if (!Object.hasOwn(schema, name)) errors.push({ path: [name], code: 'unknown_field', message: 'unknown field' });
  }
  for (const [name, field] of Object.entries(schema)) {
    const value = Object.hasOwn(config, name) ? config[name] : undefined;
    if (isEmpty(value)) {
      if (field.default !== undefined) checked[name] = field.default;
      else if (field.required) errors.push({ path: [name], code: 'required', message: 'required' });
      continue;
    }
    const problem = check(name, field, value);
    if (problem) errors.push(problem);
    else checked[name] = value;
  }
  return { config: checked, errors };
}
