import type { TriggerConfigField, TriggerPayloadField, TriggerType } from '@patchbay/client';
import type { Catalog, CatalogTriggerTypeEntry, FieldDescriptor } from '../catalog';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';

/** The config schema in wire form: the shape validateTriggerConfig checks against. */
export function triggerConfigSchema(trigger: CatalogTriggerTypeEntry): Record<string, TriggerConfigField> {
  return Object.fromEntries(Object.entries(trigger.config).map(([name, field]) => [name, toConfigField(field)]));
}

function toConfigField(field: FieldDescriptor): TriggerConfigField {
  const type = field.type === 'number' || field.type === 'boolean' || field.type === 'enum' ? field.type : 'string';
  const wire: TriggerConfigField = { type, required: field.required === true };
  if (field.description !== undefined) wire.description = field.description;
  if (field.options) wire.options = [...field.options];
  if (field.default !== undefined) wire.default = field.default;
  return wire;
}

function toPayloadField(field: FieldDescriptor): TriggerPayloadField {
  const wire: TriggerPayloadField = { type: field.type };
  if (field.description !== undefined) wire.description = field.description;
  if (field.properties) wire.properties = { ...field.properties };
  return wire;
}

export function toTriggerTypeWire(catalog: Catalog, origin: string, trigger: CatalogTriggerTypeEntry): TriggerType {
  return {
    slug: trigger.slug,
    name: trigger.name,
    description: trigger.description,
    instructions: trigger.instructions,
    type: trigger.type,
    toolkit: {
      slug: trigger.toolkitSlug,
      name: catalog.toolkit(trigger.toolkitSlug)?.name ?? trigger.toolkitSlug,
      logo: toolkitLogoUrl(origin, trigger.toolkitSlug),
    },
    config: triggerConfigSchema(trigger),
    payload: Object.fromEntries(Object.entries(trigger.payload).map(([name, field]) => [name, toPayloadField(field)])),
    version: trigger.version,
  };
}
