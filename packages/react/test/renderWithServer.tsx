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

/** The real service in-process, a client bound to it, and the providers the hooks need. */
export function createTestKit(options: PatchbayServerOptions = {}): TestKit {
  const server = createPatchbayServer({ rateLimit: false, ...options });
  const client = createPatchbayClient({
    baseUrl: SERVICE_ORIGIN,
    apiKey: server.projectApiKey,
    orgApiKey: server.orgApiKey,
    fetch: (url, init) => server.fetch(new Request(url, init)),
    retries: 0,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={client}>{children}</PatchbayProvider>
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
