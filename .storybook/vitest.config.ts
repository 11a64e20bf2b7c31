import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The static Storybook check (packages/ui/test/storybook.browser.test.ts):
 * builds Storybook, serves it with the service and opens every story in
 * headless Chromium. Run it with `vitest run --config .storybook/vitest.config.ts`.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'storybook',
    environment: 'node',
    include: ['packages/ui/test/*.browser.test.ts'],
    env: { PATCHBAY_STORYBOOK_E2E: '1' },
    testTimeout: 900_000,
    hookTimeout: 600_000,
  },
});
