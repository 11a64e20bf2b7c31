import { libraryConfig } from '../../scripts/build/libraryConfig';

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

export default [
  // The catalog's data files, read (and parsed) by the first request that needs the catalog: see src/catalog/catalogData.ts.
  { ...entries!, copy: [{ from: 'src/catalog/data/*.json', to: 'dist/data' }] },
  ...rest,
];
