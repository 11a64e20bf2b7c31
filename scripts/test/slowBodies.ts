/**
 * Request bodies from clients that send too slowly, for the tests of body
 * deadlines (the service's, the relay's): each waits for the answer, never
 * for a duration. Configure the limit under test short and the other one at
 * NEVER_MS, so the answer can only come from the limit being checked.
 */

/** Short, so a body that stalls is answered soon. */
export const IDLE_MS = 100;
export const TOTAL_MS = 300;
/** A limit no test lives to see. */
export const NEVER_MS = 60 * 60_000;
/** The pause before each further chunk of a trickling body: well within IDLE_MS, so the next chunk always comes first. */
export const PAUSE_MS = 5;

const encoder = new TextEncoder();

/** A body that sends `first` and then nothing, never ending: a client that stalled. `cancelled` tells whether the reader gave up on it. */
export function stalledBody(first: string) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

export interface TricklingOptions {
  /** Ends after this many spaces. @default Infinity */
  spaces?: number;
  /** Ends once this has settled (checked before each further chunk). */
  until?: Promise<unknown>;
}

/**
 * A body that sends `first`, then a space (JSON and forms read spaces as
 * nothing) each time its reader asks for more, PAUSE_MS later: a client that
 * keeps sending. By default it never ends. `sent` counts the chunks handed to
 * the reader.
 */
export function tricklingBody(first: string, { spaces = Infinity, until }: TricklingOptions = {}) {
  let sent = 0;
  let ended = false;
  void until?.then(() => (ended = true));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent === 0) {
          sent += 1;
          return controller.enqueue(encoder.encode(first));
        }
        if (ended || sent > spaces) return controller.close();
        return new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            sent += 1;
            controller.enqueue(encoder.encode(' '));
            resolve();
          }, PAUSE_MS);
        });
      },
      cancel() {
        clearTimeout(timer);
      },
    },
    // Nothing is queued ahead: a chunk is made only once the reader waits for it.
    { highWaterMark: 0 },
  );
  return { body, sent: () => sent };
}
