import { createServiceKit, type ServiceKit, type ServiceKitOptions } from '@patchbay/server/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PatchbayProvider } from '../src/PatchbayProvider';

export interface TestKit extends ServiceKit {
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export interface TestKitOptions extends ServiceKitOptions {
  /** More providers inside PatchbayProvider. @default none */
  wrap?: (children: ReactNode) => ReactNode;
}

/** The real service in-process, a client bound to it, and the providers the hooks need. */
export function createTestKit({ wrap = (children) => children, ...options }: TestKitOptions = {}): TestKit {
  const service = createServiceKit(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={service.client}>{wrap(children)}</PatchbayProvider>
    </QueryClientProvider>
  );
  return {
    ...service,
    queryClient,
    wrapper,
    close: async () => {
      queryClient.clear();
      await service.close();
    },
  };
}

/** Records each distinct value in order, e.g. the statuses a user saw. */
export function sequenceOf<T>(values: T[]): T[] {
  return values.filter((value, i) => i === 0 || values[i - 1] !== value);
}
