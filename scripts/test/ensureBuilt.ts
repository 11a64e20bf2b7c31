import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The `dist/` of `packages/<pkg>` as `pnpm build` left it (test:all builds first): built again when it is missing
 * or older than what it is built from (the package's sources and build config, and the plugins in scripts/build/),
 * so a test of built files never reads a stale build.
 */
export function ensureBuilt(pkg: string): string {
  const dir = join(ROOT, 'packages', pkg);
  const dist = join(dir, 'dist');
  const built = existsSync(dist) ? Math.min(...filesUnder(dist).map((file) => statSync(file).mtimeMs)) : 0;
  const inputs = [...filesUnder(join(dir, 'src')), join(dir, 'tsdown.config.ts'), ...filesUnder(join(ROOT, 'scripts', 'build'))];
  const changed = Math.max(...inputs.map((file) => statSync(file).mtimeMs));
  if (built < changed) execFileSync('pnpm', ['run', 'build'], { cwd: dir, stdio: 'pipe', timeout: 120_000 });
  return dist;
}
