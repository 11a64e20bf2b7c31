/** Where the app posts a message to the assistant; the answer is a stream of `AssistantEvent`s, one JSON object per line. */
export const ASSISTANT_PATH = '/assistant/messages';
/** Where the app reads the signed-in user's assistant session (`{ session_id }`, null before their first message), to show its pending approvals. */
export const ASSISTANT_SESSION_PATH = '/assistant/session';

/** What the assistant did, in order: each MCP tool call and its result, the connections it waits for, what it says. */
export type AssistantEvent =
  | { type: 'tool_call'; id: number; name: string; arguments: Record<string, unknown> }
  | { type: 'tool_result'; id: number; isError: boolean; result: unknown }
  /** The agent needs the user to connect `toolkit` (through the agent's tool router session) and waits for it. */
  | { type: 'connection_needed'; toolkit: string; reason: string; sessionId: string }
  | { type: 'connected'; toolkit: string }
  /** A call the session holds for the user's approval: the page shows it, and the agent waits for the answer. */
  | { type: 'approval_needed'; sessionId: string; approvalId: string }
  /** The agent's wait ended: `status` says how (`unanswered`: it stopped waiting). */
  | { type: 'approval_answered'; approvalId: string; status: 'approved' | 'failed' | 'denied' | 'expired' | 'unanswered' }
  | { type: 'message'; text: string }
  | { type: 'error'; message: string }
  | { type: 'done' };
