import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customerEnv, run } from '../../../scripts/test/processes';
import { REGISTRY_INSTALL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const TEMPLATES = join(REPO_ROOT, 'consumers');

interface Manifest {
  name: string;
  private?: boolean;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
  exports?: unknown;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** The published packages: every package under packages/ not marked private. */
export function publishedPackages(): { name: string; dir: string }[] {
  return readdirSync(join(REPO_ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(REPO_ROOT, 'packages', entry.name, 'package.json')))
    .map((entry) => ({ dir: join(REPO_ROOT, 'packages', entry.name), manifest: readManifest(join(REPO_ROOT, 'packages', entry.name)) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir }));
}

/** `pnpm pack`s every published package into `destination`; returns name → tarball path. */
export async function packPackages(destination: string): Promise<Map<string, string>> {
  const tarballs = new Map<string, string>();
  for (const { name, dir } of publishedPackages()) {
    if (!existsSync(join(dir, 'dist'))) throw new Error(`${name} has no dist/: build the packages first (pnpm build).`);
    const output = await run('pnpm', ['pack', '--pack-destination', destination], { cwd: dir, env: customerEnv() });
    const file = output
      .split('\n')
      .map((line) => line.trim())
      .reverse()
      .find((line) => line.endsWith('.tgz'));
    if (!file) throw new Error(`pnpm pack printed no tarball for ${name}:\n${output}`);
    tarballs.set(name, file.startsWith('/') ? file : join(destination, file));
  }
  return tarballs;
}

/**
 * Copies the template `consumers/<template>` to `destination` and points its
 * @patchbay/* dependencies at the tarballs. `overrides` makes the packages'
 * dependencies on each other resolve to the tarballs too (they are not in the
 * registry).
 */
export function prepareApp(
  template: string,
  destination: string,
  tarballs: Map<string, string>,
  edit: (manifest: Manifest) => void = () => {},
): void {
  const source = join(TEMPLATES, template);
  cpSync(source, destination, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist|\.next)([\\/]|$)|next-env\.d\.ts$|tsconfig\.tsbuildinfo$/.test(path.slice(source.length)),
  });
  const manifest = readManifest(destination);
  const asFile = (deps: Record<string, string> | undefined) => {
    for (const name of Object.keys(deps ?? {})) {
      if (!name.startsWith('@patchbay/')) continue;
      const tarball = tarballs.get(name);
      if (!tarball) throw new Error(`${template} depends on ${name}, which is not a published package.`);
      deps![name] = `file:${tarball}`;
    }
  };
  asFile(manifest.dependencies);
  asFile(manifest.devDependencies);
  manifest.overrides = Object.fromEntries([...tarballs].map(([name, tarball]) => [name, `file:${tarball}`]));
  edit(manifest);
  writeFileSync(join(destination, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
}

/**
 * `npm install` as a customer runs it. npm's cache (~/.npm by default) keeps
 * later runs fast; `npm_config_cache=<empty folder>` measures a cold install.
 */
export function npmInstall(dir: string): Promise<string> {
  return run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    timeoutMs: REGISTRY_INSTALL_TIMEOUT_MS,
  });
}

/** Files under `dir` (recursively) whose bytes contain any of `secrets`. */
export function filesContaining(dir: string, secrets: string[], skip: RegExp = /^$/): string[] {
  const hits: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (skip.test(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const bytes = readFileSync(path);
        if (secrets.some((secret) => bytes.includes(secret))) hits.push(path);
      }
    }
  };
  walk(dir);
  return hits;
}
