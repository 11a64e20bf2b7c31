import { validateTriggerConfig, type FieldError, type TriggerConfigField } from '@patchbay/client';
import type { Messages } from '../theme/messages';

/** A trigger instance's `trigger_config` as the form holds it. A number field holds the typed text until it parses. */
export type TriggerConfigValue = Record<string, unknown>;

/**
 * The form's values checked with the service's own rules (`validateTriggerConfig`):
 * the config to send (defaults filled in, empty fields left out) and each
 * schema field's problem. Keys the schema does not know are not sent.
 */
export function checkValues(
  schema: Record<string, TriggerConfigField>,
  values: TriggerConfigValue,
): { config: TriggerConfigValue; problems: Record<string, FieldError> } {
  const known = Object.fromEntries(Object.keys(schema).map((name) => [name, values[name]]));
  const { config, errors } = validateTriggerConfig(schema, known);
  const problems: Record<string, FieldError> = {};
  for (const error of errors) problems[String(error.path[0])] ??= error;
  return { config, problems };
}

/** What a field shows for a problem, in the form's words (`message` is the service's, for anything else). */
export function problemText(field: TriggerConfigField, problem: FieldError, label: string, messages: Messages['triggerForm']): string {
  if (problem.code === 'required') return messages.requiredError(label);
  if (field.type === 'number' && problem.code === 'invalid_type') return messages.numberError(label);
  if (field.type === 'enum' && problem.code === 'invalid_value') return messages.optionError(label);
  return messages.serverFieldError(label, problem.message);
}

/**
 * The service's field errors on `body.trigger_config`, by field; null unless
 * every one names a field of the schema, once (the rest is left for a general
 * notice).
 */
export function fieldProblems(fieldErrors: readonly FieldError[], schema: Record<string, TriggerConfigField>): Record<string, FieldError> | null {
  const fields: Record<string, FieldError> = {};
  for (const error of fieldErrors) {
    const [part, config, name, ...rest] = error.path;
    const onField = part === 'body' && config === 'trigger_config' && typeof name === 'string' && rest.length === 0;
    if (!onField || !Object.hasOwn(schema, name) || fields[name] !== undefined) return null;
    fields[name] = error;
  }
  return fieldErrors.length > 0 ? fields : null;
}
