import type { Service } from '../Service';
import { attemptDelivery } from './attemptDelivery';
import type { WebhookDeliveryRecord } from './records';

/** At most this many receivers are contacted at once by one pass. */
const CONCURRENCY = 8;

/** Delivered and failed records are kept this long, then dropped so the queue stays small. */
const FINISHED_RETENTION_MS = 7 * 86_400_000;

/**
 * Attempts every pending delivery whose next attempt is due by the service
 * clock. Meant to be called periodically; resolves when the attempts of this
 * pass have settled, with how many deliveries were due.
 */
export async function deliverDueWebhooks(service: Service): Promise<number> {
  const { store } = service;
  const now = service.clock().getTime();
  const due: string[] = [];
  for (const delivery of store.list<WebhookDeliveryRecord>('webhook_deliveries')) {
    if (delivery.status === 'pending') {
      if (delivery.next_attempt_at !== null && Date.parse(delivery.next_attempt_at) <= now) due.push(delivery.id);
    } else if (now - Date.parse(delivery.updated_at) > FINISHED_RETENTION_MS) {
      store.remove('webhook_deliveries', delivery.id);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const id = due[next++];
      if (id !== undefined) await attemptDelivery(service, id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  return due.length;
}
