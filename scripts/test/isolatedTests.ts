/**
 * Node test files that replace a module (`vi.mock`, `vi.doMock`) or a global
 * (`vi.stubGlobal`, `vi.stubEnv`, `vi.resetModules`): they run with modules
 * of their own (the `node-isolated` project), since the `node` project's
 * files share one module graph per worker. `isolatedTests.test.ts` fails when
 * a file that needs it is missing here.
 */
export const NODE_ISOLATED_TESTS = [
  'packages/relay/test/relayLookupGuard.test.ts',
  'packages/server/test/docsWithoutSwaggerUi.test.ts',
  'packages/server/test/routeGroupImportFailure.test.ts',
];

/** What a node test file does that needs modules of its own. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

/**
 * jsdom test files that replace a module or pick another environment: they run
 * in the `dom-isolated` project, since the `dom` project's files share one
 * module graph per worker. A jsdom file may stub a global (`vi.stubGlobal`)
 * as long as it restores it after each test (`vi.unstubAllGlobals()` in an
 * `afterEach`), as the jsdom files do.
 */
export const DOM_ISOLATED_TESTS = [
  'packages/core/test/connectFlowChunk.test.ts',
  'packages/core/test/hashing.test.ts',
  'packages/react/test/ssr.test.tsx',
  'packages/ui/test/ToolApproval.editChunk.test.tsx',
  'packages/ui/test/localeCost.test.ts',
];

/** What a jsdom test file does that needs modules of its own. */
export const DOM_NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|resetModules)\(|@vitest-environment\b/;
