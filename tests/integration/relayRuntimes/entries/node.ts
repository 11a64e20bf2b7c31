// The app under Node: node:http with @hono/node-server's listener, as the relay's README mounts it in Express.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRelayApp, type RelayAppConfig } from './relayApp';

const config = JSON.parse(process.env.RELAY_APP_CONFIG ?? '') as RelayAppConfig;
// Node 20 has no `navigator`: the entry names its runtime itself.
const app = createRelayApp({ userAgent: `Node.js/${process.versions.node}`, ...config });
const listener = getRequestListener(app);
// The listener answers every request itself, errors included: nothing to wait for here.
const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
