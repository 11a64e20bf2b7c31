import { useCallback, useRef, useState } from 'react';
import { ASSISTANT_PATH, type AssistantEvent } from './assistantEvents';

export type AssistantTurn = { id: number; role: 'user'; text: string } | { id: number; role: 'assistant'; events: AssistantEvent[]; done: boolean };

export interface UseAssistantResult {
  turns: AssistantTurn[];
  /** The assistant is still working on the last message. */
  busy: boolean;
  send: (text: string) => void;
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

/** The conversation with the demo's assistant: each message streams back what the agent does. */
export function useAssistant(): UseAssistantResult {
  const [turns, setTurns] = useState<AssistantTurn[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(0);

  const send = useCallback((text: string) => {
    const asked: AssistantTurn = { id: nextId.current++, role: 'user', text };
    const answerId = nextId.current++;
    setTurns((current) => [...current, asked, { id: answerId, role: 'assistant', events: [], done: false }]);
    setBusy(true);
    const update = (change: (turn: Extract<AssistantTurn, { role: 'assistant' }>) => Partial<Extract<AssistantTurn, { role: 'assistant' }>>) =>
      setTurns((current) => current.map((turn) => (turn.id === answerId && turn.role === 'assistant' ? { ...turn, ...change(turn) } : turn)));
    const append = (event: AssistantEvent) => update((turn) => ({ events: [...turn.events, event], done: turn.done || event.type === 'done' }));

    void (async () => {
      try {
        const response = await fetch(ASSISTANT_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        });
        if (!response.ok || !response.body) {
          const problem = (await response.json().catch(() => null)) as { error?: string } | null;
          append({ type: 'error', message: problem?.error ?? `The assistant answered ${response.status}.` });
          return;
        }
        await readEvents(response.body, append);
      } catch (error) {
        append({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      } finally {
        update(() => ({ done: true }));
        setBusy(false);
      }
    })();
  }, []);

  return { turns, busy, send };
}
