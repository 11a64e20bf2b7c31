import { preloadedTools } from '../../toolRouter/preloadedTools';
import type { ToolRouterSessionRecord } from '../../toolRouter/ToolRouterSessionRecord';
import type { ToolContext } from '../../tools';
import { executeMetaTool } from '../../toolRouter/executeMetaTool';
import { executeSessionTool } from '../../toolRouter/executeSessionTool';
import { isMetaToolSlug, sessionTools } from '../../toolRouter/metaTools';
import type { McpToolSource } from './serveMcp';
import { callTool } from './toCallToolResult';
import { toMcpTool } from './toMcpTool';

/**
 * A tool router session's MCP URL: the app tools it preloads
 * (`preload.tools`, each with its input schema and hints) then the meta tools
 * it advertises in `tool_router_tools`, run for the session's user under its
 * configuration (toolkits, tools, tags, pinned auth configs and accounts). A
 * preloaded tool runs as PATCHBAY_MULTI_EXECUTE_TOOL runs one: the same
 * checks, approval gate, account and recording (`executeSessionTool`).
 */
export function toolRouterMcpSource(ctx: ToolContext, session: ToolRouterSessionRecord): McpToolSource {
  return {
    name: `patchbay-tool-router-${session.id}`,
    tools: () => [...preloadedTools(ctx, session), ...sessionTools(session)].map(toMcpTool),
    // With elicit, a call that needs approval asks the client's user on the spot.
    // Only listed names reach here (serveMcp answers others not_found): a meta tool, or a preloaded one.
    call: (name, args, { signal, elicit }) =>
      callTool(() =>
        isMetaToolSlug(name)
          ? executeMetaTool({ ...ctx, signal, elicit }, session, name, args)
          : executeSessionTool({ ...ctx, signal, elicit }, session, { toolSlug: name, arguments: args }),
      ),
  };
}
