import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
// With an extension: Vite's config loader asks for one (`.js` names the `.ts` file, as TypeScript reads it).
import { DOM_ISOLATED_TESTS, NODE_ISOLATED_TESTS } from './scripts/test/isolatedTests.js';
import { REGISTRY_INSTALL_TIMEOUT_MS, SIGNAL_TIMEOUT_MS, TEST_TIMEOUT_MS } from './scripts/test/signalTimeouts.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** A package as installed in the React 18 harness, where it and its peers are all React 18 builds. */
const react18 = (name: string) => realpathSync(fromRoot(`./packages/react/react18/node_modules/${name}`));
/** The hooks' tests, which run on React 19 (`dom`) and again on React 18. */
const REACT_TESTS = 'packages/react/test/**/*.test.{ts,tsx}';
/** React 18 and the packages that must match its major, from the React 18 harness. */
const REACT_18 = {
  alias: ['react', 'react-dom', '@testing-library/react', '@tanstack/react-query'].map((name) => ({
    find: new RegExp(`^${name}(/.*)?$`),
    replacement: `${react18(name)}$1`,
  })),
};
/** Radix Dialog at the lowest version @patchbay/ui's peer range allows. */
const RADIX_MIN = realpathSync(fromRoot('./packages/ui/radix-min/node_modules/@radix-ui/react-dialog'));
const RADIX_MIN_VERSION = (
  JSON.parse(readFileSync(fromRoot('./packages/ui/radix-min/package.json'), 'utf8')) as { devDependencies: Record<string, string> }
).devDependencies['@radix-ui/react-dialog'];
const RADIX_GUARD = 'packages/ui/test/radixDialogVersion.test.ts';
const SETUP_DOM = fromRoot('./vitest.setup-dom.ts');
/** Tests that drive headless Chromium: they run in their own project (see the README). */
const BROWSER_TESTS = ['{packages,apps}/**/*.browser.test.ts', 'apps/*/e2e/**/*.e2e.test.ts'];
const DOM_TESTS = ['packages/{core,react,ui}/{src,test}/**/*.test.{ts,tsx}', 'apps/demo/src/**/*.test.{ts,tsx}'];
const NODE_TESTS = [
  'packages/{client,relay,server}/{src,test}/**/*.test.ts',
  'tests/integration/**/*.test.ts',
  'apps/demo/server/**/*.test.ts',
  'consumers/test/quickStart.test.ts',
  'scripts/test/**/*.test.ts',
];
/** Type-level tests (`*.test-d.ts`): never executed, checked by tsc in the `types` project. */
const TYPE_TESTS = ['packages/*/test/**/*.test-d.{ts,tsx}'];
/** The vendor's SDK installed with npm and run against the service: slow, so it runs with the consumers' apps. */
const VENDOR_SDK_TESTS = 'tests/integration/vendorSdk/**/*.e2e.test.ts';
/** The browser and consumers projects share one Chromium, launched once for the run. */
const SHARED_CHROMIUM = fromRoot('./scripts/test/chromiumGlobalSetup.ts');
/** The browser project's files share one build of each thing they need (the static Storybook, the demo), made by the first that needs it. */
const SHARED_BUILDS = fromRoot('./scripts/test/sharedBuildsGlobalSetup.ts');

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources: no build step.
  resolve: { conditions: ['@patchbay/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@patchbay/source', ...defaultServerConditions] } },
  test: {
    // Every bound on a wait comes from scripts/test/signalTimeouts.ts: a test or a hook (one that starts a
    // server, say) waits for signals, and `expect.poll` polls for one up to the shared bound rather than
    // Vitest's defaults (5 s, 10 s and 1 s), which a busy machine can outlast.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    expect: { poll: { timeout: SIGNAL_TIMEOUT_MS } },
    projects: [
      {
        // One module graph per worker, not per file: the files share the service's modules, loaded once (the unit
        // suite's import time went from most of its run to seconds). Each file makes its own servers and stores;
        // the few that replace a module (vi.mock) run in `node-isolated`.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: NODE_TESTS,
          exclude: [VENDOR_SDK_TESTS, ...NODE_ISOLATED_TESTS, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', environment: 'node', include: NODE_ISOLATED_TESTS },
      },
      {
        // As `node`: one module graph per worker (React, Testing Library and the kit loaded once, not per file); each
        // test unmounts what it rendered (vitest.setup-dom.ts). Files that replace a module run in `dom-isolated`.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: DOM_TESTS,
          exclude: [...BROWSER_TESTS, ...DOM_ISOLATED_TESTS, RADIX_GUARD, '**/node_modules/**'],
          setupFiles: [SETUP_DOM],
          env: { EXPECTED_REACT_MAJOR: '19' },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_ISOLATED_TESTS,
          setupFiles: [SETUP_DOM],
          env: { EXPECTED_REACT_MAJOR: '19' },
        },
      },
      {
        // The type tests: tsc over tsconfig.type-tests.json, each error reported under the `it` it falls in.
        extends: true,
        test: {
          name: 'types',
          typecheck: { enabled: true, only: true, include: TYPE_TESTS, tsconfig: './tsconfig.type-tests.json' },
        },
      },
      {
        // The dialog again on the lowest Radix Dialog the peer range allows.
        extends: true,
        resolve: { alias: [{ find: /^@radix-ui\/react-dialog(\/.*)?$/, replacement: `${RADIX_MIN}$1` }] },
        test: {
          name: 'dom-radix-min',
          environment: 'jsdom',
          include: ['packages/ui/test/ConnectAccountModal.test.tsx', RADIX_GUARD],
          setupFiles: [SETUP_DOM],
          env: { EXPECTED_RADIX_DIALOG: RADIX_MIN_VERSION },
        },
      },
      {
        // The hooks again on React 18: both majors are supported. As `dom`, one module graph per worker; the files
        // that need modules of their own run in `dom-react18-isolated`.
        extends: true,
        resolve: REACT_18,
        test: {
          name: 'dom-react18',
          environment: 'jsdom',
          isolate: false,
          include: [REACT_TESTS],
          exclude: [...DOM_ISOLATED_TESTS, '**/node_modules/**'],
          setupFiles: [SETUP_DOM],
          env: { EXPECTED_REACT_MAJOR: '18' },
        },
      },
      {
        extends: true,
        resolve: REACT_18,
        test: {
          name: 'dom-react18-isolated',
          environment: 'jsdom',
          include: DOM_ISOLATED_TESTS.filter((file) => file.startsWith('packages/react/')),
          setupFiles: [SETUP_DOM],
          env: { EXPECTED_REACT_MAJOR: '18' },
        },
      },
      {
        // Headless Chromium against real builds: the static Storybook and the demo app. Its files run side by
        // side with each other and with the consumers' (`pnpm test:e2e`): each spends most of its time waiting.
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          env: { PATCHBAY_STORYBOOK_E2E: '1' },
          include: BROWSER_TESTS,
          globalSetup: [SHARED_CHROMIUM, SHARED_BUILDS],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        // The packed tarballs installed with npm into apps outside the workspace, built and driven in Chromium
        // (`pnpm test:consumers`, which builds the packages first), and the vendor's SDK against the service.
        extends: true,
        test: {
          name: 'consumers',
          environment: 'node',
          include: ['consumers/test/**/*.e2e.test.ts', VENDOR_SDK_TESTS],
          globalSetup: [SHARED_CHROMIUM],
          // An install, then a second one or the builds after it, each with its own bound that names the step which ran over.
          testTimeout: 2 * REGISTRY_INSTALL_TIMEOUT_MS,
          hookTimeout: 2 * REGISTRY_INSTALL_TIMEOUT_MS,
        },
      },
    ],
  },
});
