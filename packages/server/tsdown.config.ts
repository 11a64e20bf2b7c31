import { libraryConfig } from '../../scripts/build/libraryConfig';
import { staticGraphChunk } from '../../scripts/build/staticGraphChunk';

const [entries, ...rest] = libraryConfig({
  entry: {
    index: 'src/index.ts',
    vitePlugin: 'src/vitePlugin.ts',
    testing: 'src/testing/index.ts',
    testControls: 'src/testControls/index.ts',
    cli: 'src/cli.ts',
  },
  platform: 'node',
});

/** What `import '@patchbay/server'` loads, in one file (see staticGraphChunk); route groups stay lazy. */
const service = staticGraphChunk('service', 'src/index.ts');

export default [
  {
    ...entries!,
    // The catalog's data files, read (and parsed) by the first request that needs the catalog: see src/catalog/catalogData.ts.
    copy: [{ from: 'src/catalog/data/*.json', to: 'dist/data' }],
    plugins: [entries!.plugins, service.plugin],
    outputOptions: { codeSplitting: { groups: [service.group] } },
    // zod and Hono, the service's own runtime libraries, are bundled (the one exception to
    // libraryConfig's rule that dependencies stay imports): zod's entry loads about 95 modules,
    // 64 of them locales the service never shows, and Hono's about 20, a third of a fresh
    // process's start; bundled, only the parts used remain. Neither crosses the package's API
    // (no zod schema or Hono app goes in or out; zod keeps its registry on globalThis). Both stay
    // dependencies all the same: peers of @hono/node-server and the MCP SDK. Their licences ship in
    // THIRD_PARTY_LICENSES.md.
    deps: { ...entries!.deps, alwaysBundle: [/^zod(\/|$)/, /^hono(\/|$)/], onlyBundle: [/^zod(\/|$)/, /^hono(\/|$)/] },
  },
  ...rest,
];
