import type { ClientCapabilities, Implementation } from '@modelcontextprotocol/sdk/types.js';

/**
 * An MCP session ('mcp_sessions'): issued at `initialize` as `Mcp-Session-Id`
 * and kept in storage, so any process of the service knows what the client
 * declared when a later request of it arrives. Valid on the one MCP URL
 * (`mcp_url`) of the one project that issued it.
 */
export interface McpSessionRecord {
  /** The `Mcp-Session-Id` value ('mcps_...'): random, unguessable. */
  id: string;
  project_id: string;
  /** Which MCP URL issued it: `tool_router/<session id>` or `<server id>?<the URL's user and accounts>`. */
  mcp_url: string;
  client_capabilities: ClientCapabilities;
  client_info: Implementation;
  protocol_version: string;
  created_at: string;
  /** Refreshed at most once a minute by the session's requests; idle past the session lifetime, it is gone. */
  last_used_at: string;
}

/** What the client answered to an elicitation: its JSON-RPC response, result or error, unchecked until the waiter reads it. */
export type ElicitationAnswer = { result: unknown } | { error: { code: number; message: string } };

/**
 * An `elicitation/create` the service sent in the middle of a tool call and
 * waits on ('mcp_elicitations'). The client may POST its answer to any
 * process: that process stores it here, and the one holding the call's
 * stream reads it.
 */
export interface McpElicitationRecord {
  /** The JSON-RPC id of the request ('elicit_<uuid>'): unique across processes. */
  id: string;
  project_id: string;
  /** Only an answer sent with this `Mcp-Session-Id` counts. */
  mcp_session_id: string;
  created_at: string;
  /** After this, nobody waits on it any more: a sweep removes it if its waiter could not. */
  expires_at: string;
  response: ElicitationAnswer | null;
}
