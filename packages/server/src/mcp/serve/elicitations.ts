import {
  ElicitResultSchema,
  type ElicitRequest,
  type ElicitResult,
  type JSONRPCErrorResponse,
  type JSONRPCNotification,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { Clock } from '../../clock';
import type { Store } from '../../collections/Store';
import { uuid } from '../../ids';
import type { Elicit } from '../../tools/Elicit';
import { ElicitationError } from '../../tools/ElicitationError';
import type { McpSessionRecord } from './records';

/** How long a tool call waits for an answer, and how often it reads storage for one. */
export interface ElicitationTiming {
  /** How long the user has to answer; then the call ends with a `timed_out` tool error. @default 600_000 (10 minutes) */
  timeoutMs?: number;
  /** How often the process holding the call's stream reads storage for the answer (it may arrive at another process). @default 200 */
  pollMs?: number;
}

export const DEFAULT_ELICITATION_TIMEOUT_MS = 10 * 60 * 1000;
export const DEFAULT_ELICITATION_POLL_MS = 200;
/** Elicitations one MCP session may have waiting at once; past it, `elicit` fails at once. */
export const MAX_PENDING_ELICITATIONS_PER_SESSION = 16;
/** An elicitation whose waiter is gone (a crash) stays this long past its timeout, then a sweep removes it. */
const ORPHAN_GRACE_MS = 60_000;
const SWEEP_BATCH = 100;

/** Resolves after `ms`, or at once when `signal` aborts; the timer never keeps the process alive. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref?.();
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The user's answer as the tool may trust it: a valid result, and for an accepted form, content that fits its schema. */
function checkedAnswer(params: ElicitRequest['params'], result: unknown): ElicitResult {
  const parsed = ElicitResultSchema.safeParse(result);
  if (!parsed.success)
    throw new ElicitationError('elicitation_failed', 'The MCP client answered the elicitation with something that is not an elicitation result.');
  const answer = parsed.data;
  if (answer.action === 'accept' && params.mode !== 'url' && 'requestedSchema' in params) {
    // A fresh validator per answer: one kept for ever would cache every schema it compiled.
    const fits = new AjvJsonSchemaValidator().getValidator(params.requestedSchema)(answer.content ?? {});
    if (!fits.valid) throw new ElicitationError('elicitation_failed', `The user's answer does not fit the form: ${fits.errorMessage}`);
  }
  return answer;
}

export interface ElicitationContext {
  store: Store;
  clock: Clock;
  session: McpSessionRecord;
  /** Writes a message on the call's stream (opening it: the POST's answer becomes `text/event-stream`). */
  send: (message: JSONRPCRequest | JSONRPCNotification) => void;
  /** Ends the wait: the call's signal (the client went away, or cancelled the call). */
  signal: AbortSignal;
  timing: ElicitationTiming;
}

/**
 * The `elicit` of one tool call: stores the pending elicitation under an id
 * unique across processes, sends the request on the call's stream, then
 * reads storage until an answer lands there (from whichever process the
 * client POSTed it to), the timeout passes or the call's signal aborts. The
 * record is removed however the wait ends.
 */
export function elicitFor({ store, clock, session, send, signal, timing }: ElicitationContext): Elicit {
  const timeoutMs = timing.timeoutMs ?? DEFAULT_ELICITATION_TIMEOUT_MS;
  const pollMs = timing.pollMs ?? DEFAULT_ELICITATION_POLL_MS;
  return async (params, { signal: withdrawn } = {}) => {
    const waiting = withdrawn ? AbortSignal.any([signal, withdrawn]) : signal;
    if (params.mode === 'url' && !session.client_capabilities.elicitation?.url)
      throw new ElicitationError('elicitation_failed', 'The MCP client does not take URL elicitations.');
    if (signal.aborted) throw new ElicitationError('elicitation_failed', 'The MCP client went away before the user was asked.');
    const now = clock();
    for (const orphan of store.find('mcp_elicitations', { where: { expires_at: { atMost: now.toISOString() } }, limit: SWEEP_BATCH })) {
      store.remove('mcp_elicitations', orphan.id);
    }
    if (store.count('mcp_elicitations', { mcp_session_id: session.id }) >= MAX_PENDING_ELICITATIONS_PER_SESSION)
      throw new ElicitationError('elicitation_failed', 'Too many questions are waiting for this MCP client’s user; answer those first.');

    const id = `elicit_${uuid()}`;
    store.put('mcp_elicitations', {
      id,
      project_id: session.project_id,
      mcp_session_id: session.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + timeoutMs + ORPHAN_GRACE_MS).toISOString(),
      response: null,
    });
    try {
      send({ jsonrpc: '2.0', id, method: 'elicitation/create', params });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (signal.aborted) throw new ElicitationError('elicitation_failed', 'The MCP client went away before the user answered.');
        if (withdrawn?.aborted) {
          withdraw(send, id);
          throw new ElicitationError('elicitation_failed', 'The question was withdrawn before the user answered.');
        }
        const pending = store.get('mcp_elicitations', id);
        if (!pending) throw new ElicitationError('elicitation_failed', 'The MCP session ended before the user answered.');
        if (pending.response) {
          if ('error' in pending.response)
            throw new ElicitationError('elicitation_failed', `The MCP client could not ask the user: ${pending.response.error.message}`);
          return checkedAnswer(params, pending.response.result);
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new ElicitationError(
            'timed_out',
            `The user did not answer within ${Math.round(timeoutMs / 1000)} s; the call did not run. Ask again when they are there.`,
          );
        await pause(Math.min(pollMs, left), waiting);
      }
    } finally {
      store.remove('mcp_elicitations', id);
    }
  };
}

/** Tells the client a question no longer needs an answer, so it can close its form; a closed stream is no matter. */
function withdraw(send: ElicitationContext['send'], id: string): void {
  try {
    send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'The answer is no longer needed.' } });
  } catch {
    // The call's stream already ended: nobody is left to tell.
  }
}

const MAX_ERROR_MESSAGE_CHARS = 1000;

/**
 * Stores the client's answers (JSON-RPC responses POSTed on `session`) on
 * the elicitations they answer. An answer counts only for an elicitation of
 * the same MCP session that has none yet: another session's id, an unknown
 * or an already answered one is ignored, so nobody can answer for another
 * client's user.
 */
export function storeElicitationAnswers(store: Store, session: McpSessionRecord, responses: (JSONRPCResultResponse | JSONRPCErrorResponse)[]): void {
  for (const response of responses) {
    if (typeof response.id !== 'string') continue;
    const pending = store.get('mcp_elicitations', response.id);
    if (!pending || pending.mcp_session_id !== session.id || pending.response !== null) continue;
    const answer =
      'error' in response
        ? { error: { code: response.error.code, message: String(response.error.message).slice(0, MAX_ERROR_MESSAGE_CHARS) } }
        : { result: response.result };
    store.put('mcp_elicitations', { ...pending, response: answer });
  }
}
