import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
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
