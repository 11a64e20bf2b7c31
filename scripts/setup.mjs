#!/usr/bin/env node
// Brings a fresh checkout to a runnable state with nothing but Node 20+ and npm:
// installs pnpm when missing, then the workspace's dependencies.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium-headless-shell';
const REDIS_SERVER = '/usr/bin/redis-server';
const NOTO_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function run(command, env = process.env) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\nsetup: '${command}' failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/** As `run`, without blocking: for installs that can download side by side. */
function runAsync(command) {
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('close', (status) => {
      if (status !== 0) {
        console.error(`\nsetup: '${command}' failed (exit ${status}).`);
        process.exit(status ?? 1);
      }
      resolve();
    });
  });
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

if (process.argv.includes('--with-browser')) await installTestTools();

/**
 * What `npm test` needs beyond the workspace, each installed once and kept: from Debian, Chromium's headless shell
 * (test tools cannot download their own browsers here; scripts/chromium.ts says why the shell), the Noto CJK fonts
 * (without them Chromium draws Japanese, Chinese and Korean as boxes in the demo's screenshots) and redis-server
 * (the relay's several-instances test); from the npm registry, Node 22 (the newest vendor SDK needs it) and Bun,
 * Deno and workerd (the relay's contract tests run on each). The tests install the npm ones too when missing; here
 * keeps that out of the run. apt and npm download side by side.
 */
async function installTestTools() {
  const linuxX64 = process.platform === 'linux' && process.arch === 'x64';
  const script = (path) => `${JSON.stringify(process.execPath)} ${JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))}`;
  const installers = linuxX64 ? ['../tests/integration/vendorSdk/installNode.mjs', '../tests/integration/relayRuntimes/installRuntimes.mjs'] : [];
  const fromNpm = Promise.all(installers.map((path) => runAsync(script(path))));

  const debian = [
    ['chromium-headless-shell', CHROMIUM, 'each browser test'],
    ['fonts-noto-cjk', NOTO_CJK, 'the screenshots of the demo in Japanese'],
    ['redis-server', REDIS_SERVER, "the relay's several-instances test"],
  ].filter(([, binary]) => !existsSync(binary));
  if (debian.length > 0) {
    if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
      for (const [name, binary, usedBy] of debian)
        console.error(`setup: ${binary} is missing, needed by ${usedBy}: install it (Debian: sudo apt-get install ${name}).`);
      process.exit(1);
    }
    const names = debian.map(([name]) => name).join(' ');
    console.log(`setup: installing ${names} with apt-get`);
    await runAsync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names} > /dev/null`);
  }
  await fromNpm;
}
