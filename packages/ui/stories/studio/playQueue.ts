/** The property of the top window that holds the queue's tail: a string, so every frame's realm names the same one. */
const QUEUE_KEY = '__patchbayStudioPlays';

type QueueHost = Window & { [QUEUE_KEY]?: Promise<void> };

/** The studio's page when this document is one of its frames (same origin), else this document's own window. */
function queueHost(): QueueHost {
  try {
    // The top window's document is out of reach (a SecurityError) when it is another origin's.
    const top: QueueHost | null = window.top;
    if (top?.document) return top;
  } catch {
    // Embedded elsewhere: this document queues its own plays.
  }
  return window;
}

/**
 * Runs `play` once every play queued before it, in this document or in any
 * other frame of the studio's page, has ended: play functions type into
 * fields and move focus, and two at once take each other's keystrokes (the
 * trigger form's "two hours" became "two h"). A play that fails ends its turn
 * as well; so does this document's unloading, whose timers would never fire
 * again and leave the queue waiting.
 */
export function queuePlay(play: () => Promise<void>): Promise<void> {
  const host = queueHost();
  const unloaded = new Promise<void>((resolve) => window.addEventListener('pagehide', () => resolve(), { once: true }));
  const turn = (host[QUEUE_KEY] ?? Promise.resolve()).then(() => play());
  host[QUEUE_KEY] = Promise.race([turn.catch(() => undefined), unloaded]);
  return turn;
}
