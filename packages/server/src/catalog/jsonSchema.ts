import type { ToolJsonSchema } from '@patchbay/client';

/**
 * Short builders for the JSON Schema subset tool schemas use (`ToolJsonSchema`),
 * so hand-written and derived schemas read the same. Every property gets a
 * description; objects refuse names they do not list.
 */

type Extra = Omit<ToolJsonSchema, 'type' | 'description'>;

export const str = (description: string, extra: Extra = {}): ToolJsonSchema => ({ type: 'string', description, ...extra });
export const int = (description: string, extra: Extra = {}): ToolJsonSchema => ({ type: 'integer', description, ...extra });
export const num = (description: string, extra: Extra = {}): ToolJsonSchema => ({ type: 'number', description, ...extra });
export const bool = (description: string, extra: Extra = {}): ToolJsonSchema => ({ type: 'boolean', description, ...extra });
export const oneOf = (description: string, values: readonly string[], extra: Extra = {}): ToolJsonSchema => ({
  type: 'string',
  description,
  enum: [...values],
  ...extra,
});
export const list = (description: string, items: ToolJsonSchema, extra: Extra = {}): ToolJsonSchema => ({
  type: 'array',
  description,
  items,
  ...extra,
});
/** Any JSON object (no listed properties). */
export const anyObject = (description: string): ToolJsonSchema => ({ type: 'object', description, additionalProperties: true });

/** An object of exactly these properties; `required` names those it must have. */
export function obj(properties: Record<string, ToolJsonSchema>, required: readonly string[] = [], description?: string): ToolJsonSchema {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties,
    required: [...required],
    additionalProperties: false,
  };
}

/** An output object: the fields an app answers with, more allowed (apps add fields over time). */
export function record(properties: Record<string, ToolJsonSchema>, required: readonly string[] = [], description?: string): ToolJsonSchema {
  return { ...obj(properties, required, description), additionalProperties: true };
}
