import type { TestKit } from './renderWithServer';

export interface HeldRequests {
  /** Resolves once a matching request is waiting. */
  held: Promise<void>;
  /** Lets the held requests (and later ones) through to the service. */
  release: () => void;
}

/**
 * Keeps matching requests from reaching the in-process service until
 * `release()`, like a slow network: a test can look at what the user sees
 * before the service has answered. The answers are the service's own.
 */
export function holdRequests(kit: TestKit, method: string, path: RegExp): HeldRequests {
  const passOn = kit.server.fetch.bind(kit.server);
  let release!: () => void;
  let markHeld!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  kit.server.fetch = async (request) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) {
      markHeld();
      await released;
    }
    return passOn(request);
  };
  return { held, release };
}
