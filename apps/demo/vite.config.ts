import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const PACKAGES = join(REPO_ROOT, 'packages');
/** Vite's own `server.fs.deny` (Vite 8): setting `deny` replaces it instead of adding to it. */
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources: no build step for them.
  resolve: { conditions: ['@patchbay/source', ...defaultClientConditions] },
  server: {
    fs: {
      // What the app loads: itself, the packages' sources and the dependencies. Not the
      // repository root, which holds the demo's store (.patchbay-data/demo: keys, session secret, database).
      allow: [
        import.meta.dirname,
        ...readdirSync(PACKAGES)
          .map((name) => join(PACKAGES, name, 'src'))
          .filter((dir) => existsSync(dir)),
        join(REPO_ROOT, 'node_modules'),
      ],
      // And never a Patchbay store, wherever it is (the dev server adds the one it runs with).
      deny: [...VITE_DEFAULT_DENY, '**/.patchbay-data', '**/.patchbay-data/**'],
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  logLevel: 'warn',
});
