import type { CursorPage, Tool, ToolEnumResponse, ToolExecuteResponse, ToolInputResponse } from '@patchbay/client';
import { toolSchemas } from '../catalog';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { argumentsFromText } from './argumentsFromText';
import { executeTool } from './executeTool';
import { findTool, getTool, listTools, toolIndex } from './listTools';
import { toolContext } from './requestToolContext';
import { executeToolBody, getToolQuery, listToolsQuery, toolInputBody, toolParams } from './toolsSchemas';
import { withConfigToolkits } from './withConfigToolkits';

/** Tools (extensions, as the vendor's client): list, get, execute, the slug list and arguments from text. */
export const toolsRoutes = new Hono<AppEnv>();

route(toolsRoutes, 'tools.list', { query: listToolsQuery }, (c, { query: input }) => {
  const page: CursorPage<Tool> = listTools(toolContext(c), {
    toolkitSlugs: withConfigToolkits(c.var.service, c.var.project, input.toolkit_slug, input.auth_config_ids),
    toolSlugs: input.tool_slugs,
    query: input.query ?? input.search,
    tags: input.tags,
    limit: input.limit,
    cursor: input.cursor,
  });
  return c.json(page);
});

// Before tools.get, whose {tool_slug} would otherwise take 'enum'.
route(toolsRoutes, 'tools.enum', (c) => {
  const slugs: ToolEnumResponse = toolIndex(c.var.service.catalog).map(({ tool }) => tool.slug);
  return c.json(slugs);
});

route(toolsRoutes, 'tools.get', { query: getToolQuery }, (c, { query: input }) => {
  const { tool_slug } = params(c, toolParams);
  return c.json<Tool>(getTool(toolContext(c), tool_slug, input));
});

route(toolsRoutes, 'tools.execute', { body: executeToolBody }, async (c, { body: input }) => {
  const { tool_slug } = params(c, toolParams);
  const result: ToolExecuteResponse = await executeTool(toolContext(c), {
    toolSlug: tool_slug,
    userId: input.user_id,
    connectedAccountId: input.connected_account_id,
    account: input.account,
    arguments: input.arguments,
    argumentsAt: 'body.arguments',
    version: input.version,
  });
  return c.json(result);
});

route(toolsRoutes, 'tools.getInput', { body: toolInputBody }, (c, { body: input }) => {
  const { tool_slug } = params(c, toolParams);
  const { toolkit, tool } = findTool(toolContext(c), tool_slug);
  return c.json<ToolInputResponse>(argumentsFromText(toolSchemas(toolkit, tool).input, input.text));
});
