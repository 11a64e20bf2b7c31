import { ASSISTANT_PATH, type AssistantEvent } from './assistantEvents';

/**
 * What an answer shows: the assistant's events, or what the page itself found wrong, said in the page's language
 * (`unanswered`: refused without a reason; `unreachable`: no answer at all). The assistant's own words come as `error`.
 */
export type AnswerEvent = AssistantEvent | { type: 'unanswered' } | { type: 'unreachable' };

export type AssistantTurn = { id: number; role: 'user'; text: string } | { id: number; role: 'assistant'; events: AnswerEvent[]; done: boolean };
type AnswerTurn = Extract<AssistantTurn, { role: 'assistant' }>;

export interface ConversationSnapshot {
  turns: AssistantTurn[];
  /** The assistant is still working on the last message. */
  busy: boolean;
}

export interface Conversation {
  readonly userId: string;
  readonly getSnapshot: () => ConversationSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  readonly send: (text: string) => void;
}

/** Reads a response body of JSON lines, calling `onEvent` for each line as it arrives. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: AssistantEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onEvent(JSON.parse(line) as AssistantEvent);
  }
}

/**
 * One user's conversation with the assistant, outside React: the page's
 * sections come and go as the user switches tabs, and an answer still
 * streaming keeps arriving here meanwhile.
 */
export function createConversation(userId: string): Conversation {
  let snapshot: ConversationSnapshot = { turns: [], busy: false };
  let nextId = 0;
  const listeners = new Set<() => void>();
  const set = (change: (current: ConversationSnapshot) => ConversationSnapshot) => {
    snapshot = change(snapshot);
    for (const listener of listeners) listener();
  };

  function send(text: string): void {
    const answerId = nextId + 1;
    const asked: AssistantTurn = { id: nextId, role: 'user', text };
    nextId += 2;
    set((current) => ({ busy: true, turns: [...current.turns, asked, { id: answerId, role: 'assistant', events: [], done: false }] }));
    const update = (change: (turn: AnswerTurn) => Partial<AnswerTurn>) =>
      set((current) => ({
        ...current,
        turns: current.turns.map((turn) => (turn.id === answerId && turn.role === 'assistant' ? { ...turn, ...change(turn) } : turn)),
      }));
    const append = (event: AnswerEvent) => update((turn) => ({ events: [...turn.events, event], done: turn.done || event.type === 'done' }));

    void (async () => {
      try {
        const response = await fetch(ASSISTANT_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        });
        if (!response.ok || !response.body) {
          const problem = (await response.json().catch(() => null)) as { error?: string } | null;
          append(problem?.error ? { type: 'error', message: problem.error } : { type: 'unanswered' });
          return;
        }
        await readEvents(response.body, append);
      } catch {
        // The browser's words for it ("Failed to fetch") mean nothing to the user.
        append({ type: 'unreachable' });
      } finally {
        update(() => ({ done: true }));
        set((current) => ({ ...current, busy: false }));
      }
    })();
  }

  return {
    userId,
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
  };
}
