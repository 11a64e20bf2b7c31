import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SIGNAL_TIMEOUT_MS } from './signalTimeouts';

/**
 * The environment a customer's shell would have: none of the variables the
 * test runner or the workspace's package manager set (NODE_ENV=test would
 * make Vite and Next.js build for tests). The user's own npm settings
 * (npm_config_*, such as a cache or nodedir) stay.
 */
export function customerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_(command|execpath|node_execpath|lifecycle_|package_|config_user_agent$)|pnpm_|VITEST|NODE_ENV$|TEST$|NODE_OPTIONS$|TSX_)/i.test(name))
      continue;
    env[name] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1', npm_config_update_notifier: 'false', ...extra };
}

/** Children still running; `stopAll` ends them (each with its process group) whatever happened. */
const running = new Set<ChildProcess>();

function stop(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  return exited.finally(() => clearTimeout(timer));
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
}

/** Kills every child's process group at once (they run detached, so no signal to the runner reaches them). */
function killAllNow(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

// Whatever ends the runner, no child outlives it.
process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  const onSignal = () => {
    killAllNow();
    process.off(signal, onSignal);
    // Then end as the signal would have, unless someone else handles it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on(signal, onSignal);
}

function launch(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  // Its own process group, so `npm start` and whatever it starts end together.
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', () => running.delete(child));
  return { child, output: () => output };
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /**
   * How long `run` lets the command take, or `start` waits for its ready line.
   * @default 10 minutes for `run`; for `start`, the tests' shared bound on a signal (signalTimeouts.ts)
   */
  timeoutMs?: number;
}

/** Runs a command to its end; rejects with the end of its output when it fails. Resolves with its output. */
export function run(command: string, args: string[], { cwd, env = customerEnv(), timeoutMs = 600_000 }: RunOptions): Promise<string> {
  const { child, output } = launch(command, args, cwd, env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs / 1000} s:\n${output().slice(-4000)}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output());
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) ended with ${signal ?? `exit code ${code}`}:\n${output().slice(-6000)}`));
    });
  });
}

export interface Started {
  /** The first group of `ready`'s match, or the whole match. */
  match: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a long-running command and waits until its output matches `ready`. */
export function start(command: string, args: string[], options: RunOptions & { ready: RegExp }): Promise<Started> {
  const { cwd, env = customerEnv(), timeoutMs = SIGNAL_TIMEOUT_MS, ready } = options;
  const { child, output } = launch(command, args, cwd, env);
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop(child);
      reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) ${reason}:\n${output().slice(-6000)}`));
    };
    const timer = setTimeout(() => fail(`printed nothing matching ${ready} within ${timeoutMs / 1000} s`), timeoutMs);
    const check = () => {
      const match = ready.exec(output());
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      child.off('exit', onExit);
      resolve({ match: match[1] ?? match[0], output, stop: () => stop(child) });
    };
    const onExit = (code: number | null, signal: string | null) => fail(`ended with ${signal ?? `exit code ${code}`} before it was ready`);
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', onExit);
    child.once('error', (error) => fail(`could not start: ${error.message}`));
  });
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
