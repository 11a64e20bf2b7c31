import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { SIGNAL_TIMEOUT_MS } from './signalTimeouts';

export { freePort } from './processes';

/** A server a test started as a child process, ready. */
export interface Child {
  /** What signalled readiness: the first group of `ready`'s match (or the whole match), or what its function resolved with. */
  readonly ready: string;
  /** What the child wrote to stdout and stderr so far, for failure messages and log checks. */
  output(): string;
  /** Ends it at once (SIGKILL, as a crash would); resolved when it has exited. */
  kill(): Promise<void>;
}

export interface ChildOptions {
  /** @default this process's environment */
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Descriptors the child is handed from fd 3 on (a listening socket, say). */
  passFds?: readonly number[];
  /**
   * The signal that it is ready: a line its stdout or stderr prints, or a function that resolves once it
   * answers (given the output so far, for its own failure messages). Called once the child is spawned.
   */
  ready: RegExp | ((output: () => string) => Promise<string>);
  /** What to say when `command` is not installed (how to install it). */
  missing?: string;
  /** How long to wait for the signal. @default SIGNAL_TIMEOUT_MS, the tests' shared bound */
  timeoutMs?: number;
}

/** Children still running: whatever ends the test process, none outlives it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns `command` and resolves once it signals it is ready. Kills it when it is not ready within the
 * shared bound, and when the test process exits; rejects with its output when it ends or cannot start first.
 * For a server that starts no processes of its own (redis-server, a runtime): it stays in the runner's
 * process group, so a Ctrl-C reaches it too. A command that starts others (`npm start`) wants `start` of
 * processes.ts, which ends its whole process group.
 */
export async function startChild(command: string, args: readonly string[], options: ChildOptions): Promise<Child> {
  const { timeoutMs = SIGNAL_TIMEOUT_MS } = options;
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.passFds ?? [])],
  });
  running.add(child);
  let text = '';
  const output = () => text;
  const keep = (chunk: string) => {
    text += chunk;
    // A chatty child keeps the end of what it said, in bounded memory.
    if (text.length > 200_000) text = text.slice(-100_000);
  };
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    running.delete(child);
    // A child that never started (not installed) has no process to wait for.
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };

  const { ready } = options;
  const signalled =
    typeof ready === 'function'
      ? ready(output)
      : new Promise<string>((resolve) => {
          const check = () => {
            const match = ready.exec(text);
            if (match) resolve(match[1] ?? match[0]);
          };
          child.stdout!.on('data', check);
          child.stderr!.on('data', check);
        });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    const fail = (reason: string) => reject(new Error(`${command} ${reason}:\n${output().slice(-6000)}`));
    timer = setTimeout(() => fail(`gave no sign of being ready (${String(ready)}) within ${timeoutMs} ms`), timeoutMs);
    child.once('exit', (code, signal) => fail(`ended with ${signal ?? `exit code ${code}`} before it was ready`));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' && options.missing) reject(new Error(options.missing));
      else fail(`could not start: ${error.message}`);
    });
  });
  // Whichever comes first decides; the others' later failures (the exit once killed) are no failure.
  signalled.catch(() => {});
  failed.catch(() => {});
  try {
    return { ready: await Promise.race([signalled, failed]), output, kill };
  } catch (error) {
    await kill();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A listening socket on a free loopback port, to hand to a child as a file descriptor: no port is guessed. */
export async function listeningSocket(): Promise<{ server: Server; port: number; fd: number }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  // Node gives no public way to the descriptor of a listening socket; on Unix its handle has it.
  const fd = (server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  if (!address || typeof address === 'string' || typeof fd !== 'number' || fd < 0) throw new Error('no listening socket to hand over');
  return { server, port: address.port, fd };
}
