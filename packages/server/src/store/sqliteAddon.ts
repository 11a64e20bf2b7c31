import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let addonPath: string | null | undefined;

/**
 * Where better-sqlite3's compiled addon is, for its `nativeBinding` option: without it, the package finds the
 * addon with `bindings`, which reads a stack trace and tries a dozen paths, a few milliseconds of every cold
 * start. `undefined` where the addon is not at the place `npm install` builds it: the package's own search then.
 */
export function sqliteAddonPath(): string | undefined {
  if (addonPath === undefined) {
    const packageDir = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
    const built = join(packageDir, 'build', 'Release', 'better_sqlite3.node');
    addonPath = existsSync(built) ? built : null;
  }
  return addonPath ?? undefined;
}
