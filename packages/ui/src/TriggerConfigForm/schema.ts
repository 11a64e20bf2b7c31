import type { TriggerConfigField } from '@patchbay/client';
import type { Messages } from '../theme/messages';

/** A trigger instance's `trigger_config` as the form holds it. A number field holds the typed text until it parses. */
export type TriggerConfigValue = Record<string, unknown>;

/** `include_archived` / `minEstimate` -> "Include archived" / "Min estimate". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema's defaults; a boolean without one starts unchecked. */
export function defaultsOf(schema: Record<string, TriggerConfigField>): TriggerConfigValue {
  const values: TriggerConfigValue = {};
  for (const [name, field] of Object.entries(schema)) {
    if (field.default !== undefined) values[name] = field.default;
    else if (field.type === 'boolean') values[name] = false;
  }
  return values;
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** What a number field holds for `text`: undefined when empty, a number when it parses, else the text itself. */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The message for an invalid field value, or null when it is fine. */
export function validateField(field: TriggerConfigField, value: unknown, label: string, messages: Messages['triggerForm']): string | null {
  if (isEmpty(value)) return field.required && field.type !== 'boolean' ? messages.requiredError(label) : null;
  if (field.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) return messages.numberError(label);
  if (field.type === 'enum' && !(field.options ?? []).includes(String(value))) return messages.optionError(label);
  return null;
}

/** The config to send: empty fields left out so the service applies its defaults. */
export function toTriggerConfig(schema: Record<string, TriggerConfigField>, values: TriggerConfigValue): TriggerConfigValue {
  const config: TriggerConfigValue = {};
  for (const name of Object.keys(schema)) {
    const value = values[name];
    if (!isEmpty(value)) config[name] = value;
  }
  return config;
}

const SERVER_FIELD_ERROR = /^body\.trigger_config\.([^:\s]+):\s*(.*)$/;

/**
 * The messages of a service's validation `errors` (`body.trigger_config.project: required`)
 * per field, from `describe(field, detail)`; null unless every line names a
 * field of the schema, once (the rest is left for a general notice).
 */
export function mapServerErrors(
  errors: readonly string[],
  schema: Record<string, TriggerConfigField>,
  describe: (name: string, detail: string) => string,
): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const line of errors) {
    const [, name, detail = ''] = SERVER_FIELD_ERROR.exec(line) ?? [];
    if (name === undefined || !Object.hasOwn(schema, name) || fields[name] !== undefined) return null;
    fields[name] = describe(name, detail);
  }
  return errors.length > 0 ? fields : null;
}
