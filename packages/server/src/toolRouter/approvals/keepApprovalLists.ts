import type { ResolvedSettings } from '../resolveSessionSettings';
import type { UpdateSessionInput } from '../sessionConfigSchemas';
import type { ToolRouterSessionSettings } from '../ToolRouterSessionRecord';

/**
 * An update's settings with the session's `require_approval` lists kept
 * where the update gives their block without naming them: `toolkits:
 * {enable: [...]}`, the `tags: [...]` shorthand, or a `tools.<toolkit>` block
 * without `require_approval` or `tags`. Changing which tools are offered never
 * lifts an approval by accident; a list the update names (`[]` too) replaces it.
 */
export function keepApprovalLists(current: ToolRouterSessionSettings, resolved: ResolvedSettings, input: UpdateSessionInput): ResolvedSettings {
  const next = { ...resolved };
  const keptToolkits = current.toolkits.require_approval;
  if (next.toolkits && input.toolkits?.require_approval === undefined && keptToolkits) {
    next.toolkits = { ...next.toolkits, require_approval: keptToolkits };
  }
  const keptTags = current.tags.require_approval;
  if (next.tags && input.tags?.require_approval === undefined && keptTags) next.tags = { ...next.tags, require_approval: keptTags };
  if (next.tools && input.tools) {
    next.tools = Object.fromEntries(
      Object.entries(next.tools).map(([slug, tools]) => {
        const given = input.tools?.[slug];
        const before = current.tools[slug];
        return [
          slug,
          {
            ...tools,
            ...(given?.require_approval === undefined && before?.require_approval && { require_approval: before.require_approval }),
            ...(given?.tags === undefined && before?.tags && { tags: before.tags }),
          },
        ];
      }),
    );
  }
  return next;
}
