import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createTestKit as createHooksTestKit, type TestKit, type TestKitOptions as HooksTestKitOptions } from '../../react/test/renderWithServer';
import { PatchbayUIProvider, type PatchbayUIProviderProps } from '../src/theme/PatchbayUIProvider';

export { SERVICE_ORIGIN, type TestKit } from '../../react/test/renderWithServer';

export interface TestKitOptions extends Omit<HooksTestKitOptions, 'wrap'> {
  /** Props of the PatchbayUIProvider around the component. @default {} */
  ui?: Omit<PatchbayUIProviderProps, 'children'>;
}

/** The hooks' test kit (the real service in-process) with the UI provider added. */
export function createTestKit({ ui = {}, ...options }: TestKitOptions = {}): TestKit {
  return createHooksTestKit({ ...options, wrap: (children) => <PatchbayUIProvider {...ui}>{children}</PatchbayUIProvider> });
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
