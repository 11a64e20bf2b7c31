/**
 * Tools, transport-free: what any caller needs to run a tool (the REST
 * routes here, a session's calls in `toolRouter/`, an MCP layer) with a
 * `ToolContext` (service, project, origin, signal). Errors are `ApiError`s (HTTP errors of the call); what a tool
 * itself does wrong is its result's `successful: false`.
 */
export type { ToolContext } from './ToolContext';
export { findTool, getTool, listTools, type ListToolsInput } from './listTools';
export { toToolWire } from './toToolWire';
export { executeTool, type ExecuteToolInput } from './executeTool';
export { checkArguments, requireValidArguments } from './validateArguments';
export { isExecutable } from './runTool';
export { toolContext } from './requestToolContext';
