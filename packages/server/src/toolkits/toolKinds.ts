import type { McpTag, ToolKindSummary, ToolKinds } from '@patchbay/client';
import { toolSchemas, type CatalogToolkit } from '../catalog';

/** How many tools of a kind a summary names. */
const EXAMPLES = 3;

/** The kind a tool's hints put it in: read-only, else the one of create, update or destructive it has. */
function kindOf(tags: readonly McpTag[]): keyof ToolKinds {
  if (tags.includes('readOnlyHint')) return 'reads';
  if (tags.includes('destructiveHint')) return 'deletes';
  if (tags.includes('updateHint')) return 'updates';
  return 'creates';
}

/** The catalog is fixed for the life of the process: each toolkit is summed up once, on first ask. */
const summaries = new WeakMap<CatalogToolkit, ToolKinds>();

/**
 * A toolkit's tools counted by kind, with the first few of each named, for
 * a user to see what connecting grants. Shared and frozen: read only.
 */
export function toolKinds(toolkit: CatalogToolkit): ToolKinds {
  const known = summaries.get(toolkit);
  if (known) return known;
  const empty = (): ToolKindSummary => ({ count: 0, examples: [] });
  const kinds: ToolKinds = { reads: empty(), creates: empty(), updates: empty(), deletes: empty() };
  for (const tool of toolkit.tools) {
    const summary = kinds[kindOf(toolSchemas(toolkit, tool).tags)];
    summary.count += 1;
    if (summary.examples.length < EXAMPLES) summary.examples.push({ slug: tool.slug, name: tool.name });
  }
  for (const summary of [kinds.reads, kinds.creates, kinds.updates, kinds.deletes]) {
    for (const example of summary.examples) Object.freeze(example);
    Object.freeze(summary.examples);
    Object.freeze(summary);
  }
  summaries.set(toolkit, Object.freeze(kinds));
  return kinds;
}
