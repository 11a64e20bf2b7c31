import { deepFreeze } from '../deepFreeze';
import { deriveToolSchemas } from './deriveToolSchemas';
import type { CatalogTool, CatalogToolkit, ToolSchemas, ToolTemplate } from './types';

export type { ToolSchemas } from './types';

/**
 * Derived schemas, per template and per kind of toolkit (a local toolkit's
 * tools do not reach an outside app): the ~300 templates are shared by
 * ~10,000 tools, so each is derived once, on first use, and frozen.
 */
const derived = new WeakMap<ToolTemplate, { local?: ToolSchemas; remote?: ToolSchemas }>();

const REACHES_OUT = /\b(Fetches|Posts|HTTP request|feed)\b/;

/**
 * A tool's schemas: written out for the built-in toolkits, derived from the
 * tool's template for the generated catalog. Shared and frozen: read only.
 */
export function toolSchemas(toolkit: CatalogToolkit, tool: CatalogTool): ToolSchemas {
  if (tool.schemas) return tool.schemas;
  const template = tool.template ?? { action: tool.slug.slice(toolkit.slug.length + 1), description: tool.description };
  let entry = derived.get(template);
  if (!entry) {
    entry = {};
    derived.set(template, entry);
  }
  const kind = toolkit.isLocalToolkit ? 'local' : 'remote';
  // A local toolkit's tool still reaches out when it fetches or posts to a URL.
  const openWorld = !toolkit.isLocalToolkit || REACHES_OUT.test(template.description);
  return (entry[kind] ??= deepFreeze(deriveToolSchemas(template, { openWorld })));
}
