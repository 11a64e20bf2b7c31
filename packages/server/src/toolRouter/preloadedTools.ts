import type { Tool } from '@patchbay/client';
import { sessionRefusal } from '../tools/sessionRules';
import type { ToolContext } from '../tools/ToolContext';
import { toToolWire } from '../tools/toToolWire';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/**
 * The app tools a session preloads (`preload.tools`), as tools, in the order
 * given: what its MCP URL and tools list offer next to the meta tools. One the
 * session no longer offers (its catalog entry gone) is left out; a call to it
 * is refused as any other.
 */
export function preloadedTools(ctx: Pick<ToolContext, 'service' | 'origin'>, session: ToolRouterSessionRecord): Tool[] {
  return session.preload.tools.flatMap((slug) => {
    const entry = ctx.service.catalog.tool(slug);
    return entry && sessionRefusal(session, entry) === null ? [toToolWire(ctx.origin, entry.toolkit, entry.tool)] : [];
  });
}
