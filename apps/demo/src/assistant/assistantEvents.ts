/** Where the app posts a message to the assistant; the answer is a stream of `AssistantEvent`s, one JSON object per line. */
export const ASSISTANT_PATH = '/assistant/messages';

/** What the assistant did, in order: each MCP tool call and its result, the connections it waits for, what it says. */
export type AssistantEvent =
  | { type: 'tool_call'; id: number; name: string; arguments: Record<string, unknown> }
  | { type: 'tool_result'; id: number; isError: boolean; result: unknown }
  /** The agent needs the user to connect `toolkit` (through the agent's tool router session) and waits for it. */
  | { type: 'connection_needed'; toolkit: string; reason: string; sessionId: string }
  | { type: 'connected'; toolkit: string }
  | { type: 'message'; text: string }
  | { type: 'error'; message: string }
  | { type: 'done' };
