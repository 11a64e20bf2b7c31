import type { Service } from '../Service';
import type { TriggerInstanceRecord } from './records';

export function deleteTriggerInstance(service: Service, instance: TriggerInstanceRecord): void {
  service.store.remove('trigger_instances', instance.id);
}
