import type { InactiveAccount, ToolErrorCode, ToolExecuteResponse } from '@patchbay/client';
import type { CatalogToolEntry } from '../catalog';
import { markAccountUsed } from '../connectedAccounts/markAccountUsed';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import { BUILTIN_TOOL_EXECUTORS } from './builtinToolExecutors';
import { toolkitApi } from './callToolkitApi';
import type { ToolContext } from './ToolContext';
import { cappedPayload } from './logPayload';
import { recordExecution } from './recordExecution';
import { ToolFailure } from './ToolFailure';

export interface ToolRun {
  entry: CatalogToolEntry;
  /** Checked against the tool's input schema. */
  args: Record<string, unknown>;
  /** null: a no-auth tool run without one. */
  account: ConnectedAccountRecord | null;
  userId: string | null;
  sessionId?: string | undefined;
}

/** Whether the local service has an implementation of the tool. */
export const isExecutable = (toolSlug: string) => BUILTIN_TOOL_EXECUTORS.has(toolSlug);

function notExecutable({ toolkit, tool }: CatalogToolEntry): ToolFailure {
  return new ToolFailure(
    'not_executable',
    `${tool.slug} is not executable in the local service: only the built-in toolkits' tools (Acme Tasks, Acme Metrics, Acme Status) run here. ` +
      `Call ${toolkit.name}'s API through POST /api/v3/tools/execute/proxy instead, or run the tool against the hosted service.`,
  );
}

/**
 * Runs a checked call: the tool's implementation against its toolkit's
 * API, or `not_executable`. What the tool itself does wrong is a result
 * (`successful: false`); every run is recorded and answers its `log_id`.
 */
export async function runTool(ctx: ToolContext, run: ToolRun): Promise<ToolExecuteResponse> {
  const { toolkit, tool } = run.entry;
  const started = performance.now();
  let data: Record<string, unknown> = {};
  let failure: {
    error: string;
    error_code: ToolErrorCode;
    inactive_account?: InactiveAccount | undefined;
    retry_after_seconds?: number | undefined;
  } | null = null;
  try {
    const executor = BUILTIN_TOOL_EXECUTORS.get(tool.slug);
    if (!executor) throw notExecutable(run.entry);
    data = await executor(toolkitApi(ctx, toolkit, run.account), run.args);
  } catch (error) {
    if (!(error instanceof ToolFailure)) throw error;
    failure = { error: error.message, error_code: error.code, inactive_account: error.inactiveAccount, retry_after_seconds: error.retryAfterSeconds };
  }
  // Tool executions, session and meta executions and MCP tool calls all end here.
  if (run.account && failure === null) markAccountUsed(ctx.service, run.account.id);
  const logId = recordExecution(ctx.service, {
    project_id: ctx.project.id,
    tool_slug: tool.slug,
    toolkit_slug: toolkit.slug,
    // The caller, not the account's owner: on a SHARED account they differ, and the log is the caller's.
    user_id: run.userId ?? run.account?.user_id ?? null,
    connected_account_id: run.account?.id ?? null,
    auth_config_id: run.account?.auth_config_id ?? null,
    session_id: run.sessionId ?? null,
    successful: failure === null,
    error: failure?.error ?? null,
    error_code: failure?.error_code ?? null,
    duration_ms: Math.round(performance.now() - started),
    request: cappedPayload(run.args),
    response: cappedPayload({ data, error: failure?.error ?? null }),
  });
  const result: ToolExecuteResponse = {
    data,
    error: failure?.error ?? null,
    error_code: failure?.error_code ?? null,
    successful: failure === null,
    log_id: logId,
  };
  if (failure?.inactive_account) return { ...result, inactive_account: failure.inactive_account };
  return failure?.retry_after_seconds === undefined ? result : { ...result, retry_after_seconds: failure.retry_after_seconds };
}
