import type {
  CursorPage,
  DeleteTriggerInstanceResponse,
  ManageTriggerInstanceResponse,
  TriggerInstance,
  UpsertTriggerInstanceResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { stableUuid } from '../stableUuid';
import { z } from 'zod';
import { requireUsableAccount } from '../connectedAccounts/accountRules';
import { ApiError, notFound } from '../http/ApiError';
import { body, params, query, type AppContext, type AppEnv } from '../http/context';
import { keysetPage } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { checkToolkitVersions } from './checkToolkitVersions';
import { findTriggerType } from './findTriggerType';
import type { TriggerInstanceRecord } from './records';
import { toTriggerInstanceWire } from './toTriggerInstanceWire';
import { triggerConfigSchema } from './toTriggerTypeWire';
import { upsertTriggerInstance } from './upsertTriggerInstance';
import { validateTriggerConfig } from './validateTriggerConfig';
import { atField } from '../http/atField';

/** Spec 4.4 manage endpoints, plus the upsert and list extensions. */
export const triggerInstancesRoutes = new Hono<AppEnv>();

const slugParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'expected a trigger type slug (letters, digits and _)'),
});

export const upsertBody = z.object({
  connected_account_id: z
    .string({ error: (issue) => (issue.input === undefined ? "required: the connected account ('ca_...') to listen on" : 'expected a string') })
    .refine((id) => isId('connectedAccount', id), "expected a connected account id ('ca_...')"),
  trigger_config: z.record(z.string(), z.unknown(), { error: 'expected an object' }).nullable().optional(),
  toolkit_versions: z
    .union([z.string(), z.record(z.string(), z.string())], { error: "expected 'latest' or an object of toolkit slug to version" })
    .nullable()
    .optional(),
});

route(triggerInstancesRoutes, 'triggerInstances.upsert', async (c) => {
  const { slug } = params(c, slugParams);
  const { service, project } = c.var;
  const trigger = findTriggerType(service.catalog, slug);
  const input = await body(c, 'triggerInstances.upsert', upsertBody);
  checkToolkitVersions(service.catalog, input.toolkit_versions, 'body');
  const account = requireUsableAccount(service, project, input.connected_account_id);
  if (account.toolkit_slug !== trigger.toolkitSlug) {
    throw new ApiError(
      'BAD_REQUEST',
      `Trigger ${trigger.slug} belongs to toolkit '${trigger.toolkitSlug}', but connected account '${account.id}' is a '${account.toolkit_slug}' account.`,
      {
        ...atField('body.connected_account_id', 'invalid_value', `not an account of toolkit '${trigger.toolkitSlug}'`),
        suggestedFix: `Use a connected account of ${trigger.toolkitSlug}, or a trigger type of ${account.toolkit_slug}.`,
      },
    );
  }
  const config = validateTriggerConfig(trigger.slug, triggerConfigSchema(trigger), input.trigger_config ?? {});
  const { instance, created } = upsertTriggerInstance(service, account, trigger, config);
  return c.json<UpsertTriggerInstanceResponse>({ trigger_id: instance.id, deprecated: { uuid: stableUuid(instance.id) } }, created ? 201 : 200);
});

export const listQuery = z.object({
  connected_account_ids: q.list(),
  user_ids: q.list(),
  trigger_ids: q.list(),
  trigger_names: q.list(),
  auth_config_ids: q.list(),
  show_disabled: q.boolean(),
  limit: pageLimit(),
  cursor: z.string().optional(),
});

route(triggerInstancesRoutes, 'triggerInstances.listActive', (c) => {
  const input = query(c, 'triggerInstances.listActive', listQuery);
  const where = {
    project_id: c.var.project.id,
    status: input.show_disabled === true ? undefined : 'listening',
    connected_account_id: input.connected_account_ids,
    user_id: input.user_ids,
    id: input.trigger_ids,
    trigger_slug: input.trigger_names?.map((name) => name.toUpperCase()),
    auth_config_id: input.auth_config_ids,
  };
  const page = keysetPage(c.var.service.store, 'trigger_instances', { where }, input);
  return c.json<CursorPage<TriggerInstance>>({ ...page, items: page.items.map(toTriggerInstanceWire) });
});

const manageParams = z.object({
  triggerId: z.string().refine((id) => isId('triggerInstance', id), "expected a trigger instance id ('ti_...')"),
});

export const manageBody = z.object({
  status: z.enum(['enable', 'disable'], {
    error: (issue) => (issue.input === undefined ? "required: 'enable' or 'disable'" : "expected 'enable' or 'disable'"),
  }),
});

function findInstance(c: AppContext): TriggerInstanceRecord {
  const { triggerId } = params(c, manageParams);
  const instance = c.var.service.store.get('trigger_instances', triggerId);
  if (!instance || instance.project_id !== c.var.project.id) throw notFound('Trigger instance', triggerId);
  return instance;
}

/** Spec 3: listening <-> paused; the configuration is kept either way. */
route(triggerInstancesRoutes, 'triggerInstances.manage', async (c) => {
  const instance = findInstance(c);
  const { status } = await body(c, 'triggerInstances.manage', manageBody);
  const next = status === 'enable' ? 'listening' : 'paused';
  if (instance.status !== next) {
    const now = c.var.service.clock().toISOString();
    c.var.service.store.put('trigger_instances', {
      ...instance,
      status: next,
      disabled_at: next === 'paused' ? now : null,
      updated_at: now,
    });
  }
  return c.json<ManageTriggerInstanceResponse>({ status: 'success' });
});

route(triggerInstancesRoutes, 'triggerInstances.delete', (c) => {
  const instance = findInstance(c);
  c.var.service.store.remove('trigger_instances', instance.id);
  return c.json<DeleteTriggerInstanceResponse>({ trigger_id: instance.id });
});
