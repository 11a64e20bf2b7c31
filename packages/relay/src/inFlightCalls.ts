/** A service answer kept whole, so calls that waited for it get the same. */
export interface SharedAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly (readonly [string, string])[];
  /** The body as text: shared answers are JSON. */
  readonly body: string;
}

/** One call's turn for a key: the answer of the calls before it, and how to end the turn. */
export interface Turn {
  /** The success answer the previous holder ended its turn with; null when there was none or it did not succeed. */
  readonly earlier: SharedAnswer | null;
  /** Ends the turn with this call's success answer (null: none), so the next call waiting goes on. Idempotent. */
  end(answer: SharedAnswer | null): void;
}

/**
 * Calls that must not run side by side, in this process: those taking a
 * turn for the same key run one after another. A call that waited gets the
 * success answer of the one before it, and may answer the same instead of
 * doing it again (check-then-create made atomic). Memory holds one entry per
 * key with a call in flight, and nothing once they ended.
 */
export class InFlightCalls {
  readonly #tails = new Map<string, Promise<SharedAnswer | null>>();

  async take(key: string): Promise<Turn> {
    const previous = this.#tails.get(key);
    let settle: (answer: SharedAnswer | null) => void = () => undefined;
    const mine = new Promise<SharedAnswer | null>((resolve) => (settle = resolve));
    this.#tails.set(key, mine);
    let ended = false;
    const end = (answer: SharedAnswer | null) => {
      if (ended) return;
      ended = true;
      settle(answer);
      if (this.#tails.get(key) === mine) this.#tails.delete(key);
    };
    const earlier = previous ? await previous : null;
    return { earlier, end };
  }
}

/** Thrown by `RelayCall.coalesce` when a call of the same key just succeeded: the relay answers with that call's answer. */
export class AnsweredByEarlierCall extends Error {
  override name = 'AnsweredByEarlierCall';
  constructor(readonly answer: SharedAnswer) {
    super('answered by an earlier call of the same key');
  }
}

/** Reads a service answer whole (answers that are shared are small JSON bodies, read as text). */
export async function shareAnswer(response: Response): Promise<SharedAnswer> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.text(),
  };
}

/** A fresh Response of a shared answer: each caller reads its own. */
export function answerOf(shared: SharedAnswer): Response {
  return new Response(shared.body, {
    status: shared.status,
    statusText: shared.statusText,
    headers: [...shared.headers] as [string, string][],
  });
}
