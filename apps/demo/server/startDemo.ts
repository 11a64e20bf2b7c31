import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createPatchbayClient } from '@patchbay/client';
import { createNodeServer, createPatchbayServer } from '@patchbay/server';
import { createRelay, createWebhookReceiver, DEFAULT_ALLOW } from '@patchbay/relay';
import { ASSISTANT_PATH, ASSISTANT_SESSION_PATH } from '../src/assistant/assistantEvents';
import { DEMO_CONFIG_PATH, type DemoConfig } from '../src/demoConfig';
import { INTEGRATIONS_PATH } from '../src/integrationTabs';
import { ADMIN_ALLOW } from './adminAllow';
import { createAssistantRoutes } from './assistant/createAssistantRoutes';
import { createAuthRoutes } from './createAuthRoutes';
import { createEventHub } from './createEventHub';
import { createDevFrontend, createStaticFrontend, type Frontend } from './createFrontend';
import { DEMO_BRANDING } from './demoBranding';
import { DEFAULT_DATA_DIR } from './demoPaths';
import { loadDemoSecrets, saveDemoSecrets } from './demoSecrets';
import { DEMO_USERS, type DemoUser } from './demoUsers';
import { ensureDemoAuthConfigs } from './ensureDemoAuthConfigs';
import { ensureWebhookSecret } from './ensureWebhookSecret';
import { createSessionCookie } from './sessionCookie';

export interface StartDemoOptions {
  /** @default 4321; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** The service's SQLite store, uploaded files and the demo's secrets. @default <repo>/.patchbay-data/demo */
  dataDir?: string;
  /** The largest file the service takes; the app's dropzone reads it from the server. @default the service's, 5 GiB */
  maxUploadBytes?: number;
  /** 'dev': Vite middleware with HMR; 'production': the `vite build` output in `distDir`. @default 'dev' */
  mode?: 'dev' | 'production';
  /** The built app, for production mode. @default apps/demo/dist */
  distDir?: string;
  /**
   * Sent with the app's files in production mode, as apps that isolate their
   * window do (the relay's pages, like the hosted connect page, do not send it).
   * @default unset: no such header
   */
  crossOriginOpenerPolicy?: 'same-origin';
  /**
   * The service's test controls (`/api/v3/test_helpers/`, organization key
   * only: expire an account, move the clock, make a toolkit fail) and its
   * test credentials (`pb_test_*` values the hosted pages fail with). For
   * trying the app's unhappy paths; never for a demo others can reach.
   * @default false
   */
  testControls?: boolean;
  /**
   * Proxies in front of the demo whose `X-Forwarded-For` names the client:
   * addresses, CIDR ranges and `'loopback'` (see `NodeServerLimits.trustedProxies`).
   * Their connections are not capped per address; each client behind them is
   * limited to 100 open requests instead.
   * @default [] (trust nobody: the TCP peer is the client)
   */
  trustedProxies?: readonly string[];
}

export interface RunningDemo {
  /** The app's origin; with `testControls`, the service's test controls answer under `/api/v3/test_helpers/` there too. */
  url: string;
  /** Whether the service's test controls and test credentials are on. */
  testControls: boolean;
  users: readonly DemoUser[];
  /** The keys the relay holds, so tests can check they never reach the browser. */
  keys: { projectApiKey: string; orgApiKey: string };
  close(): Promise<void>;
}

const ROTATE_PATH = /^\/patchbay\/api\/v3\/webhook_subscriptions\/[^/]+\/rotate_secret$/;
/** The service's test controls, reached on this origin as at the service itself (they check the organization key). */
const TEST_CONTROLS_PATH = /^\/api\/v3(?:\.1)?\/test_helpers\//;

/** Starts Acme CRM: the Patchbay service in-process, the relay, sign-in, webhook events and the React app on one origin. */
export async function startDemo(options: StartDemoOptions = {}): Promise<RunningDemo> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const testControls = options.testControls ?? false;
  // Requests are routed once everything below is ready; the port must be known first for the origins.
  let route: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end('Starting');
  // Made first, so a bad `trustedProxies` throws before anything opens. Slow clients are cut off and one address holds
  // at most so many connections (the defaults of NodeServerLimits); behind a trusted proxy, each client it forwards
  // holds at most so many open requests.
  const httpServer = createNodeServer((req, res) => route(req, res), { trustedProxies: options.trustedProxies });
  const secrets = loadDemoSecrets(dataDir);
  const service = createPatchbayServer({
    storage: { dataDir },
    projectApiKey: process.env.PATCHBAY_API_KEY || secrets.projectApiKey,
    orgApiKey: process.env.PATCHBAY_ORG_API_KEY || secrets.orgApiKey,
    // The hosted connect pages speak for Acme CRM, not for a local project named 'default'.
    defaultProjectBranding: DEMO_BRANDING,
    // Only when asked: a developer trying the demo can break an account on purpose (organization key only; the relay never forwards them).
    testControls,
    ...(options.maxUploadBytes === undefined ? {} : { uploads: { maxBytes: options.maxUploadBytes } }),
  });
  const config: DemoConfig = { maxUploadBytes: service.maxUploadBytes };
  saveDemoSecrets(dataDir, { ...secrets, projectApiKey: service.projectApiKey, orgApiKey: service.orgApiKey });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 4321, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = httpServer.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  const appOrigins = [url, `http://localhost:${port}`];

  // Live sessions are kept beside the secrets: a restart keeps users signed in, and a sign-out stays one.
  const session = createSessionCookie(secrets.sessionSecret, { dataDir });
  const hub = createEventHub({ users: DEMO_USERS });
  const internal = createPatchbayClient({
    baseUrl: 'http://patchbay.internal',
    apiKey: service.projectApiKey,
    fetch: (input, init) => service.fetch(new Request(input, init)),
  });
  await ensureDemoAuthConfigs(internal);
  let webhookSecrets = [await ensureWebhookSecret(internal, `${url}/webhooks/patchbay`)];
  // The subscription is V3 (the service's default): every event has `metadata`; V1 and V2 bodies never come here.
  const receive = (request: Request) =>
    createWebhookReceiver({ secret: webhookSecrets, onEvent: (event) => ('metadata' in event ? hub.publish(event) : undefined) })(request);

  const relay = createRelay({
    target: (request) => service.fetch(request),
    apiKey: service.projectApiKey,
    orgApiKey: service.orgApiKey,
    organization: 'admins',
    // Files have no owner at the service. Every Acme CRM user works in the
    // same workspace and shares its files area, so all signed-in users may list and upload.
    files: 'shared',
    // The demo serves itself, with no proxy in front that compresses: the relay compresses its JSON answers.
    compression: {},
    allow: [...DEFAULT_ALLOW, ...ADMIN_ALLOW],
    // The API playground's "Run a tool": each run is bound to the signed-in user and their own accounts.
    toolExecution: true,
    publicOrigin: url,
    appOrigins,
    authenticate: (request) => {
      const user = session.read(request.headers.get('cookie'));
      return user ? { userId: user.id, isAdmin: user.isAdmin } : null;
    },
  });
  // An admin rotating the secret in the app: keep verifying with the new one (and the old, for deliveries in flight).
  const relayAndFollowRotation = async (request: Request) => {
    const response = await relay(request);
    if (request.method === 'POST' && response.ok && ROTATE_PATH.test(new URL(request.url).pathname)) {
      const { secret } = (await response.clone().json()) as { secret: string };
      webhookSecrets = [secret, ...webhookSecrets].slice(0, 2);
    }
    return response;
  };

  const relayListener = getRequestListener(relayAndFollowRotation);
  // Agents reach the MCP URLs, and developers the test controls, of the in-process service here, with its keys.
  const serviceListener = getRequestListener((request) => service.fetch(request));
  const authListener = getRequestListener(createAuthRoutes(session, appOrigins));
  const webhookListener = getRequestListener(receive);
  const assistantListener = getRequestListener(
    createAssistantRoutes({
      session,
      appOrigins,
      patchbay: internal,
      apiKey: service.projectApiKey,
      fetch: (request) => service.fetch(request),
      callbackUrl: `${url}${INTEGRATIONS_PATH}/assistant`,
    }),
  );
  const appHeaders: Record<string, string> = options.crossOriginOpenerPolicy ? { 'cross-origin-opener-policy': options.crossOriginOpenerPolicy } : {};
  const frontend: Frontend =
    options.mode === 'production' ? createStaticFrontend(options.distDir, appHeaders) : await createDevFrontend(httpServer, dataDir);

  route = (req, res) => {
    // A target like `//` is no URL: answered here, since a throw would take the whole server down.
    if (!URL.canParse(req.url ?? '/', url)) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request path.');
    const pathname = new URL(req.url ?? '/', url).pathname;
    if (pathname.startsWith('/patchbay/')) return void relayListener(req, res);
    if (pathname.startsWith('/auth/')) return void authListener(req, res);
    if (pathname === '/webhooks/patchbay') return void webhookListener(req, res);
    if (pathname === ASSISTANT_PATH || pathname === ASSISTANT_SESSION_PATH) return void assistantListener(req, res);
    if (pathname.startsWith('/mcp/') || TEST_CONTROLS_PATH.test(pathname)) return void serviceListener(req, res);
    if (pathname === DEMO_CONFIG_PATH) {
      return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(config));
    }
    if (pathname === '/events') {
      const user = session.read(req.headers.cookie);
      if (!user) return void res.writeHead(401, { 'content-type': 'text/plain' }).end('Sign in first.');
      return hub.stream(user, req, res);
    }
    frontend.handle(req, res);
  };

  return {
    url,
    testControls,
    users: DEMO_USERS,
    keys: { projectApiKey: service.projectApiKey, orgApiKey: service.orgApiKey },
    async close() {
      hub.close();
      await frontend.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await service.close();
    },
  };
}
