import { libraryConfig } from '../../scripts/build/libraryConfig';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    vitePlugin: 'src/vitePlugin.ts',
    testing: 'src/testing/index.ts',
    testControls: 'src/testControls/index.ts',
    cli: 'src/cli.ts',
  },
  platform: 'node',
});
