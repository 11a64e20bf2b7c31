import type { Tool } from '@patchbay/client';
import type { Catalog } from '../catalog';
import { sessionRefusal } from './sessionRules';
import type { ToolContext } from '../tools/ToolContext';
import { toToolWire } from '../tools/toToolWire';
import { MAX_PRELOAD_ALL_TOOLS, PRELOAD_ALL } from './sessionConfigSchemas';
import { sessionOfferedToolSlugs } from './sessionOfferedToolSlugs';
import type { ToolRouterSessionRecord, ToolRouterSessionSettings } from './ToolRouterSessionRecord';

/**
 * The slugs `preload.tools` stands for: the list as given, or for `"all"`
 * every tool the session offers now (at most MAX_PRELOAD_ALL_TOOLS, should
 * the catalog have grown past the bound checked when the session was saved).
 */
export function preloadedToolSlugs(
  catalog: Catalog,
  settings: Pick<ToolRouterSessionSettings, 'preload' | 'toolkits' | 'tools' | 'tags'>,
): readonly string[] {
  const { tools } = settings.preload;
  return tools === PRELOAD_ALL ? sessionOfferedToolSlugs(catalog, settings).slice(0, MAX_PRELOAD_ALL_TOOLS) : tools;
}

/**
 * The app tools a session preloads (`preload.tools`), as tools, in the order
 * given (catalog order for `"all"`): what its MCP URL and tools list offer
 * next to the meta tools. One the session no longer offers (its catalog entry
 * gone) is left out; a call to it is refused as any other.
 */
export function preloadedTools(ctx: Pick<ToolContext, 'service' | 'origin'>, session: ToolRouterSessionRecord): Tool[] {
  return preloadedToolSlugs(ctx.service.catalog, session).flatMap((slug) => {
    const entry = ctx.service.catalog.tool(slug);
    return entry && sessionRefusal(session, entry) === null ? [toToolWire(ctx.origin, entry.toolkit, entry.tool)] : [];
  });
}
