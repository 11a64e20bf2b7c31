import { createPatchbayClient, type PatchbayClient } from '@patchbay/client';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from '@patchbay/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PatchbayProvider } from '../src/PatchbayProvider';

export const SERVICE_ORIGIN = 'http://patchbay.test';

export interface TestKit {
  server: PatchbayServer;
  client: PatchbayClient;
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** A request to the service as a browser would send it (the hosted pages take no key). */
  browserFetch: (url: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export interface TestKitOptions extends PatchbayServerOptions {
  /** The key the client sends. @default the server's project key */
  clientApiKey?: string;
  /** Holds each response back this long, e.g. to see a loading state. @default 0 */
  delayMs?: number;
  /** More providers inside PatchbayProvider (the UI package adds its own). @default none */
  wrap?: (children: ReactNode) => ReactNode;
}

/** The real service in-process, a client bound to it, and the providers the hooks need. */
export function createTestKit({ clientApiKey, delayMs = 0, wrap = (children) => children, ...options }: TestKitOptions = {}): TestKit {
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>{wrap(children)}</PatchbayProvider>
    </QueryClientProvider>
  );
  return {
    server,
    client,
    queryClient,
    wrapper,
    browserFetch: (url, init) => server.fetch(new Request(url, { redirect: 'manual', ...init })),
    close: async () => {
      queryClient.clear();
      await server.close();
    },
  };
}

/** Records each distinct value in order, e.g. the statuses a user saw. */
export function sequenceOf<T>(values: T[]): T[] {
  return values.filter((value, i) => i === 0 || values[i - 1] !== value);
}
