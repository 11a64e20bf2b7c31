// ESLint for the whole repository: `pnpm lint`. TypeScript is linted with type
// information (from the program of the tsconfig.json that includes the file);
// the React code also with the Rules of Hooks and jsx-a11y; Node code gets
// Node's globals.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that renders React components or calls hooks. */
const REACT_CODE = [
  'packages/{react,ui}/{src,test,stories,bench}/**/*.{ts,tsx}',
  'apps/demo/src/**/*.{ts,tsx}',
  'apps/demo/e2e/**/*.{ts,tsx}',
  '.storybook/**/*.{ts,tsx}',
  'consumers/vite-app/src/**/*.{ts,tsx}',
  'consumers/next-app/{app,lib}/**/*.{ts,tsx}',
  'vitest.setup-dom.ts',
];

/** Code that runs on Node: the service, servers, tests, build and dev tooling. */
const NODE_CODE = [
  '**/*.{js,mjs,cjs}',
  'packages/*/test/**',
  'packages/*/bench/**',
  'packages/*/tsdown.config.ts',
  'packages/server/src/**',
  'apps/demo/server/**',
  'apps/demo/e2e/**',
  'apps/demo/vite.config.ts',
  '.storybook/main.ts',
  'scripts/**',
  'consumers/test/**',
  'consumers/vite-app/server/**',
  'consumers/vite-app/e2e/**',
  'consumers/*/*.config.ts',
  'consumers/next-app/{app,lib}/**',
  'vitest.config.ts',
];

/** Tests and their fixtures. */
const TEST_CODE = ['**/test/**/*.{ts,tsx}', 'tests/**/*.ts', '**/*.test.{ts,tsx}', 'apps/demo/e2e/**/*.ts', 'vitest.setup-dom.ts'];

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', 'storybook-static/', 'coverage/', '**/.patchbay-data/', 'consumers/*/.next/', '**/next-env.d.ts']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The repository's one program named here rather than `projectService`, which opens each file in a
      // language-service project as an editor would: 11% less CPU for the same rules (210 against 235 CPU-seconds,
      // one run each on an idle two-core machine). One program rather than the demo's apart: 222 against 238
      // CPU-seconds for the whole lint (one run each). A file outside it is an error that names it.
      parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark parameters and destructured leftovers kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // An aborted call rejects with the AbortSignal's reason, and a failure is passed on as it was
      // caught, exactly as the platform's own fetch does: neither is ours to wrap in a new Error.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    // Plain JavaScript (tooling scripts, configs) is outside every tsconfig.json (no allowJs),
    // so there is no type information to lint it with.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    // The example apps' dependencies (the packed kit, Next.js, Hono, Express) are installed
    // only in the copies the consumer tests make, where `tsc` checks them: here every import
    // would be an unresolved type, so these apps are linted without type information.
    files: ['consumers/{vite-app,next-app}/**/*.{ts,tsx}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: TEST_CODE,
    rules: {
      // Tests read the service's raw JSON responses, typed `any` on purpose (the test
      // harnesses' `api()`/`call()`): the expect() assertions are what checks their shape.
      // Vitest's asymmetric matchers (expect.any(), expect.stringMatching()) are typed
      // `any` as well, so each of these would flag most assertions.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `expect(mock.method).toHaveBeenCalled()` hands a mocked method to Vitest without
      // calling it, and fixtures hand out closures (`const { t, open } = useRelayService()`):
      // neither uses `this`, and this rule cannot tell.
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction']:not(:has(Property[key.name='polling']))",
          message:
            'Pass { polling: PAGE_POLLING_MS } (scripts/test/signalTimeouts.ts): checking on every animation frame keeps a waiting tab drawing.',
        },
      ],
    },
  },

  {
    // A Playwright fixture that needs no other fixture says so with an empty pattern (Playwright reads it).
    files: ['consumers/vite-app/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },

  {
    files: REACT_CODE,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: NODE_CODE,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // @patchbay/core is the kit's logic outside React: any UI drives its stores.
    files: ['packages/core/{src,examples}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|react-dom|@tanstack/react-query|@patchbay/(react|ui))(/.*)?$', message: '@patchbay/core stays framework-free.' },
          ],
        },
      ],
    },
  },
  {
    // Tests reach other packages through their entries (`@patchbay/server/testing`, ...), declared as
    // dependencies, never through another package's src/ or test/ folder. The repository-wide checks
    // in scripts/test/ read every package's sources on purpose.
    files: ['packages/*/test/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    ignores: ['scripts/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(.+/)?(core|react|ui|client|relay|server)/(src|test)(/|$)',
              message: "Import another package through its entry (e.g. '@patchbay/server/testing'), declared in this package's devDependencies.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's store is the bottom layer: the service's collections are composed above it (src/collections/).
    files: ['packages/server/src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'store/ imports nothing above it: pass what it needs (collections, schema) in.' }] },
      ],
    },
  },
]);
