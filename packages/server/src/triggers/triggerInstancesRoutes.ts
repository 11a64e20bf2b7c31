import type {
  CursorPage,
  DeleteTriggerInstanceResponse,
  ManageTriggerInstanceResponse,
  TriggerInstance,
  UpsertTriggerInstanceResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route, type EndpointContext } from '../http/endpointRoute';
import { stableUuid } from '../stableUuid';
import { deleteTriggerInstance } from './deleteTriggerInstance';
import { findTriggerInstance } from './findTriggerInstance';
import { findTriggerType } from './findTriggerType';
import { listTriggerInstances } from './listTriggerInstances';
import type { TriggerInstanceRecord } from './records';
import { setTriggerInstanceStatus } from './setTriggerInstanceStatus';
import { instanceIdParams, listInstancesQuery, manageInstanceBody, triggerTypeSlugParams, upsertInstanceBody } from './triggersSchemas';
import { upsertTriggerInstance } from './upsertTriggerInstance';

/** Spec 4.4 manage endpoints, plus the upsert and list extensions. */
export const triggerInstancesRoutes = new Hono<AppEnv>();

route(triggerInstancesRoutes, 'triggerInstances.upsert', { body: upsertInstanceBody }, (c, { body: input }) => {
  const { slug } = params(c, triggerTypeSlugParams);
  const { service, project } = c.var;
  const trigger = findTriggerType(service.catalog, slug);
  const { instance, created } = upsertTriggerInstance(service, project, trigger, input);
  return c.json<UpsertTriggerInstanceResponse>({ trigger_id: instance.id, deprecated: { uuid: stableUuid(instance.id) } }, created ? 201 : 200);
});

route(triggerInstancesRoutes, 'triggerInstances.listActive', { query: listInstancesQuery }, (c, { query: input }) => {
  return c.json<CursorPage<TriggerInstance>>(listTriggerInstances(c.var.service, c.var.project, input));
});

function pathInstance(c: EndpointContext<'triggerInstances.delete' | 'triggerInstances.manage'>): TriggerInstanceRecord {
  const { triggerId } = params(c, instanceIdParams);
  return findTriggerInstance(c.var.service, c.var.project, triggerId);
}

route(triggerInstancesRoutes, 'triggerInstances.manage', { body: manageInstanceBody }, (c, { body: { status } }) => {
  const instance = pathInstance(c);
  setTriggerInstanceStatus(c.var.service, instance, status);
  return c.json<ManageTriggerInstanceResponse>({ status: 'success' });
});

route(triggerInstancesRoutes, 'triggerInstances.delete', (c) => {
  const instance = pathInstance(c);
  deleteTriggerInstance(c.var.service, instance);
  return c.json<DeleteTriggerInstanceResponse>({ trigger_id: instance.id });
});
