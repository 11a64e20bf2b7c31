import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDemo } from './startDemo';

const USAGE = `Usage: demo [--port 4321] [--host 127.0.0.1] [--data DIR] [--prod] [--test-controls] [--trust-proxy LIST]

  --port PORT        port to listen on (default 4321; 0 picks a free one)
  --host HOST        interface to listen on (default 127.0.0.1)
  --data DIR         where the service's database and the demo's secrets live (default .patchbay-data/demo)
  --prod             serve the \`vite build\` output (apps/demo/dist) instead of Vite's dev server
  --test-controls    turn on the service's test controls and test credentials (default off; also
                     PATCHBAY_TEST_CONTROLS=1). For trying the app's unhappy paths, never on a demo others reach
  --trust-proxy LIST proxies whose X-Forwarded-For names the client, comma-separated: addresses, CIDR
                     ranges and 'loopback' (default none; also PATCHBAY_TRUSTED_PROXIES)
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    prod: { type: 'boolean', default: false },
    'test-controls': { type: 'boolean', default: false },
    'trust-proxy': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a whole number from 0 to 65535\n\n${USAGE}`);
  process.exit(2);
}

const trustedProxies = (values['trust-proxy'] ?? process.env.PATCHBAY_TRUSTED_PROXIES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter((entry) => entry !== '');

let demo: Awaited<ReturnType<typeof startDemo>>;
try {
  demo = await startDemo({
    port,
    host: values.host,
    mode: values.prod ? 'production' : 'dev',
    ...(values.data ? { dataDir: resolve(values.data) } : {}),
    testControls: values['test-controls'] || process.env.PATCHBAY_TEST_CONTROLS === '1',
    trustedProxies,
  });
} catch (error) {
  // A bad option (a --trust-proxy entry that is no address) is one line and the usage, not a stack trace.
  if (!(error instanceof TypeError)) throw error;
  process.stderr.write(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
process.stdout.write(`Patchbay demo: ${demo.url}\n`);
process.stdout.write(`Sign in as: ${demo.users.map((user) => `${user.name}${user.isAdmin ? ' (admin)' : ''}`).join(', ')}\n`);
process.stdout.write(
  `Trusted proxies: ${trustedProxies.length > 0 ? `${trustedProxies.join(', ')} (X-Forwarded-For names the client)` : 'none (the TCP peer is the client)'}\n`,
);
// The key is on this machine already (beside the data); printed so a developer can end an account's access while trying the app.
process.stdout.write(
  (demo.testControls
    ? [
        `Test controls: on at ${demo.url}/api/v3/test_helpers/ with the organization key ${demo.keys.orgApiKey}, test credentials too`,
        `  make an account need reconnecting: pnpm server test-controls expire <connected_account_id> --url ${demo.url} --org-key ${demo.keys.orgApiKey}`,
      ]
    : ['Test controls: off (--test-controls or PATCHBAY_TEST_CONTROLS=1 turns them and the test credentials on)']
  )
    .concat('')
    .join('\n'),
);

const stop = () => {
  void demo.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
