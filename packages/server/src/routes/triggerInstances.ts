import type {
  CursorPage,
  DeleteTriggerInstanceResponse,
  ManageTriggerInstanceResponse,
  TriggerInstance,
  UpsertTriggerInstanceResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUsableAccount } from '../domain/connectedAccounts';
import { ApiError, notFound } from '../http/ApiError';
import { body, params, query, type AppContext, type AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { checkToolkitVersions } from '../triggers/checkToolkitVersions';
import { findTriggerType } from '../triggers/findTriggerType';
import type { TriggerInstanceRecord } from '../triggers/records';
import { toTriggerInstanceWire } from '../triggers/toTriggerInstanceWire';
import { triggerConfigSchema } from '../triggers/toTriggerTypeWire';
import { upsertTriggerInstance } from '../triggers/upsertTriggerInstance';
import { validateTriggerConfig } from '../triggers/validateTriggerConfig';

/** Spec 4.4 manage endpoints, plus the upsert and list extensions. */
export const triggerInstancesRoutes = new Hono<AppEnv>();

const slugParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'expected a trigger type slug (letters, digits and _)'),
});

const upsertBody = z.object({
  connected_account_id: z
    .string({ error: (issue) => (issue.input === undefined ? "required: the connected account ('ca_...') to listen on" : 'expected a string') })
    .refine((id) => isId('connectedAccount', id), "expected a connected account id ('ca_...')"),
  trigger_config: z.record(z.string(), z.unknown(), { error: 'expected an object' }).nullable().optional(),
  toolkit_versions: z
    .union([z.string(), z.record(z.string(), z.string())], { error: "expected 'latest' or an object of toolkit slug to version" })
    .nullable()
    .optional(),
});

triggerInstancesRoutes.post('/trigger_instances/:slug/upsert', async (c) => {
  const { slug } = params(c, slugParams);
  const { service, project } = c.var;
  const trigger = findTriggerType(service.catalog, slug);
  const input = await body(c, upsertBody);
  checkToolkitVersions(service.catalog, input.toolkit_versions, 'body');
  const account = requireUsableAccount(service, project, input.connected_account_id);
  if (account.toolkit_slug !== trigger.toolkitSlug) {
    throw new ApiError(
      'BAD_REQUEST',
      `Trigger ${trigger.slug} belongs to toolkit '${trigger.toolkitSlug}', but connected account '${account.id}' is a '${account.toolkit_slug}' account.`,
      {
        errors: [`body.connected_account_id: not an account of toolkit '${trigger.toolkitSlug}'`],
        suggestedFix: `Use a connected account of ${trigger.toolkitSlug}, or a trigger type of ${account.toolkit_slug}.`,
      },
    );
  }
  const config = validateTriggerConfig(trigger.slug, triggerConfigSchema(trigger), input.trigger_config ?? {});
  const { instance, created } = upsertTriggerInstance(service, account, trigger, config);
  return c.json<UpsertTriggerInstanceResponse>({ trigger_id: instance.id }, created ? 201 : 200);
});

const listQuery = z.object({
  connected_account_ids: q.list(),
  user_ids: q.list(),
  trigger_ids: q.list(),
  trigger_names: q.list(),
  auth_config_ids: q.list(),
  show_disabled: q.boolean(),
  limit: pageLimit(),
  cursor: z.string().optional(),
});

const setOf = (values: string[] | undefined, normalize = (v: string) => v) => (values ? new Set(values.map(normalize)) : undefined);

triggerInstancesRoutes.get('/trigger_instances/active', (c) => {
  const input = query(c, listQuery);
  const accounts = setOf(input.connected_account_ids);
  const users = setOf(input.user_ids);
  const ids = setOf(input.trigger_ids);
  const names = setOf(input.trigger_names, (name) => name.toUpperCase());
  const authConfigs = setOf(input.auth_config_ids);
  const instances = c.var.service.store
    .list<TriggerInstanceRecord>('trigger_instances', c.var.project.id)
    .filter(
      (i) =>
        (input.show_disabled === true || i.status === 'listening') &&
        (!accounts || accounts.has(i.connected_account_id)) &&
        (!users || users.has(i.user_id)) &&
        (!ids || ids.has(i.id)) &&
        (!names || names.has(i.trigger_slug)) &&
        (!authConfigs || authConfigs.has(i.auth_config_id)),
    );
  return c.json<CursorPage<TriggerInstance>>(paginate(instances.map(toTriggerInstanceWire), input));
});

const manageParams = z.object({
  triggerId: z.string().refine((id) => isId('triggerInstance', id), "expected a trigger instance id ('ti_...')"),
});

const manageBody = z.object({
  status: z.enum(['enable', 'disable'], {
    error: (issue) => (issue.input === undefined ? "required: 'enable' or 'disable'" : "expected 'enable' or 'disable'"),
  }),
});

function findInstance(c: AppContext): TriggerInstanceRecord {
  const { triggerId } = params(c, manageParams);
  const instance = c.var.service.store.get<TriggerInstanceRecord>('trigger_instances', triggerId);
  if (!instance || instance.project_id !== c.var.project.id) throw notFound('Trigger instance', triggerId);
  return instance;
}

/** Spec 3: listening <-> paused; the configuration is kept either way. */
triggerInstancesRoutes.patch('/trigger_instances/manage/:triggerId', async (c) => {
  const instance = findInstance(c);
  const { status } = await body(c, manageBody);
  const next = status === 'enable' ? 'listening' : 'paused';
  if (instance.status !== next) {
    const now = c.var.service.clock().toISOString();
    c.var.service.store.put<TriggerInstanceRecord>('trigger_instances', {
      ...instance,
      status: next,
      disabled_at: next === 'paused' ? now : null,
      updated_at: now,
    });
  }
  return c.json<ManageTriggerInstanceResponse>({ status: 'success' });
});

triggerInstancesRoutes.delete('/trigger_instances/manage/:triggerId', (c) => {
  const instance = findInstance(c);
  c.var.service.store.remove('trigger_instances', instance.id);
  return c.json<DeleteTriggerInstanceResponse>({ trigger_id: instance.id });
});
