import type { SessionSearchResponse, SessionSearchResult, SessionToolSchema, ToolkitConnectionStatus } from '@patchbay/client';
import { toolSchemas, type CatalogToolEntry, type CatalogToolkit } from '../catalog';
import { sweepExpiredLinks } from '../connectedAccounts/linkSessions';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { sessionConnection } from './sessionConnection';
import { sessionRefusal } from './sessionRules';
import type { ToolContext } from '../tools/ToolContext';
import { searchTools } from '../tools/toolSearchIndex';

export interface FindSessionToolsInput {
  /** A use case in plain language. */
  query: string;
  /** Only tools of these toolkits (slugs the caller checked). */
  toolkits?: readonly string[] | undefined;
  /** @default 10 */
  limit?: number | undefined;
}

/** The session's tools that fit a use case, best first: only tools the session offers (toolkits, tools, tags). */
export function findSessionTools(ctx: ToolContext, session: ToolRouterSessionRecord, input: FindSessionToolsInput): CatalogToolEntry[] {
  const only = input.toolkits && input.toolkits.length > 0 ? new Set(input.toolkits) : undefined;
  const keep = (entry: CatalogToolEntry) => (only === undefined || only.has(entry.toolkit.slug)) && sessionRefusal(session, entry) === null;
  return searchTools(ctx.service.catalog, input.query, keep, input.limit ?? 10);
}

/** Whether the session's user can use a toolkit now, in words for an agent. */
export function toolkitConnectionStatus(ctx: ToolContext, session: ToolRouterSessionRecord, toolkit: CatalogToolkit): ToolkitConnectionStatus {
  const connection = sessionConnection(ctx, session, toolkit);
  const base = { toolkit: toolkit.slug, description: toolkit.description, has_active_connection: connection.connected };
  if (toolkit.noAuth) return { ...base, status_message: `${toolkit.name} needs no connection: its tools can run now.` };
  if (!connection.connected || connection.connected_account_id === null) {
    return {
      ...base,
      status_message: `${toolkit.name} is not connected for this user${connection.status ? ` (latest account: ${connection.status})` : ''}: call PATCHBAY_MANAGE_CONNECTIONS with toolkits ["${toolkit.slug}"] and send the user to its redirect_url.`,
    };
  }
  const account = ctx.service.store.get('connected_accounts', connection.connected_account_id);
  return {
    ...base,
    status_message: `${toolkit.name} is connected: its tools can run now.`,
    connection_details: { connected_account_id: connection.connected_account_id, auth_config_id: account?.auth_config_id ?? '' },
  };
}

/** How many of a query's matches are primary: those within reach of the best score, at most 5. */
const PRIMARY = 5;

/**
 * The session search (`POST /api/v3/tool_router/session/{session_id}/search`):
 * per use case, the session's tools that fit it (best first), with each
 * found tool's schemas once, and whether the user can use each toolkit now.
 */
export function searchSessionTools(
  ctx: ToolContext,
  session: ToolRouterSessionRecord,
  queries: readonly { use_case: string }[],
): SessionSearchResponse {
  sweepExpiredLinks(ctx.service, session.project_id);
  const schemas: Record<string, SessionToolSchema> = {};
  const toolkits = new Map<string, CatalogToolkit>();
  const results = queries.map(({ use_case }, index): SessionSearchResult => {
    const found = findSessionTools(ctx, session, { query: use_case, limit: 10 });
    for (const { toolkit, tool } of found) {
      toolkits.set(toolkit.slug, toolkit);
      const { input, output } = toolSchemas(toolkit, tool);
      schemas[tool.slug] ??= {
        tool_slug: tool.slug,
        toolkit: toolkit.slug,
        description: tool.description,
        hasFullSchema: true,
        input_schema: input,
        output_schema: output,
      };
    }
    const slugs = found.map(({ tool }) => tool.slug);
    return {
      index: index + 1,
      use_case,
      primary_tool_slugs: slugs.slice(0, PRIMARY),
      related_tool_slugs: slugs.slice(PRIMARY),
      toolkits: [...new Set(found.map(({ toolkit }) => toolkit.slug))],
    };
  });
  const statuses = [...toolkits.values()].map((toolkit) => toolkitConnectionStatus(ctx, session, toolkit));
  // The guidance names the toolkits of each use case's best match, not of every related tool.
  const best = new Set(results.flatMap((result) => result.toolkits.slice(0, 1)));
  const unconnected = statuses.filter((status) => !status.has_active_connection && best.has(status.toolkit)).map((status) => status.toolkit);
  const now = ctx.service.clock();
  return {
    success: true,
    error: null,
    results,
    tool_schemas: schemas,
    toolkit_connection_statuses: statuses,
    next_steps_guidance: [
      ...(unconnected.length > 0
        ? [
            `Connect ${unconnected.join(', ')} first: PATCHBAY_MANAGE_CONNECTIONS gives the user a link for each, PATCHBAY_WAIT_FOR_CONNECTIONS waits for them.`,
          ]
        : []),
      'Run a tool with POST /api/v3/tool_router/session/{session_id}/execute (or several with PATCHBAY_MULTI_EXECUTE_TOOL), arguments matching its input_schema.',
      ...(results.some((result) => result.primary_tool_slugs.length === 0)
        ? ['Rephrase a use case that found nothing with the words of the app and the action.']
        : []),
    ],
    session: { id: session.id, generate_id: false, instructions: 'Use this session id for the execute and execute_meta calls that follow.' },
    time_info: {
      current_time_utc: now.toISOString(),
      current_time_utc_epoch_seconds: Math.floor(now.getTime() / 1000),
      message: 'Times are UTC; convert dates the user gives in their own time zone before passing them to tools.',
    },
  };
}
