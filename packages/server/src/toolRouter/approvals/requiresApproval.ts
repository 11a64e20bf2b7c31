import { toolSchemas, type CatalogToolEntry, type CatalogToolkit } from '../../catalog';
import type { ToolRouterSessionSettings } from '../ToolRouterSessionRecord';

type ApprovalSettings = Pick<ToolRouterSessionSettings, 'toolkits' | 'tools' | 'tags'>;

/** Whether any tool of the session can need approval (then it offers PATCHBAY_WAIT_FOR_APPROVAL). */
export function sessionRequiresApproval(settings: ApprovalSettings): boolean {
  const perToolkit = Object.values(settings.tools).some(
    (tools) => (tools.require_approval?.length ?? 0) > 0 || (tools.tags?.require_approval.length ?? 0) > 0,
  );
  return (settings.toolkits.require_approval?.length ?? 0) > 0 || (settings.tags.require_approval?.length ?? 0) > 0 || perToolkit;
}

/**
 * Why a call to the tool waits for the user's approval, or null when it runs
 * at once: its toolkit is in `toolkits.require_approval`, the tool in its
 * toolkit's `tools.<toolkit>.require_approval`, or one of its hints in
 * `tags.require_approval` (replaced for the toolkit by
 * `tools.<toolkit>.tags.require_approval`, the vendor's per-toolkit override).
 */
export function approvalRequirement(settings: ApprovalSettings, { toolkit, tool }: CatalogToolEntry): string | null {
  if (settings.toolkits.require_approval?.includes(toolkit.slug)) return `the session requires approval for every tool of ${toolkit.slug}`;
  const tools = settings.tools[toolkit.slug];
  if (tools?.require_approval?.includes(tool.slug)) return `the session requires approval for ${tool.slug}`;
  const gatedTags = tools?.tags?.require_approval ?? settings.tags.require_approval ?? [];
  const matched = gatedTags.filter((tag) => toolSchemas(toolkit, tool).tags.includes(tag));
  if (matched.length > 0) return `the session requires approval for tools tagged ${matched.join(', ')}`;
  return null;
}

/**
 * Why the session's approval settings cover some tool of `toolkit`, or null:
 * the whole toolkit, any of its tools, or a gated tag any of its tools
 * carries. A raw proxy call cannot be matched to one tool, so such a
 * toolkit takes no proxy calls through the session.
 */
export function toolkitApprovalRequirement(settings: ApprovalSettings, toolkit: CatalogToolkit): string | null {
  if (settings.toolkits.require_approval?.includes(toolkit.slug)) return `the session requires approval for every tool of ${toolkit.slug}`;
  const tools = settings.tools[toolkit.slug];
  if ((tools?.require_approval?.length ?? 0) > 0) return `the session requires approval for some tools of ${toolkit.slug}`;
  const gatedTags = tools?.tags?.require_approval ?? settings.tags.require_approval ?? [];
  const gated = toolkit.tools.find((tool) => gatedTags.some((tag) => toolSchemas(toolkit, tool).tags.includes(tag)));
  return gated ? `the session requires approval for tools of ${toolkit.slug} such as ${gated.slug}` : null;
}
