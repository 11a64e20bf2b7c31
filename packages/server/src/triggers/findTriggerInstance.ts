import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { TriggerInstanceRecord } from './records';

/** The project's trigger instance `id`; another project's is a 404 like an unknown one. */
export function findTriggerInstance(service: Service, project: ProjectRecord, id: string): TriggerInstanceRecord {
  const instance = service.store.get('trigger_instances', id);
  if (!instance || instance.project_id !== project.id) throw notFound('Trigger instance', id);
  return instance;
}
