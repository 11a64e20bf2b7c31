#!/usr/bin/env node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPatchbayServer } from './createPatchbayServer';
import { formatBytes } from './files/formatBytes';
import { DEFAULT_MAX_UPLOAD_BYTES } from './files/UploadOptions';
import { serveNode } from './serveNode';
import { parseTrustedProxies } from './trustedProxies';
import { runTestControlsCommand, TEST_CONTROLS_USAGE, UsageError } from './testControls/testControlsCommand';
import { TestControlsError } from './testControls/testControlsClient';

const USAGE = `Usage: patchbay-server [--port 8787] [--host 127.0.0.1] [--data DIR | --memory] [--max-upload SIZE] [--trust-proxy LIST] [--test-controls]
       patchbay-server test-controls <command> ...   (see patchbay-server test-controls --help)

  --port PORT        port to listen on (default 8787; 0 picks a free one)
  --host HOST        interface to listen on (default 127.0.0.1)
  --data DIR         durable SQLite storage in DIR, uploaded files in DIR/objects (default ./.patchbay-data)
  --memory           keep records in memory and uploaded files in a temporary directory; nothing survives a restart
  --max-upload SIZE  largest file a presigned upload takes: bytes, or a number with KiB, MiB or GiB (default 5GiB)
  --trust-proxy LIST proxies whose X-Forwarded-For names the client, comma-separated: addresses, CIDR ranges
                     and 'loopback' (default: none; the TCP peer is the client). Their connections are not
                     capped per address; each client behind them may have 100 requests open at once (then 429)
  --test-controls    turn on the test controls (/api/v3/test_helpers/..., organization key only): expire
                     accounts, move the clock, make toolkits fail. For testing only, never in production.

Environment:
  PATCHBAY_ORG_API_KEY  the organization key (generated and printed when unset)
  PATCHBAY_API_KEY      a key of the default project (generated and printed when unset)
  PATCHBAY_TRUSTED_PROXIES  the same list as --trust-proxy, when the flag is not given
`;

interface SavedKeys {
  orgApiKey: string;
  projectApiKey: string;
}

function fail(message: string): never {
  process.stderr.write(`patchbay-server: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCli() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        memory: { type: 'boolean', default: false },
        'max-upload': { type: 'string' },
        'trust-proxy': { type: 'string' },
        'test-controls': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
}

const UNITS: Record<string, number> = { '': 1, b: 1, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3, tib: 1024 ** 4 };

/** `5GiB`, `20 MiB` or a number of bytes; undefined when it is none of these. */
function parseSize(text: string): number | undefined {
  const match = /^(\d+)\s*([a-z]*)$/i.exec(text.trim());
  const unit = match && UNITS[match[2]!.toLowerCase()];
  const bytes = match && unit ? Number(match[1]) * unit : undefined;
  return bytes !== undefined && Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined;
}

/**
 * Generated keys are kept beside the database (mode 0600) so a restart keeps
 * accepting, and can print, the keys the previous run printed.
 */
function loadSavedKeys(file: string): Partial<SavedKeys> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedKeys>;
  } catch {
    return {};
  }
}

async function main(): Promise<void> {
  const args = parseCli();
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  const port = Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a whole number from 0 to 65535, got '${args.port}'`);
  if (args.memory && args.data) fail('--data and --memory exclude each other');
  const maxUploadBytes = args['max-upload'] === undefined ? DEFAULT_MAX_UPLOAD_BYTES : parseSize(args['max-upload']);
  if (maxUploadBytes === undefined) fail(`--max-upload must be a positive size such as 5GiB, 200MiB or 1048576, got '${args['max-upload']}'`);

  const trustList = args['trust-proxy'] ?? process.env.PATCHBAY_TRUSTED_PROXIES ?? '';
  const trustedProxies = trustList
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    parseTrustedProxies(trustedProxies, '--trust-proxy');
  } catch (error) {
    fail((error as Error).message);
  }

  const dataDir = args.memory ? undefined : resolve(args.data ?? '.patchbay-data');
  const keysFile = dataDir ? join(dataDir, 'keys.json') : undefined;
  const saved = keysFile ? loadSavedKeys(keysFile) : {};
  const server = createPatchbayServer({
    storage: dataDir ? { dataDir } : 'memory',
    orgApiKey: process.env.PATCHBAY_ORG_API_KEY || saved.orgApiKey,
    projectApiKey: process.env.PATCHBAY_API_KEY || saved.projectApiKey,
    uploads: { maxBytes: maxUploadBytes },
    testControls: args['test-controls'],
  });
  if (dataDir && keysFile) {
    mkdirSync(dataDir, { recursive: true });
    const keys: SavedKeys = { orgApiKey: server.orgApiKey, projectApiKey: server.projectApiKey };
    writeFileSync(keysFile, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  }

  const running = await serveNode(server.fetch, { port, host: args.host, trustedProxies });
  process.stdout.write(
    [
      `Patchbay API v3 listening on ${running.url}`,
      `  storage:          ${dataDir ? `SQLite in ${dataDir}` : 'memory (nothing is kept)'}`,
      `  uploads:          up to ${formatBytes(server.maxUploadBytes)} each, in ${join(server.filesDir, 'objects')}${dataDir ? '' : ' (removed on exit)'}`,
      `  project API key:  ${server.projectApiKey}   (x-api-key)`,
      `  org API key:      ${server.orgApiKey}   (x-org-api-key)`,
      `  trusted proxies:  ${trustedProxies.length > 0 ? `${trustedProxies.join(', ')} (X-Forwarded-For names the client)` : 'none (the TCP peer is the client)'}`,
      ...(args['test-controls']
        ? [`  test controls:    ON at ${running.url}/api/v3/test_helpers/ (org key); for testing only, never in production`]
        : []),
      '',
    ].join('\n'),
  );

  const shutdown = async () => {
    await running.close();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

/** `patchbay-server test-controls ...`: one control of a running service; exit code 2 for a bad command line. */
async function testControlsMain(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(TEST_CONTROLS_USAGE);
    return;
  }
  try {
    const answer = await runTestControlsCommand(args, process.env);
    process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`patchbay-server test-controls: ${error.message}\n\n${TEST_CONTROLS_USAGE}`);
      process.exit(2);
    }
    if (error instanceof TestControlsError) {
      process.stderr.write(`patchbay-server test-controls: ${error.message}\n`);
      process.exit(1);
    }
    // fetch rejects with a TypeError when nothing answers at --url.
    if (error instanceof TypeError) {
      process.stderr.write(
        `patchbay-server test-controls: cannot reach the service: ${error.cause instanceof Error ? error.cause.message : error.message}\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

const [first, ...rest] = process.argv.slice(2);
(first === 'test-controls' ? testControlsMain(rest) : main()).catch((error: unknown) => {
  process.stderr.write(`patchbay-server: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
