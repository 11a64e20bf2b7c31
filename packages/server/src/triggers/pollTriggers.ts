import type { Service } from '../Service';
import type { Poller } from './Poller';
import { publishTriggerMessage } from './publishTriggerMessage';
import type { TriggerInstanceRecord } from './records';

const DEFAULT_INTERVAL_MINUTES = 15;

/** How often the poll loop looks for instances that are due. */
export const POLL_TICK_MS = 30_000;

function isDue(instance: TriggerInstanceRecord, now: number): boolean {
  const last = instance.state.last_polled_at;
  if (typeof last !== 'string') return true;
  const minutes = instance.trigger_config.interval_minutes;
  const interval = typeof minutes === 'number' && minutes > 0 ? minutes : DEFAULT_INTERVAL_MINUTES;
  return now - Date.parse(last) >= interval * 60_000;
}

/**
 * Polls every listening instance of a built-in poll trigger whose
 * interval_minutes has passed (by the service clock), emitting a
 * trigger.message for each new finding. Returns how many instances emitted.
 */
export function pollTriggers(service: Service, pollers: ReadonlyMap<string, Poller>): number {
  const { store } = service;
  const now = service.clock();
  let emitted = 0;
  const polled = store.find('trigger_instances', { where: { trigger_slug: [...pollers.keys()], status: 'listening' } });
  for (const instance of polled) {
    const poller = pollers.get(instance.trigger_slug);
    if (!poller || !isDue(instance, now.getTime())) continue;
    const account = store.get('connected_accounts', instance.connected_account_id);
    if (!account || account.deleted_at || account.is_disabled || account.status !== 'ACTIVE') continue;
    const result = poller(service, instance, account);
    store.put('trigger_instances', {
      ...instance,
      state: { ...result.state, last_polled_at: now.toISOString() },
    });
    if (result.payload) {
      publishTriggerMessage(service, instance, result.payload);
      emitted += 1;
    }
  }
  return emitted;
}

/** Starts the poll loop of built-in poll triggers for the life of the service. */
export function startTriggerPolling(service: Service, pollers: ReadonlyMap<string, Poller>): void {
  service.background.every(POLL_TICK_MS, () => {
    pollTriggers(service, pollers);
  });
}
