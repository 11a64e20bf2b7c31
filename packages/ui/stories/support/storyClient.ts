import { createPatchbayClient, type FetchLike, type PatchbayClient } from '@patchbay/client';
import { SIGNAL_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';
import { devApiKey } from './devKeys';

export interface StoryClientOptions {
  /** @default the dev key the service in Storybook accepts */
  apiKey?: string;
  /**
   * Holds every request back until this promise resolves: the real service,
   * answering only when the story says so. `never()` keeps the story loading
   * for as long as it is shown; a promise the story resolves (from its play
   * function, say) lets the answers through then. A request given up
   * meanwhile (its signal aborted) fails at once, as fetch does.
   * @default undefined: every request goes out at once
   */
  holdUntil?: Promise<unknown>;
}

/** A promise that never settles, new each time: `holdUntil: never()` holds a story's answers for good. */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

/** Resolves once `hold` has; rejects with the signal's reason as soon as `signal` aborts, as fetch does. */
function released(hold: Promise<unknown>, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal?.reason);
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    void hold.then(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    });
  });
}

/** `fetch`, each request sent once `hold` resolves. */
function heldFetch(hold: Promise<unknown>): FetchLike {
  return async (url, init) => {
    await released(hold, init.signal);
    return fetch(url, init);
  };
}

/** A client of the service that Storybook serves on its own origin. */
export function createStoryClient({ apiKey = devApiKey, holdUntil }: StoryClientOptions = {}): PatchbayClient {
  return createPatchbayClient({
    baseUrl: window.location.origin,
    apiKey,
    retries: 0,
    // The tests' shared bound on a signal, not the product's 30 s: the theme studio boots six previews on one
    // page's main thread, and on a loaded CI machine three requests of one of them hit the 30 s clock.
    timeoutMs: SIGNAL_TIMEOUT_MS,
    // A held request waits for the story, not a clock: no timeout gives up on it meanwhile.
    ...(holdUntil ? { fetch: heldFetch(holdUntil), timeoutMs: 0 } : {}),
  });
}
