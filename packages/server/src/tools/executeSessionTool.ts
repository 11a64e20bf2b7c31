import type { ToolExecuteResponse } from '@patchbay/client';
import { toolSchemas } from '../catalog';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import { findTool } from './listTools';
import { resolveToolAccount } from './resolveToolAccount';
import { isExecutable, runTool } from './runTool';
import { requireSessionTool, sessionAccountChoice } from './sessionRules';
import type { ToolContext } from './ToolContext';
import { requireValidArguments } from './validateArguments';

export interface SessionToolCall {
  toolSlug: string;
  arguments?: unknown;
  /** Where `arguments` sits, for error paths. @default 'arguments' */
  argumentsAt?: string;
}

/**
 * Runs one of a session's tools for its user
 * (`POST /api/v3/tool_router/session/{session_id}/execute`): refused (403)
 * when the session's configuration leaves the tool out, then as
 * `executeTool`, with the session's pinned account or auth config.
 */
export async function executeSessionTool(ctx: ToolContext, session: ToolRouterSessionRecord, call: SessionToolCall): Promise<ToolExecuteResponse> {
  const entry = findTool(ctx, call.toolSlug);
  requireSessionTool(session, entry);
  const args = requireValidArguments(entry.tool.slug, toolSchemas(entry.toolkit, entry.tool).input, call.arguments, call.argumentsAt ?? 'arguments');
  const account = isExecutable(entry.tool.slug)
    ? resolveToolAccount(ctx, entry.toolkit, entry.tool, sessionAccountChoice(session, entry.toolkit.slug))
    : null;
  return runTool(ctx, { entry, args, account, userId: session.user_id, sessionId: session.id });
}
