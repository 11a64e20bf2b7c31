import type { CursorPage, TriggerInstance } from '@patchbay/client';
import type { z } from 'zod';
import { keysetPage } from '../http/pagination';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { toTriggerInstanceWire } from './toTriggerInstanceWire';
import type { listInstancesQuery } from './triggersSchemas';

/** One page of the project's instances matching every filter given; paused ones only with `show_disabled`. */
export function listTriggerInstances(
  service: Service,
  project: ProjectRecord,
  input: z.output<typeof listInstancesQuery>,
): CursorPage<TriggerInstance> {
  const where = {
    project_id: project.id,
    status: input.show_disabled === true ? undefined : 'listening',
    connected_account_id: input.connected_account_ids,
    user_id: input.user_ids,
    id: input.trigger_ids,
    trigger_slug: input.trigger_names?.map((name) => name.toUpperCase()),
    auth_config_id: input.auth_config_ids,
  };
  const page = keysetPage(service.store, 'trigger_instances', { where }, input);
  return { ...page, items: page.items.map(toTriggerInstanceWire) };
}
