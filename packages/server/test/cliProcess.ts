import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));
/** The packages the built CLI runs: the service's own build, and the client's and relay's builds it imports. */
const BUILT_FROM = ['server', 'client', 'relay'];

/** The newest (or oldest) modification time of the files under `dir`. */
function mtimeOf(dir: string, pick: (a: number, b: number) => number, start: number): number {
  let found = start;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found = pick(found, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return found;
}

/**
 * `patchbay-server` as published (`dist/cli.js`) when every build it runs is newer than every source file
 * those builds come from, as `npm test` leaves them; else the source through tsx. Each test here starts
 * the CLI anew, and the build starts in a sixth of tsx's time, which a suite of such processes pays
 * on every one.
 */
const CLI_ARGS: readonly string[] = (() => {
  const dists = BUILT_FROM.map((name) => join(PACKAGES, name, 'dist'));
  const builtCli = join(PACKAGES, 'server', 'dist', 'cli.js');
  if (existsSync(builtCli) && dists.every(existsSync)) {
    const oldestBuild = Math.min(...dists.map((dist) => mtimeOf(dist, Math.min, Infinity)));
    const newestSource = Math.max(...BUILT_FROM.map((name) => mtimeOf(join(PACKAGES, name, 'src'), Math.max, 0)));
    if (newestSource < oldestBuild) return [builtCli];
  }
  return ['--import', 'tsx', '--conditions=@patchbay/source', join(PACKAGES, 'server', 'src', 'cli.ts')];
})();

export interface CliServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly projectApiKey: string;
  readonly output: () => string;
}

/** Starts `patchbay-server` as a real child process and waits for its banner. */
export function startCli(args: string[], env: Record<string, string> = {}): Promise<CliServer> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), SIGNAL_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (\S+)/.exec(output)?.[1];
      const key = /project API key:\s+(\S+)/.exec(output)?.[1];
      if (url && key) {
        clearTimeout(timer);
        resolve({ child, url, projectApiKey: key, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one `patchbay-server` command to its end (a subcommand such as `test-controls`), with what it printed. */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
