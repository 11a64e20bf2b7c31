// The app under Bun: Bun.serve on a free loopback port, announced on stdout.
import { createRelayApp, type RelayAppConfig } from './relayApp';

declare const Bun: {
  serve(options: { hostname: string; port: number; fetch: (request: Request) => Promise<Response> }): { port: number };
  env: Record<string, string | undefined>;
};

const app = createRelayApp(JSON.parse(Bun.env.RELAY_APP_CONFIG ?? '') as RelayAppConfig);
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: app });
console.log(`listening http://127.0.0.1:${server.port}`);
