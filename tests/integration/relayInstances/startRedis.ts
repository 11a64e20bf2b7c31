import { freePort, startChild } from '../../../scripts/test/childProcesses';

export interface RedisProcess {
  readonly port: number;
  /** Ends the server at once (SIGKILL, as a crash would), resolved when it has exited. */
  kill(): Promise<void>;
}

const MISSING =
  "redis-server is not installed: the relay instances test runs a real Redis. Run `node scripts/setup.mjs --with-browser` (it installs Debian's redis-server), or `apt-get install redis-server`.";

/**
 * Starts Debian's redis-server on loopback (on `port`, or a free one: it cannot pick its own with --port 0),
 * keeping nothing on disk, and resolves once it logs that it accepts connections. Fails, never skips, when
 * redis-server is missing.
 */
export async function startRedis(port?: number): Promise<RedisProcess> {
  const chosen = port ?? (await freePort());
  const child = await startChild('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    ready: /Ready to accept connections/,
    missing: MISSING,
  });
  return { port: chosen, kill: child.kill };
}
