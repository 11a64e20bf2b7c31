import { PatchbayProvider } from '@patchbay/react';
import { createServiceKit, type ServiceKit, type ServiceKitOptions } from '@patchbay/server/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PatchbayUIProvider, type PatchbayUIProviderProps } from '../src/theme/PatchbayUIProvider';

export interface TestKit extends ServiceKit {
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export interface TestKitOptions extends ServiceKitOptions {
  /** Props of the PatchbayUIProvider around the component. @default {} */
  ui?: Omit<PatchbayUIProviderProps, 'children'>;
}

/** The real service in-process, a client bound to it, and the providers an app puts around the components. */
export function createTestKit({ ui = {}, ...options }: TestKitOptions = {}): TestKit {
  const service = createServiceKit(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PatchbayProvider client={service.client}>
        <PatchbayUIProvider {...ui}>{children}</PatchbayUIProvider>
      </PatchbayProvider>
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

/** Renders `ui` inside the kit's providers. */
export function renderWithServer(kit: TestKit, ui: ReactElement): RenderResult {
  return render(ui, { wrapper: kit.wrapper });
}

/**
 * A test file's service, one per test: `serve(options)` starts it (set up data
 * on it before rendering), `kit()` is that one (started with defaults when
 * none was). After each test the DOM, mocks, session storage and service are
 * cleaned up; before each, the page is at `pathname`, as a connect flow's callback page.
 */
export function serveEachTest(pathname: string): { serve: (options?: TestKitOptions) => TestKit; kit: () => TestKit } {
  let current: TestKit | undefined;
  beforeEach(() => window.history.replaceState(null, '', pathname));
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    await current?.close();
    current = undefined;
  });
  return { serve: (options = {}) => (current = createTestKit(options)), kit: () => (current ??= createTestKit()) };
}
