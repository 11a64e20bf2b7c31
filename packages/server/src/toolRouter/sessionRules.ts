import { toolSchemas, type CatalogToolEntry } from '../catalog';
import { ApiError } from '../http/ApiError';
import { pinnedAccounts, sessionHasToolkit } from './sessionSettings';
import type { ToolRouterSessionRecord, ToolRouterSessionSettings } from './ToolRouterSessionRecord';
import type { AccountChoice } from '../tools/resolveToolAccount';

/**
 * Why a session does not offer a tool, or null. A session offers the tools
 * of its toolkits (`toolkits` enable or disable list), only the listed ones
 * where `tools` names some for a toolkit, and only those whose MCP hints pass
 * `tags`: at least one of `enabled` (when any), none of `disabled`.
 */
export function sessionRefusal(
  session: Pick<ToolRouterSessionSettings, 'toolkits' | 'tools' | 'tags'>,
  { toolkit, tool }: CatalogToolEntry,
): string | null {
  if (!sessionHasToolkit(session, toolkit.slug)) return `its toolkit '${toolkit.slug}' is not enabled in the session`;
  const enabled = session.tools[toolkit.slug]?.enabled;
  if (enabled && !enabled.includes(tool.slug)) return `the session enables only these tools of ${toolkit.slug}: ${enabled.join(', ') || 'none'}`;
  const { tags } = toolSchemas(toolkit, tool);
  const wanted = session.tags.enabled;
  if (wanted.length > 0 && !wanted.some((tag) => tags.includes(tag))) {
    return `the session offers only tools tagged ${wanted.join(' or ')}, and it is tagged ${tags.join(', ') || 'with none'}`;
  }
  const excluded = session.tags.disabled.filter((tag) => tags.includes(tag));
  if (excluded.length > 0) return `the session excludes tools tagged ${excluded.join(', ')}`;
  return null;
}

/** Refuses (403) a tool the session does not offer, saying why. */
export function requireSessionTool(session: ToolRouterSessionRecord, entry: CatalogToolEntry): void {
  const reason = sessionRefusal(session, entry);
  if (reason === null) return;
  throw new ApiError('FORBIDDEN', `${entry.tool.slug} is not available in tool router session '${session.id}': ${reason}.`, {
    suggestedFix: 'Use a tool the session offers (PATCHBAY_SEARCH_TOOLS finds them), or create a session whose toolkits, tools and tags include it.',
  });
}

/**
 * The account a session's tool runs with: the session's default pinned
 * account for the toolkit (the first it pins), else its user's (through its
 * pinned auth config).
 */
export function sessionAccountChoice(session: ToolRouterSessionRecord, toolkitSlug: string): AccountChoice {
  const [pinned] = pinnedAccounts(session, toolkitSlug);
  if (pinned !== undefined) {
    return { connectedAccountId: pinned, connectedAccountField: `session.connected_accounts.${toolkitSlug}`, userId: session.user_id };
  }
  return { userId: session.user_id, authConfigId: session.auth_configs[toolkitSlug] };
}
