import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

export interface CliServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly projectApiKey: string;
  readonly output: () => string;
}

/** Starts `patchbay-server` as a real child process and waits for its banner. */
export function startCli(args: string[], env: Record<string, string> = {}): Promise<CliServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@patchbay/source', CLI, ...args], {
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
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@patchbay/source', CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
