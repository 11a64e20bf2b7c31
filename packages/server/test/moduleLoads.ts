import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

/**
 * Records the URL of every ES module this process loads from now on, for the probes that check what starting the
 * service loads (lazyModulesProbe.ts, builtImportProbe.ts). Module hooks run on a thread of their own, so each URL
 * comes back over a port; the function returned gives the URLs loaded so far, once the messages posted before
 * the call have arrived (a macrotask later).
 */
export function recordModuleLoads(): () => Promise<string[]> {
  const loaded: string[] = [];
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url: string) => loaded.push(url));
  port1.unref();
  const hooks = `
    let port;
    export function initialize(data) { port = data.port; }
    export async function load(url, context, nextLoad) { port.postMessage(url); return nextLoad(url, context); }
  `;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });
  return async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return [...loaded];
  };
}
