import type { Service } from '../Service';
import type { TriggerInstanceRecord } from './records';

/** Spec 3: listening <-> paused; the configuration is kept either way. */
export function setTriggerInstanceStatus(service: Service, instance: TriggerInstanceRecord, action: 'enable' | 'disable'): void {
  const next = action === 'enable' ? 'listening' : 'paused';
  if (instance.status === next) return;
  const now = service.clock().toISOString();
  service.store.put('trigger_instances', {
    ...instance,
    status: next,
    disabled_at: next === 'paused' ? now : null,
    updated_at: now,
  });
}
