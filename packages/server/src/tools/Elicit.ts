import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';

/** What a tool may add to one question. */
export interface ElicitOptions {
  /**
   * Withdraws the question when it aborts (the tool no longer needs the
   * answer, e.g. someone else answered it): the client is told
   * (`notifications/cancelled`) and `elicit` rejects with `elicitation_failed`.
   * @default never withdrawn
   */
  signal?: AbortSignal;
}

/**
 * How a tool call asks its caller's user. The feature layer defines it; a
 * transport that can ask (MCP's `elicitation/create`) implements it.
 * Resolves with their answer: `accept` (with `content` for a form),
 * `decline` or `cancel`. Rejects with an `ElicitationError` when no usable
 * answer comes (timeout, the client gone, the session ended, an error or
 * content outside the form's schema, the question withdrawn).
 */
export type Elicit = (params: ElicitRequest['params'], options?: ElicitOptions) => Promise<ElicitResult>;
