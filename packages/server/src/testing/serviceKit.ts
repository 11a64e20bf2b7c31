import { createPatchbayClient, type PatchbayClient } from '@patchbay/client';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from '../createPatchbayServer';

/** The origin the in-process service answers at: nothing listens there, requests go straight to its `fetch`. */
export const SERVICE_ORIGIN = 'http://patchbay.test';

/** The real service in-process and a client bound to it, as a UI's code talks to it in jsdom. */
export interface ServiceKit {
  server: PatchbayServer;
  client: PatchbayClient;
  /** A request to the service as a browser sends it: no key (the hosted pages take none), redirects not followed. */
  browserFetch: (url: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export interface ServiceKitOptions extends PatchbayServerOptions {
  /** The key the client sends. @default the service's project key */
  clientApiKey?: string;
  /** Holds each of the client's responses back this long, e.g. to see a loading state. @default 0 */
  delayMs?: number;
}

/**
 * Creates the service in-process (memory storage, rate limits off unless
 * `options` set them) and a client bound to it, without retries. No port is
 * opened: the client's `fetch` calls the service's handler directly.
 */
export function createServiceKit({ clientApiKey, delayMs = 0, ...options }: ServiceKitOptions = {}): ServiceKit {
  const server = createPatchbayServer({ rateLimit: false, ...options });
  const client = createPatchbayClient({
    baseUrl: SERVICE_ORIGIN,
    apiKey: clientApiKey ?? server.projectApiKey,
    orgApiKey: server.orgApiKey,
    fetch: async (url, init) => {
      const response = await server.fetch(new Request(url, init));
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return response;
    },
    retries: 0,
  });
  return {
    server,
    client,
    browserFetch: (url, init) => server.fetch(new Request(url, { redirect: 'manual', ...init })),
    close: () => server.close(),
  };
}
