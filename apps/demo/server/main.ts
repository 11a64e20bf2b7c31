import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDemo } from './startDemo';

const USAGE = `Usage: demo [--port 4321] [--host 127.0.0.1] [--data DIR] [--prod]

  --port PORT   port to listen on (default 4321; 0 picks a free one)
  --host HOST   interface to listen on (default 127.0.0.1)
  --data DIR    where the service's database and the demo's secrets live (default .patchbay-data/demo)
  --prod        serve the \`vite build\` output (apps/demo/dist) instead of Vite's dev server
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    prod: { type: 'boolean', default: false },
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

const demo = await startDemo({
  port,
  host: values.host,
  mode: values.prod ? 'production' : 'dev',
  ...(values.data ? { dataDir: resolve(values.data) } : {}),
});
process.stdout.write(`Patchbay demo: ${demo.url}\n`);
process.stdout.write(`Sign in as: ${demo.users.map((user) => `${user.name}${user.isAdmin ? ' (admin)' : ''}`).join(', ')}\n`);
// The key is on this machine already (beside the data); printed so a developer can end an account's access while trying the app.
process.stdout.write(
  [
    `Test controls: on at ${demo.url}/api/v3/test_helpers/ with the organization key ${demo.keys.orgApiKey}`,
    `  make an account need reconnecting: pnpm server test-controls expire <connected_account_id> --url ${demo.url} --org-key ${demo.keys.orgApiKey}`,
    '',
  ].join('\n'),
);

const stop = () => {
  void demo.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
