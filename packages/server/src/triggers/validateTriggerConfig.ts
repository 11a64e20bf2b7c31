import type { TriggerConfigField } from '@patchbay/client';
import { ApiError } from '../http/ApiError';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function problem(field: TriggerConfigField, value: unknown): string | undefined {
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? undefined : `expected a string, received ${describe(value)}`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `expected a number, received ${describe(value)}`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `expected a boolean, received ${describe(value)}`;
    case 'enum': {
      const options = field.options ?? [];
      if (typeof value === 'string' && options.includes(value)) return undefined;
      const shown = typeof value === 'string' ? `'${value}'` : describe(value);
      return `expected one of ${options.map((o) => `'${o}'`).join(', ')}, received ${shown}`;
    }
  }
}

/**
 * Checks a trigger_config against a trigger type's config schema and returns
 * it with defaults filled in. Every problem is listed in one 400, each as
 * `body.trigger_config.<field>: ...`.
 */
export function validateTriggerConfig(
  triggerSlug: string,
  schema: Record<string, TriggerConfigField>,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const errors: string[] = [];
  const result: Record<string, unknown> = {};
  const unknown = Object.keys(config).filter((key) => !Object.hasOwn(schema, key));
  for (const key of unknown) errors.push(`body.trigger_config.${key}: unknown field for trigger ${triggerSlug}`);

  for (const [name, field] of Object.entries(schema)) {
    const value = config[name];
    if (value === undefined || value === null) {
      if (field.default !== undefined) result[name] = field.default;
      else if (field.required) errors.push(`body.trigger_config.${name}: required`);
      continue;
    }
    const issue = problem(field, value);
    if (issue) errors.push(`body.trigger_config.${name}: ${issue}`);
    else result[name] = value;
  }

  if (errors.length > 0) {
    const known = Object.keys(schema);
    const message =
      unknown.length > 0
        ? `Invalid trigger_config for ${triggerSlug}: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')}.`
        : `Invalid trigger_config for ${triggerSlug}: ${errors[0]}`;
    throw new ApiError('BAD_REQUEST', message, {
      errors,
      suggestedFix:
        known.length > 0
          ? `Use only the config fields of ${triggerSlug}: ${known.join(', ')} (see GET /api/v3/triggers_types/${triggerSlug}).`
          : `${triggerSlug} takes no config; send an empty trigger_config.`,
    });
  }
  return result;
}
