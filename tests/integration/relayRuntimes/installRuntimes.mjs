#!/usr/bin/env node
// The JavaScript runtimes the relay's contract tests run on besides Node: Bun,
// Deno and workerd (the engine of Cloudflare Workers), each the npm package of
// its Linux x64 binary, from the npm registry only (npm's cache keeps them),
// installed once per pinned version into node_modules/.cache and shared by
// every run. Prints one `name path` line per binary.
//
//   node tests/integration/relayRuntimes/installRuntimes.mjs
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each runtime's npm package, pinned, and where its binary sits in it. */
export const RUNTIMES = {
  bun: { pkg: '@oven/bun-linux-x64', version: '1.4.5', bin: 'bin/bun' },
  deno: { pkg: '@deno/linux-x64-glibc', version: '2.9.6', bin: 'deno' },
  workerd: { pkg: '@cloudflare/workerd-linux-64', version: '1.20261201.1', bin: 'bin/workerd' },
};

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'patchbay-runtimes');

/** The folder the pinned set is installed in: a new pin is a new folder, so a stale one is never reused. */
const folderName = () =>
  Object.values(RUNTIMES)
    .map(({ pkg, version }) => `${pkg.replace(/^@/, '').replace('/', '+')}@${version}`)
    .join('_');

/** Each runtime's binary path in `folder`. */
function binariesIn(folder) {
  return Object.fromEntries(Object.entries(RUNTIMES).map(([name, { pkg, bin }]) => [name, join(folder, 'node_modules', pkg, bin)]));
}

/**
 * The binaries of Bun, Deno and workerd at their pinned versions, installed when missing (one `npm install`
 * for the three); throws on a platform the pinned packages do not cover.
 */
export function installRuntimes() {
  if (platform() !== 'linux' || arch() !== 'x64') {
    throw new Error(`Bun, Deno and workerd come from their linux-x64 npm packages, which do not run on ${platform()}-${arch()}.`);
  }
  const folder = join(CACHE, folderName());
  const binaries = binariesIn(folder);
  if (Object.values(binaries).every((binary) => existsSync(binary))) return binaries;
  // Installed beside, then renamed: a run that stops halfway leaves no half-installed runtime behind.
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // Its own package.json, or npm would install into the workspace it finds above.
  writeFileSync(join(partial, 'package.json'), '{ "private": true }\n');
  const specs = Object.values(RUNTIMES).map(({ pkg, version }) => `${pkg}@${version}`);
  const npm = spawnSync(
    'npm',
    // --ignore-scripts: the binaries are in the tarballs; nothing needs running at install time.
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error', ...specs],
    // npm's own output goes to stderr: stdout is the binaries' paths only.
    { cwd: partial, stdio: ['ignore', 2, 'inherit'], shell: process.platform === 'win32' },
  );
  if (npm.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm install ${specs.join(' ')} failed (exit ${npm.status}).`);
  }
  // A tarball may not keep the executable bit.
  for (const binary of Object.values(binariesIn(partial))) chmodSync(binary, 0o755);
  // Another run may have finished first; a folder without its binaries is what an interrupted copy left.
  if (Object.values(binaries).every((binary) => existsSync(binary))) rmSync(partial, { recursive: true, force: true });
  else {
    rmSync(folder, { recursive: true, force: true });
    renameSync(partial, folder);
  }
  return binaries;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [name, binary] of Object.entries(installRuntimes())) process.stdout.write(`${name} ${binary}\n`);
}
