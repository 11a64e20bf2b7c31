import type { ToolRouterSessionRecord } from '../../toolRouter/ToolRouterSessionRecord';
import { executeMetaTool, sessionTools, type ToolContext } from '../../tools';
import type { McpToolSource } from './serveMcp';
import { callTool } from './toCallToolResult';
import { toMcpTool } from './toMcpTool';

/**
 * A tool router session's MCP URL: exactly the meta tools the session
 * advertises in `tool_router_tools`, run for the session's user under its
 * configuration (toolkits, tools, tags, pinned auth configs and accounts).
 */
export function toolRouterMcpSource(ctx: ToolContext, session: ToolRouterSessionRecord): McpToolSource {
  return {
    name: `patchbay-tool-router-${session.id}`,
    tools: () => sessionTools(session).map(toMcpTool),
    call: (name, args, signal) => callTool(() => executeMetaTool({ ...ctx, signal }, session, name, args)),
  };
}
