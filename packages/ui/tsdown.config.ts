import { libraryConfig } from '../../scripts/build/libraryConfig';

export default libraryConfig({
  entry: { index: 'src/index.ts' },
  platform: 'browser',
  preserveModules: true,
  clientOnly: true,
  styles: { 'styles.css': 'src/styles/patchbay.css' },
});
