/**
 * Tools, transport-free: what the REST routes here call, and what an MCP
 * layer calls directly with a `ToolContext` (service, project, origin,
 * signal). Errors are `ApiError`s (HTTP errors of the call); what a tool
 * itself does wrong is its result's `successful: false`.
 */
export type { ToolContext } from './ToolContext';
export { findTool, getTool, listTools, type ListToolsInput } from './listTools';
export { toToolWire } from './toToolWire';
export { executeTool, type ExecuteToolInput } from './executeTool';
export { executeSessionTool, type SessionToolCall } from './executeSessionTool';
export { findSessionTools, searchSessionTools, toolkitConnectionStatus, type FindSessionToolsInput } from './searchSessionTools';
export { executeMetaTool } from './executeMetaTool';
export { isMetaToolSlug, META_TOOLS, sessionTools, type MetaTool } from './metaTools';
export { sessionRefusal, requireSessionTool } from './sessionRules';
export { checkArguments, requireValidArguments } from './validateArguments';
export { isExecutable } from './runTool';
export { toolContext } from './requestToolContext';
