import type { Tool } from '@patchbay/client';
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';

/** A tool as an MCP `tools/list` shows it: the slug names it, `input_parameters` is its input schema, MCP hint tags become annotations. */
export function toMcpTool(tool: Tool): McpTool {
  const has = (tag: string) => tool.tags.includes(tag);
  return {
    name: tool.slug,
    title: tool.name,
    description: tool.description,
    inputSchema: { ...tool.input_parameters, type: 'object' },
    annotations: {
      title: tool.name,
      readOnlyHint: has('readOnlyHint'),
      destructiveHint: has('destructiveHint'),
      idempotentHint: has('idempotentHint'),
      openWorldHint: has('openWorldHint'),
    },
  };
}
