import { createRelay, createWebhookReceiver, type RelayRequestEvent, type RelayUser } from '@patchbay/relay';

/** What the app under test is given by the test: plain JSON, so that every runtime can take it (env, binding). */
export interface RelayAppConfig {
  /** The service's base URL, on loopback. */
  target: string;
  apiKey: string;
  webhookSecret: string;
  rateLimit: { limit: number; windowMs: number };
  /** How the runtime names itself, where it has no `navigator` (Node 20). @default navigator.userAgent */
  userAgent?: string;
}

/** What the app recorded, read by the test at `GET /recorded`. */
export interface Recorded {
  /** The runtime serving the app, as it names itself. */
  userAgent: string;
  /** The `webhook-id` of every delivery the receiver handed over. */
  webhookIds: string[];
  /** The status of every answer of the receiver. */
  webhookStatuses: number[];
  /** Every relayed request, as `onRequest` saw it. */
  requests: Pick<RelayRequestEvent, 'operation' | 'userId' | 'status' | 'forwarded'>[];
}

/**
 * An app's backend as the relay's README mounts it, made of web-standard parts only: the relay at /patchbay,
 * the webhook receiver at /webhooks. The session is a `sid` cookie holding the user id.
 */
export function createRelayApp(config: RelayAppConfig): (request: Request) => Promise<Response> {
  const recorded: Recorded = {
    userAgent: config.userAgent ?? (typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent),
    webhookIds: [],
    webhookStatuses: [],
    requests: [],
  };
  const relay = createRelay({
    target: config.target,
    apiKey: config.apiKey,
    rateLimit: config.rateLimit,
    authenticate: (request): RelayUser | null => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
      return sid ? { userId: decodeURIComponent(sid) } : null;
    },
    onRequest: ({ operation, userId, status, forwarded }) => void recorded.requests.push({ operation, userId, status, forwarded }),
  });
  const receiver = createWebhookReceiver({
    secret: config.webhookSecret,
    onEvent: (_event, _request, webhookId) => void recorded.webhookIds.push(webhookId),
  });
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/patchbay' || pathname.startsWith('/patchbay/')) return relay(request);
    if (pathname === '/webhooks') {
      const response = await receiver(request);
      recorded.webhookStatuses.push(response.status);
      return response;
    }
    if (pathname === '/recorded') return Response.json(recorded);
    return new Response('not found', { status: 404 });
  };
}
