/**
 * Node test files that replace a module (`vi.mock`, `vi.doMock`) or a global
 * (`vi.stubGlobal`, `vi.stubEnv`, `vi.resetModules`): they run with modules
 * of their own (the `node-isolated` project), since the `node` project's
 * files share one module graph per worker. `isolatedTests.test.ts` fails when
 * a file that needs it is missing here.
 */
export const NODE_ISOLATED_TESTS = ['packages/relay/test/relayLookupGuard.test.ts', 'packages/server/test/docsWithoutSwaggerUi.test.ts'];

/** What a file does that needs modules of its own. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
