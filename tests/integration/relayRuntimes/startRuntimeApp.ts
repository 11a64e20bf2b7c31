import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { listeningSocket, startChild, type Child } from '../../../scripts/test/childProcesses';
import type { RuntimeName } from './bundleRelayApp';
import type { RelayAppConfig } from './entries/relayApp';

/** The app under test, served by its runtime in a child process. */
export interface RuntimeApp {
  /** Its origin on loopback, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** What the child printed, for failure messages. */
  output(): string;
  /** Kills the child and waits for it to exit. */
  close(): Promise<void>;
}

/**
 * The workerd config: one module worker (`bundle`, a file beside the config: workerd embeds it by a relative
 * path), its config a JSON binding, reaching loopback only (the service). No compatibility flags: no
 * `nodejs_compat`, web-standard APIs only.
 */
function workerdConfig(bundle: string, config: RelayAppConfig): string {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "app", worker = .app),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [(name = "http", http = (), service = "app")],
);
const app :Workerd.Worker = (
  modules = [(name = "app.mjs", esModule = embed ${JSON.stringify(basename(bundle))})],
  compatibilityDate = "2026-12-01",
  bindings = [(name = "CONFIG", json = ${JSON.stringify(JSON.stringify(config))})],
  globalOutbound = "loopback",
);
`;
}

/**
 * Starts `bundle` under `runtime` (`binary`, or this Node) as an HTTP server on loopback, configured with
 * `config`, and resolves once it serves: Node, Bun and Deno print their `listening` line; workerd is handed a
 * listening socket and is ready when a first request is answered. Killed when it does not serve within the
 * tests' shared bound, and when this process exits.
 */
export async function startRuntimeApp(
  runtime: RuntimeName,
  binary: string,
  bundle: string,
  config: RelayAppConfig,
  workDir: string,
): Promise<RuntimeApp> {
  // Bun: no transpiler cache written outside the work folder.
  const env = { ...process.env, RELAY_APP_CONFIG: JSON.stringify(config), NO_COLOR: '1', DO_NOT_TRACK: '1', BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0' };
  let child: Child;
  if (runtime === 'workerd') {
    const configFile = join(dirname(bundle), 'workerd.capnp');
    writeFileSync(configFile, workerdConfig(bundle, config));
    const socket = await listeningSocket();
    child = await startChild(binary, ['serve', configFile, '--socket-fd', 'http=3'], {
      env,
      passFds: [socket.fd],
      ready: async (output) => {
        // The child holds its own copy of the socket; this process must not accept on it.
        socket.server.close();
        // Connections wait in the socket's backlog until workerd accepts them: the first answer is the signal.
        const response = await fetch(`http://127.0.0.1:${socket.port}/recorded`);
        await response.body?.cancel();
        if (!response.ok) throw new Error(`workerd answered ${response.status}:\n${output()}`);
        return `http://127.0.0.1:${socket.port}`;
      },
    });
  } else {
    const args =
      runtime === 'deno'
        ? // Loopback only, the config variable only, nothing cached outside the work folder, no update check.
          ['run', '--no-prompt', '--allow-net=127.0.0.1', '--allow-env=RELAY_APP_CONFIG', bundle]
        : [bundle];
    const denoEnv = runtime === 'deno' ? { DENO_DIR: join(workDir, 'deno'), DENO_NO_UPDATE_CHECK: '1' } : {};
    child = await startChild(binary, args, { env: { ...env, ...denoEnv }, ready: /listening (http:\/\/127\.0\.0\.1:\d+)/ });
  }
  return { url: child.ready, output: child.output, close: child.kill };
}
