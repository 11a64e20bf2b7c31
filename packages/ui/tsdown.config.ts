import { readdirSync } from 'node:fs';
import { libraryConfig } from '../../scripts/build/libraryConfig';

/** Each language its own entry (`@patchbay/ui/locales/<tag>`): an app bundles only those it imports. */
const locales = readdirSync(new URL('src/locales/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

export default libraryConfig({
  entry: { index: 'src/index.ts', ...Object.fromEntries(locales.map((tag) => [`locales/${tag}`, `src/locales/${tag}.ts`])) },
  platform: 'browser',
  preserveModules: true,
  clientOnly: true,
  styles: { 'styles.css': 'src/styles/patchbay.css' },
});
