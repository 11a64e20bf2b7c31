import type { ToolJsonSchema } from '@patchbay/client';
import type { FormField } from './formField';

/**
 * Objects and arrays nested deeper than this are one JSON field: a page of
 * fieldsets inside fieldsets helps nobody, and a looping schema ends here.
 */
export const MAX_FORM_DEPTH = 4;
/** An object with more properties than this is one JSON field rather than a page of inputs. */
export const MAX_FORM_PROPERTIES = 60;
/** Longest `maxLength` a one-line input takes; longer text gets a text area. */
const ONE_LINE = 255;
const FORMATS = /* @__PURE__ */ new Set(['email', 'uri', 'date', 'date-time']);
const SCALARS = /* @__PURE__ */ new Set(['string', 'number', 'boolean']);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A bound as the validator reads it: a number, or no bound (a string, say). */
const boundOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * One property of a tool's `input_parameters` as a form field. What the
 * schema subset does not describe (no `type`, `oneOf`, `$ref`, an object
 * without `properties`, ...), and anything past the depth or size caps, is a
 * JSON field: the same validator checks it.
 */
export function fieldFromJsonSchema(name: string, node: unknown, required: boolean, depth = 0): FormField {
  const schema: ToolJsonSchema = isRecord(node) ? node : {};
  const base = {
    name,
    title: typeof schema.title === 'string' ? schema.title : undefined,
    description: typeof schema.description === 'string' ? schema.description : undefined,
    required,
    default: schema.default,
  };
  const json: FormField = { ...base, kind: 'json' };
  const { type } = schema;
  const composed = ['$ref', 'oneOf', 'anyOf', 'allOf', 'not', 'if'].some((key) => key in schema);
  if (composed || typeof type !== 'string') return json;

  if (Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((option) => SCALARS.has(typeof option))) {
    return { ...base, kind: 'enum', options: schema.enum };
  }
  switch (type) {
    case 'string':
      return {
        ...base,
        kind: 'string',
        format: schema.format && FORMATS.has(schema.format) ? schema.format : undefined,
        multiline: (schema.maxLength ?? 0) > ONE_LINE,
      };
    case 'number':
    case 'integer':
      return { ...base, kind: 'number', integer: type === 'integer' };
    case 'boolean':
      // Unset must stay possible when nothing is the default: "Yes", "No" or no choice.
      return required || typeof schema.default === 'boolean' ? { ...base, kind: 'boolean' } : { ...base, kind: 'enum', options: [true, false] };
    case 'object': {
      const fields = depth < MAX_FORM_DEPTH ? fieldsFromJsonSchema(schema, depth + 1) : null;
      return fields ? { ...base, kind: 'object', fields } : json;
    }
    case 'array':
      if (!isRecord(schema.items) || depth >= MAX_FORM_DEPTH) return json;
      return {
        ...base,
        kind: 'array',
        item: fieldFromJsonSchema(name, schema.items, true, depth + 1),
        minItems: boundOf(schema.minItems),
        maxItems: boundOf(schema.maxItems),
      };
    default:
      return json;
  }
}

/**
 * The fields of an object schema's properties, in order, `required` from its
 * list; null for an object without `properties` or with too many of them.
 */
export function fieldsFromJsonSchema(schema: ToolJsonSchema, depth = 0): FormField[] | null {
  const { properties } = schema;
  if (!isRecord(properties) || Object.keys(properties).length > MAX_FORM_PROPERTIES) return null;
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.keys(properties).map((name) => fieldFromJsonSchema(name, properties[name], required.includes(name), depth));
}
