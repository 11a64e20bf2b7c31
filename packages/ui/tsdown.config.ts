import { libraryConfig } from '../../scripts/build/libraryConfig';

export default libraryConfig({
  // Each language its own entry (`@patchbay/ui/locales/<tag>`): an app bundles only those it imports.
  entry: { index: 'src/index.ts', 'locales/ar': 'src/locales/ar.ts', 'locales/de': 'src/locales/de.ts' },
  platform: 'browser',
  preserveModules: true,
  clientOnly: true,
  styles: { 'styles.css': 'src/styles/patchbay.css' },
});
