import type { Service } from '../Service';
import type { Store } from '../collections/Store';
import type { WebhookDeliveryRecord, WebhookSubscriptionRecord } from './records';
import { DELIVERY_TIMEOUT_MS, RETRY_DELAYS_MS } from './retrySchedule';

/**
 * Deliveries being attempted right now, per store: the immediate attempt and
 * the retry worker may both pick up the same delivery; only one may send it.
 */
const inFlightByStore = new WeakMap<Store, Set<string>>();

function inFlight(store: Store): Set<string> {
  let ids = inFlightByStore.get(store);
  if (!ids) {
    ids = new Set();
    inFlightByStore.set(store, ids);
  }
  return ids;
}

interface Outcome {
  status: number | null;
  error: string | null;
}

/**
 * Sends one pending delivery once, signed with the subscription's current
 * secret, and records the outcome: delivered on 2xx, otherwise scheduled for
 * the next retry or, after the last one, failed.
 */
export async function attemptDelivery(service: Service, deliveryId: string): Promise<void> {
  const { store } = service;
  const busy = inFlight(store);
  if (busy.has(deliveryId)) return;
  busy.add(deliveryId);
  try {
    const delivery = store.get('webhook_deliveries', deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const startedAt = service.clock();
    const target = deliveryTarget(store, delivery);
    // Signed at the configured clock's time, not service time: the receiver checks the timestamp against its own clock.
    const signedAt = service.testState.clock.unshifted();
    const outcome: Outcome = typeof target === 'string' ? { status: null, error: target } : await send(service, target, delivery, signedAt);
    record(service, delivery, outcome, startedAt, typeof target !== 'string');
  } finally {
    busy.delete(deliveryId);
  }
}

/** The subscription to send to, or why there is none any more (a final failure). */
function deliveryTarget(store: Store, delivery: WebhookDeliveryRecord): WebhookSubscriptionRecord | string {
  const project = store.get('projects', delivery.project_id);
  if (!project || project.deleted_at) return 'The project was deleted.';
  const subscription = store.get('webhook_subscriptions', delivery.subscription_id);
  if (!subscription || subscription.project_id !== delivery.project_id) return 'The webhook subscription was deleted.';
  return subscription;
}

async function send(service: Service, subscription: WebhookSubscriptionRecord, delivery: WebhookDeliveryRecord, at: Date): Promise<Outcome> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: in-process targets do not observe the signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`));
    }, DELIVERY_TIMEOUT_MS);
  });
  try {
    // Loaded with the first delivery: the relay's entry is a large part of what starting the service would load.
    const { signWebhook } = await import('@patchbay/relay');
    const request = new Request(subscription.webhook_url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'patchbay-webhooks/1',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await signWebhook(subscription.secret, delivery.id, timestamp, delivery.body),
      },
      body: delivery.body,
      redirect: 'manual',
      signal: controller.signal,
    });
    const response = await Promise.race([service.outboundFetch(request), timeout]);
    const text = await Promise.race([response.text(), timeout]).catch(() => '');
    if (response.status >= 200 && response.status < 300) return { status: response.status, error: null };
    const excerpt = text.trim().slice(0, 200);
    return { status: response.status, error: `The receiver answered HTTP ${response.status}${excerpt ? `: ${excerpt}` : '.'}` };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { status: null, error: `The request failed: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}

function record(service: Service, delivery: WebhookDeliveryRecord, outcome: Outcome, startedAt: Date, retryable: boolean): void {
  const now = service.clock();
  const attempts = delivery.attempts + 1;
  const delivered = outcome.error === null;
  const retryDelay = retryable ? RETRY_DELAYS_MS[attempts - 1] : undefined;
  service.store.put('webhook_deliveries', {
    ...delivery,
    attempts,
    status: delivered ? 'delivered' : retryDelay === undefined ? 'failed' : 'pending',
    next_attempt_at: delivered || retryDelay === undefined ? null : new Date(now.getTime() + retryDelay).toISOString(),
    last_attempt_at: startedAt.toISOString(),
    last_status: outcome.status,
    last_error: outcome.error,
    delivered_at: delivered ? now.toISOString() : null,
    updated_at: now.toISOString(),
  });
}
