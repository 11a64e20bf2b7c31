import type { ToolExecuteResponse } from '@patchbay/client';
import { toolSchemas } from '../catalog';
import { findTool } from './listTools';
import { resolveToolAccount } from './resolveToolAccount';
import { selectAccountId } from './selectAccount';
import { requireToolVersion } from './toolVersions';
import { isExecutable, runTool } from './runTool';
import type { ToolContext } from './ToolContext';
import { requireValidArguments } from './validateArguments';

export interface ExecuteToolInput {
  toolSlug: string;
  userId?: string | undefined;
  connectedAccountId?: string | undefined;
  /** One of the user's accounts by id or alias (`body.account`), instead of `connectedAccountId`. */
  account?: string | undefined;
  arguments?: unknown;
  /** Where `arguments` sits, for error paths. @default 'arguments' */
  argumentsAt?: string;
  /** The tool version to run (`body.version`): 'latest' or one the tool exists in. @default 'latest' */
  version?: string | undefined;
}

/**
 * Runs one tool for a user or with one of their accounts
 * (`POST /api/v3/tools/execute/{tool_slug}`). Throws (an HTTP error) for an
 * unknown tool (404), one not in the version asked for (404
 * `Tool_ToolNotFound`), invalid arguments (400 naming each field) and an
 * account that cannot be used (404, 422, 403); a tool with no local
 * implementation, or one its app refuses, answers `successful: false`.
 */
export async function executeTool(ctx: ToolContext, input: ExecuteToolInput): Promise<ToolExecuteResponse> {
  const entry = findTool(ctx, input.toolSlug);
  requireToolVersion(entry, input.version, 'body.version');
  const args = requireValidArguments(
    entry.tool.slug,
    toolSchemas(entry.toolkit, entry.tool).input,
    input.arguments,
    input.argumentsAt ?? 'arguments',
  );
  // Nothing to connect for a tool that cannot run here anyway: say so first.
  const named =
    input.account === undefined
      ? { connectedAccountId: input.connectedAccountId }
      : {
          connectedAccountId: selectAccountId(ctx, entry.toolkit, input.userId, input.account, 'body.account'),
          connectedAccountField: 'body.account',
        };
  const account = isExecutable(entry.tool.slug) ? resolveToolAccount(ctx, entry.toolkit, entry.tool, { ...named, userId: input.userId }) : null;
  return runTool(ctx, { entry, args, account, userId: input.userId ?? null });
}
