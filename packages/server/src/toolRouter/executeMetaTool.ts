import type { SearchToolsData, SessionExecuteResponse, ToolErrorCode } from '@patchbay/client';
import { SERVICE_ERRORS } from '@patchbay/client';
import { toolSchemas } from '../catalog';
import { AccountNotActiveError } from '../connectedAccounts/AccountNotActiveError';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { executeSessionTool } from './executeSessionTool';
import { manageConnections } from './manageConnections';
import { DEFAULT_WAIT_SECONDS, isMetaToolSlug, META_TOOLS } from './metaTools';
import { findSessionTools } from './searchSessionTools';
import { sessionConnection } from './sessionConnection';
import type { ToolContext } from '../tools/ToolContext';
import { recordExecution } from '../tools/recordExecution';
import { requireValidArguments } from '../tools/validateArguments';
import { waitForConnections } from './waitForConnections';
import { waitForApproval } from './approvals/waitForApproval';

interface MetaResult {
  data: Record<string, unknown>;
  error: string | null;
  error_code: ToolErrorCode | null;
}

function searchTools(ctx: ToolContext, session: ToolRouterSessionRecord, args: Record<string, unknown>, at: string): MetaResult {
  const toolkits = (args.toolkits as string[] | undefined) ?? [];
  const unknown = toolkits.filter((slug) => !ctx.service.catalog.toolkit(slug));
  if (unknown.length > 0) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, {
      ...atField(`${at}.toolkits`, 'invalid_value', `unknown toolkit '${unknown[0]}'`),
      suggestedFix: "Name toolkits by their slugs, or leave toolkits out to search all of the session's toolkits.",
    });
  }
  const found = findSessionTools(ctx, session, { query: args.query as string, toolkits, limit: args.limit as number });
  const connected = new Map<string, boolean>();
  const data: SearchToolsData = {
    tools: found.map(({ toolkit, tool }) => {
      const schemas = toolSchemas(toolkit, tool);
      if (!connected.has(toolkit.slug)) connected.set(toolkit.slug, sessionConnection(ctx, session, toolkit).connected);
      return {
        slug: tool.slug,
        name: tool.name,
        description: tool.description,
        toolkit: toolkit.slug,
        input_schema: schemas.input,
        tags: [...schemas.tags],
        is_connected: connected.get(toolkit.slug) === true,
      };
    }),
  };
  return { data: { ...data }, error: null, error_code: null };
}

async function multiExecute(ctx: ToolContext, session: ToolRouterSessionRecord, args: Record<string, unknown>, at: string): Promise<MetaResult> {
  const calls = args.tools as { tool_slug: string; arguments?: Record<string, unknown>; account?: string }[];
  const results = [];
  // One after another: a later tool may rely on what an earlier one changed.
  for (const [index, call] of calls.entries()) {
    try {
      const result = await executeSessionTool(ctx, session, {
        toolSlug: call.tool_slug,
        arguments: call.arguments,
        argumentsAt: `${at}.tools.${index}.arguments`,
        account: call.account,
        accountAt: `${at}.tools.${index}.account`,
      });
      results.push({ tool_slug: call.tool_slug, ...result });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const detail = error.errors.length > 0 ? ` (${error.errors.join('; ')})` : '';
      results.push({
        tool_slug: call.tool_slug,
        successful: false,
        data: {},
        error: error.message + detail,
        error_code: SERVICE_ERRORS[error.kind].slug,
        log_id: null,
        ...(error instanceof AccountNotActiveError ? { inactive_account: error.inactiveAccount } : {}),
      });
    }
  }
  const failed = results.filter((result) => !result.successful).length;
  return {
    data: { results },
    error: failed === 0 ? null : `${failed} of ${results.length} tools failed; see each result's error.`,
    error_code: failed === 0 ? null : (results.find((result) => !result.successful)?.error_code ?? null),
  };
}

/** Why a session leaves a meta tool out, in its settings' words. */
function metaRefusal(session: ToolRouterSessionRecord, slug: string): string {
  switch (slug) {
    case 'PATCHBAY_SEARCH_TOOLS':
      return 'search is turned off (search.enable: false, as the direct tools preset sets it); its tools are listed directly';
    case 'PATCHBAY_MULTI_EXECUTE_TOOL':
      return 'multi-execute is turned off (execute.enable_multi_execute: false, as the direct tools preset sets it); call each tool directly';
    case 'PATCHBAY_WAIT_FOR_APPROVAL':
      return 'it requires approval for no tool';
    case 'PATCHBAY_WAIT_FOR_CONNECTIONS':
      return session.manage_connections.enabled ? 'manage_connections.enable_wait_for_connections is off' : 'manage_connections is disabled';
    default:
      return 'manage_connections is disabled';
  }
}

function refusedMeta(session: ToolRouterSessionRecord, slug: string): ApiError {
  const why = metaRefusal(session, slug);
  return new ApiError('FORBIDDEN', `${slug} is not offered by tool router session '${session.id}': ${why}.`, {
    suggestedFix:
      session.tool_router_tools.length > 0
        ? `Use one of the session's tool_router_tools (${session.tool_router_tools.join(', ')}), or update the session to offer it.`
        : 'The session offers no meta tools: call the tools its tools list shows directly, or update the session to offer it.',
  });
}

/**
 * Runs one of the meta tools a session advertises in `tool_router_tools`
 * (`POST /api/v3/tool_router/session/{session_id}/execute_meta`). An unknown
 * slug is a 400, one the session does not offer (manage connections off) a
 * 403, arguments that do not fit the meta tool's schema a 400; what happens
 * inside (a tool of a multi-execute failing, a link refused, a wait timing
 * out) is the result's `successful: false`.
 */
export async function executeMetaTool(
  ctx: ToolContext,
  session: ToolRouterSessionRecord,
  slug: string,
  rawArguments: unknown,
  argumentsAt = 'arguments',
): Promise<SessionExecuteResponse> {
  if (!isMetaToolSlug(slug)) {
    throw new ApiError('BAD_REQUEST', `Unknown meta tool '${slug.slice(0, 100)}'.`, {
      ...atField('body.slug', 'invalid_value', `expected one of ${Object.keys(META_TOOLS).join(', ')}`),
      suggestedFix: "Use one of the session's tool_router_tools.",
    });
  }
  if (!session.tool_router_tools.includes(slug)) throw refusedMeta(session, slug);
  const args = requireValidArguments(slug, META_TOOLS[slug].input, rawArguments, argumentsAt);
  const started = performance.now();
  let result: MetaResult;
  switch (slug) {
    case 'PATCHBAY_SEARCH_TOOLS':
      result = searchTools(ctx, session, args, argumentsAt);
      break;
    case 'PATCHBAY_MULTI_EXECUTE_TOOL':
      result = await multiExecute(ctx, session, args, argumentsAt);
      break;
    case 'PATCHBAY_MANAGE_CONNECTIONS': {
      const managed = manageConnections(ctx, session, args.toolkits as string[]);
      result = { ...managed, data: { ...managed.data } };
      break;
    }
    case 'PATCHBAY_WAIT_FOR_CONNECTIONS': {
      const waited = await waitForConnections(
        ctx,
        session,
        args.toolkits as string[],
        (args.timeout_seconds as number | undefined) ?? DEFAULT_WAIT_SECONDS,
      );
      result = { ...waited, data: { ...waited.data } };
      break;
    }
    case 'PATCHBAY_WAIT_FOR_APPROVAL': {
      const timeout = (args.timeout_seconds as number | undefined) ?? DEFAULT_WAIT_SECONDS;
      const waited = await waitForApproval(ctx, session, args.approval_id as string, timeout);
      result = { ...waited, data: { ...waited.data } };
      break;
    }
  }
  const logId = recordExecution(ctx.service, {
    project_id: ctx.project.id,
    tool_slug: slug,
    toolkit_slug: 'patchbay',
    user_id: session.user_id,
    connected_account_id: null,
    session_id: session.id,
    successful: result.error === null,
    error: result.error,
    error_code: result.error_code,
    duration_ms: Math.round(performance.now() - started),
  });
  return { ...result, successful: result.error === null, log_id: logId };
}
