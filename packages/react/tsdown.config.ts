import { libraryConfig } from '../../scripts/build/libraryConfig';

export default libraryConfig({
  entry: { index: 'src/index.ts', 'queries/index': 'src/queries/index.ts' },
  platform: 'browser',
  preserveModules: true,
});
