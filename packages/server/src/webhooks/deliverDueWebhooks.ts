import type { Service } from '../Service';
import { attemptDelivery } from './attemptDelivery';

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
  const due = store
    .find('webhook_deliveries', { where: { status: 'pending', next_attempt_at: { atMost: new Date(now).toISOString() } } })
    .map((delivery) => delivery.id);
  const finished = store.find('webhook_deliveries', {
    where: { status: ['delivered', 'failed'], updated_at: { atMost: new Date(now - FINISHED_RETENTION_MS - 1).toISOString() } },
  });
  for (const delivery of finished) store.remove('webhook_deliveries', delivery.id);
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
