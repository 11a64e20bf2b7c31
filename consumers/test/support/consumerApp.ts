import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
    env: customerEnv(betterSqlitePrebuilds()),
    timeoutMs: REGISTRY_INSTALL_TIMEOUT_MS,
  });
}

let prebuildsEnv: Record<string, string> | undefined;

/**
 * A folder of local prebuilds for better-sqlite3's installer, holding the
 * addon the workspace built for this Node: the environment that points the
 * installer at it. `@patchbay/server` depends on better-sqlite3, whose
 * installer downloads a prebuilt addon from GitHub, as it does on a
 * customer's machine; with only the npm registry reachable it compiled SQLite
 * from source instead (136 CPU-seconds of a test run). Only the same version
 * for the same Node matches the file's name: an app that gets another version
 * compiles it, as before.
 */
function betterSqlitePrebuilds(): Record<string, string> {
  if (prebuildsEnv) return prebuildsEnv;
  const manifest = createRequire(join(REPO_ROOT, 'packages/server/package.json')).resolve('better-sqlite3/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const addon = 'build/Release/better_sqlite3.node';
  const folder = mkdtempSync(join(tmpdir(), 'patchbay-prebuilds-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const staging = join(folder, 'staging');
  mkdirSync(dirname(join(staging, addon)), { recursive: true });
  cpSync(join(dirname(manifest), addon), join(staging, addon));
  // The name prebuild-install looks for: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz (glibc: no libc part).
  const tarball = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const packed = spawnSync('tar', ['-czf', join(folder, tarball), '-C', staging, addon], { encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`tar could not pack better-sqlite3's addon: ${packed.stderr}`);
  prebuildsEnv = { npm_config_better_sqlite3_local_prebuilds: folder };
  return prebuildsEnv;
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
