import type { WebhookPayload } from '@patchbay/client';
import { ApiError } from './http/ApiError';
import { readTextWithin } from './http/readBytesWithin';
import { resolveToleranceSeconds, verifyWebhook, webhookSigningKey } from './webhookSignature';
import { errorResponse } from './http/errorResponse';
import { webhookPayloadVersion } from './webhookPayloadVersion';

export interface WebhookReceiverOptions {
  /**
   * The subscription's signing secret ('whsec_...'), or several while a
   * rotation settles: a delivery signed with any of them is accepted.
   * Required.
   */
  secret: string | readonly string[];
  /**
   * Called with each verified delivery's body, in the subscription's
   * version: a V3 `WebhookEvent` (`type` `composio.*`), or the vendor's V1
   * or V2 trigger payload. The receiver answers 204 once it resolves. If it
   * throws, the framework answers 500 and the service retries the delivery
   * with the same `webhook-id` (dedupe on `webhookId`). Required.
   */
  onEvent: (event: WebhookPayload, request: Request, webhookId: string) => void | Promise<void>;
  /**
   * How far `webhook-timestamp` may be from now, in seconds (replay
   * protection): a positive, finite number, or exactly 0 to turn the check
   * off, as the vendor's verifier. NaN, Infinity or a negative number makes
   * `createWebhookReceiver` throw a TypeError.
   * @default 300
   */
  toleranceSeconds?: number;
}

/** Events are small JSON documents; a larger body is refused as it streams in, before any signature work. */
const MAX_EVENT_BYTES = 1024 * 1024;

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * A fetch-style handler for the app's webhook URL: checks each delivery as
 * the vendor's `triggers.verifyWebhook` does (see verifyWebhook: timestamp
 * tolerance, any of several `v1,` signatures keyed by the secret string, a
 * V1, V2 or V3 body), then hands the parsed body to `onEvent`. Bad requests
 * get 400/401 with a JSON message saying what was wrong.
 */
export function createWebhookReceiver(options: WebhookReceiverOptions): (request: Request) => Promise<Response> {
  const secrets = typeof options.secret === 'string' ? [options.secret] : [...options.secret];
  if (secrets.length === 0) throw new TypeError("createWebhookReceiver: secret is required (the subscription's signing secret).");
  for (const secret of secrets) {
    try {
      webhookSigningKey(secret);
    } catch (error) {
      throw new TypeError(`createWebhookReceiver: ${(error as Error).message}`);
    }
  }
  const toleranceSeconds = resolveToleranceSeconds(options.toleranceSeconds, 'createWebhookReceiver: toleranceSeconds');

  async function verifiedEvent(request: Request): Promise<WebhookPayload> {
    if (request.method !== 'POST') {
      throw new ApiError('METHOD_NOT_ALLOWED', 'Webhook deliveries are POST requests.', { headers: { allow: 'POST' } });
    }
    const missing = SIGNATURE_HEADERS.filter((name) => !request.headers.get(name));
    if (missing.length > 0) {
      throw new ApiError('BAD_REQUEST', `Missing the ${missing.join(', ')} header${missing.length > 1 ? 's' : ''}: not a signed webhook delivery.`, {
        errors: missing.map((name) => `${name}: required`),
        suggestedFix: 'Send Standard Webhooks headers: webhook-id, webhook-timestamp and webhook-signature.',
      });
    }
    const timestamp = request.headers.get('webhook-timestamp') ?? '';
    if (toleranceSeconds > 0 && Number.isNaN(parseInt(timestamp, 10))) {
      throw new ApiError('BAD_REQUEST', 'webhook-timestamp must be a Unix time in seconds.', {
        errors: ['webhook-timestamp: expected an integer number of seconds'],
      });
    }

    const body = await readTextWithin(request, MAX_EVENT_BYTES);
    const verified = await Promise.all(secrets.map((secret) => verifyWebhook(secret, request.headers, body, { toleranceSeconds })));
    if (!verified.includes(true)) {
      // verifyWebhook says only yes or no; the checks here just pick the message.
      const age = Math.floor(Date.now() / 1000) - parseInt(timestamp, 10);
      const stale = toleranceSeconds > 0 && Math.abs(age) > toleranceSeconds;
      if (!stale && !isPayload(body)) {
        throw new ApiError('BAD_REQUEST', 'The body is not a webhook payload: expected JSON in the V1, V2 or V3 shape.', {});
      }
      throw new ApiError(
        'UNAUTHORIZED',
        stale
          ? `webhook-timestamp is ${Math.abs(age)} s ${age > 0 ? 'old' : 'in the future'}, beyond the ${toleranceSeconds} s tolerance: a delayed or replayed delivery.`
          : 'No signature in webhook-signature matches this body with the signing secret.',
        { suggestedFix: "Check the receiver uses the subscription's current secret and reads the raw, unmodified body." },
      );
    }
    // verifyWebhook accepted it, so it is one of the vendor's payloads.
    return JSON.parse(body) as WebhookPayload;
  }

  /** Whether a body is one of the vendor's payloads, to tell a malformed body from a bad signature. */
  function isPayload(body: string): boolean {
    try {
      return webhookPayloadVersion(JSON.parse(body)) !== null;
    } catch {
      return false;
    }
  }

  return async (request) => {
    let event: WebhookPayload;
    try {
      event = await verifiedEvent(request);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
    await options.onEvent(event, request, request.headers.get('webhook-id') ?? '');
    return new Response(null, { status: 204 });
  };
}
