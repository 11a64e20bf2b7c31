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

/** What a person does to scroll a page: after one of these, where the page is scrolled is theirs. */
const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Runs `play`, then scrolls `host` back to where it was: a play focuses fields, and focusing a field in a frame
 * scrolls every page above it to show it, so the studio's page would move by itself as the frames play. Unless
 * the person scrolled meanwhile: then the page stays where they took it.
 */
async function keepingScroll(host: Window, play: () => Promise<void>): Promise<void> {
  const { scrollX, scrollY } = host;
  let scrolledByUser = false;
  const onUserScroll = () => (scrolledByUser = true);
  for (const type of USER_SCROLL_EVENTS) host.addEventListener(type, onUserScroll, { capture: true, passive: true });
  try {
    await play();
  } finally {
    for (const type of USER_SCROLL_EVENTS) host.removeEventListener(type, onUserScroll, { capture: true });
    if (!scrolledByUser && (host.scrollX !== scrollX || host.scrollY !== scrollY)) host.scrollTo(scrollX, scrollY);
  }
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
  const turn = (host[QUEUE_KEY] ?? Promise.resolve()).then(() => keepingScroll(host, play));
  host[QUEUE_KEY] = Promise.race([turn.catch(() => undefined), unloaded]);
  return turn;
}
