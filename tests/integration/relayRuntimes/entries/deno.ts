// The app under Deno: Deno.serve on a free loopback port, announced on stdout.
import { createRelayApp, type RelayAppConfig } from './relayApp';

declare const Deno: {
  serve(
    options: { hostname: string; port: number; onListen(address: { port: number }): void },
    handler: (request: Request) => Promise<Response>,
  ): unknown;
  env: { get(name: string): string | undefined };
};

const app = createRelayApp(JSON.parse(Deno.env.get('RELAY_APP_CONFIG') ?? '') as RelayAppConfig);
Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening http://127.0.0.1:${port}`) }, app);
