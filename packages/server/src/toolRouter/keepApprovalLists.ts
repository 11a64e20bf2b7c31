import type { ResolvedSettings } from './resolveSessionSettings';
import type { UpdateSessionInput } from './sessionConfigSchemas';
import type { ToolRouterSessionSettings } from './ToolRouterSessionRecord';

type ToolsMap = ToolRouterSessionSettings['tools'];
type NamedTools = NonNullable<UpdateSessionInput['tools']>;

const own = <T>(map: Record<string, T>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/**
 * The update's `tools` map (what it offers: `enable` lists, replaced whole)
 * with every toolkit's approval settings the update does not name carried
 * over from the session: `tools.<toolkit>.require_approval` and
 * `tools.<toolkit>.tags`, for the toolkits it names without them and for
 * those it leaves out of the map.
 */
function keepToolkitGates(current: ToolsMap, given: ToolsMap, named: NamedTools): ToolsMap {
  const merged: ToolsMap = {};
  for (const slug of new Set([...Object.keys(given), ...Object.keys(current)])) {
    const before = own(current, slug);
    const asked = own(named, slug);
    const entry = { ...own(given, slug) };
    if (asked?.require_approval === undefined && before?.require_approval?.length) entry.require_approval = before.require_approval;
    if (asked?.tags === undefined && before?.tags) entry.tags = before.tags;
    // A toolkit the session only restricted (`enabled`) and the update leaves out is no longer restricted.
    if (Object.keys(entry).length > 0) merged[slug] = entry;
  }
  return merged;
}

/**
 * An update's settings with the session's approval settings kept wherever
 * the update does not name them: an update changes a gate only by naming its
 * `require_approval` (`[]` removes it). So `toolkits` without
 * `require_approval`, `tags` without it (the array shorthand too), and a
 * `tools` map that leaves a toolkit out (`{}` too) or names it without
 * `require_approval` or `tags` lift nothing. The lists are kept even for
 * toolkits and tools the update stops offering, so they hold again if those
 * come back: a gate is never lost by omission.
 */
export function keepApprovalLists(current: ToolRouterSessionSettings, resolved: ResolvedSettings, input: UpdateSessionInput): ResolvedSettings {
  const next = { ...resolved };
  const keptToolkits = current.toolkits.require_approval;
  if (next.toolkits && input.toolkits?.require_approval === undefined && keptToolkits) {
    next.toolkits = { ...next.toolkits, require_approval: keptToolkits };
  }
  const keptTags = current.tags.require_approval;
  if (next.tags && input.tags?.require_approval === undefined && keptTags) next.tags = { ...next.tags, require_approval: keptTags };
  if (next.tools) next.tools = keepToolkitGates(current.tools, next.tools, input.tools ?? {});
  return next;
}
