import { sweepExpiredLinks } from './connectedAccounts/linkSessions';
import { BUILTIN_POLLERS } from './sandbox/builtinPollers';
import type { Service } from './Service';
import { pollTriggers, startTriggerPolling } from './triggers/pollTriggers';
import { deliverDueWebhooks } from './webhooks';

/** How often due webhook retries are sent. */
const WEBHOOK_TICK_MS = 1_000;
/** How often unfinished links past their 10 minutes are marked EXPIRED (reads also expire them). */
const LINK_SWEEP_MS = 30_000;

/** The service's periodic jobs; they stop when the service closes. */
export function startWorkers(service: Service): void {
  service.background.every(WEBHOOK_TICK_MS, async () => {
    await deliverDueWebhooks(service);
  });
  service.background.every(LINK_SWEEP_MS, () => sweepExpiredLinks(service));
  // Uploads clean up after themselves; this finds what a crash of an earlier run left half written.
  service.background.every(service.objects.idleTimeoutMs, () => service.objects.sweepIncoming());
  startTriggerPolling(service, BUILTIN_POLLERS);
}

/**
 * Runs once what the periodic jobs on service time would do by now: called
 * after the test controls move the clock, so a jump is noticed at once (links
 * expired, triggers polled) and due webhook retries go out without waiting
 * for the next tick.
 */
export function runDueWork(service: Service): void {
  sweepExpiredLinks(service);
  pollTriggers(service, BUILTIN_POLLERS);
  service.background.run(async () => {
    await deliverDueWebhooks(service);
  });
}
