import type { CursorPage, Tool } from '@patchbay/client';
import { toolSchemas, type Catalog, type CatalogToolEntry } from '../catalog';
import { ApiError, notFound } from '../http/ApiError';
import { atField } from '../http/atField';
import { paginate } from '../http/pagination';
import type { ToolContext } from './ToolContext';
import { toToolWire } from './toToolWire';
import { requireToolVersion, toolkitVersionFor } from './toolVersions';

export interface ListToolsInput {
  /** Only the tools of these toolkits (the vendor's SDK sends several comma-separated); unknown ones are a 400. */
  toolkitSlugs?: string[] | undefined;
  /** Only these slugs; unknown ones are a 400. */
  toolSlugs?: string[] | undefined;
  /** Matches name, slug or description, any case. */
  query?: string | undefined;
  /** Only tools with at least one of these tags. */
  tags?: string[] | undefined;
  limit?: number | null | undefined;
  cursor?: string | undefined;
}

interface IndexedTool extends CatalogToolEntry {
  /** Lower-cased name, slug and description, for `query`. */
  searchText: string;
}

/** Every tool in catalog order with its search text, built once per catalog on first use. */
const indexes = new WeakMap<Catalog, readonly IndexedTool[]>();

export function toolIndex(catalog: Catalog): readonly IndexedTool[] {
  let index = indexes.get(catalog);
  if (!index) {
    index = catalog.toolkits.flatMap((toolkit) =>
      toolkit.tools.map((tool) => ({ toolkit, tool, searchText: `${tool.name}\n${tool.slug}\n${tool.description}`.toLowerCase() })),
    );
    indexes.set(catalog, index);
  }
  return index;
}

/** A tool by slug, or a 404 naming it. */
export function findTool(ctx: Pick<ToolContext, 'service'>, slug: string): CatalogToolEntry {
  const entry = ctx.service.catalog.tool(slug);
  if (!entry) throw notFound('Tool', slug.length > 200 ? `${slug.slice(0, 200)}…` : slug);
  return entry;
}

/**
 * One tool with its schemas (`GET /api/v3/tools/{tool_slug}`), in the
 * version asked for: `version`, else the `toolkit_versions` entry of its
 * toolkit (404 `Tool_ToolNotFound` for one it does not exist in).
 */
export function getTool(ctx: ToolContext, slug: string, wanted: GetToolVersion = {}): Tool {
  const entry = findTool(ctx, slug);
  if (wanted.version !== undefined) requireToolVersion(entry, wanted.version, 'query.version');
  else requireToolVersion(entry, toolkitVersionFor(entry.toolkit, wanted.toolkit_versions), 'query.toolkit_versions');
  return toToolWire(ctx.origin, entry.toolkit, entry.tool);
}

/** Which version of a tool to show. @default the latest */
export interface GetToolVersion {
  version?: string | undefined;
  toolkit_versions?: string | Record<string, string> | undefined;
}

/** One page of tools (`GET /api/v3/tools`), filtered in catalog order; only the page's schemas are built. */
export function listTools(ctx: ToolContext, input: ListToolsInput): CursorPage<Tool> {
  const { catalog } = ctx.service;
  const unknownToolkit = input.toolkitSlugs?.find((slug) => !catalog.toolkit(slug));
  if (unknownToolkit !== undefined) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit '${unknownToolkit}'.`, {
      ...atField('query.toolkit_slug', 'invalid_value', `unknown toolkit '${unknownToolkit}'`),
      suggestedFix: 'Pass toolkit slugs from POST /api/v3/toolkits/multi, comma-separated.',
    });
  }
  const toolkits = input.toolkitSlugs ? new Set(input.toolkitSlugs) : undefined;
  const wanted = input.toolSlugs ? new Set(input.toolSlugs) : undefined;
  const unknown = input.toolSlugs?.filter((slug) => !catalog.tool(slug)) ?? [];
  if (unknown.length > 0) {
    throw new ApiError('BAD_REQUEST', `Unknown tool${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}.`, {
      errors: unknown.slice(0, 20).map((slug) => `query.tool_slugs: unknown tool '${slug}'`),
      suggestedFix: 'Pass tool slugs from GET /api/v3/tools, comma-separated.',
    });
  }
  const needle = input.query?.trim().toLowerCase() || undefined;
  const tags = input.tags && input.tags.length > 0 ? new Set(input.tags) : undefined;
  const matching = toolIndex(catalog).filter(
    (entry) =>
      (toolkits === undefined || toolkits.has(entry.toolkit.slug)) &&
      (wanted === undefined || wanted.has(entry.tool.slug)) &&
      (needle === undefined || entry.searchText.includes(needle)) &&
      (tags === undefined || toolSchemas(entry.toolkit, entry.tool).tags.some((tag) => tags.has(tag))),
  );
  const page = paginate(matching, input);
  return { ...page, items: page.items.map(({ toolkit, tool }) => toToolWire(ctx.origin, toolkit, tool)) };
}
