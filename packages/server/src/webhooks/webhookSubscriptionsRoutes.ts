import type { DeleteWebhookSubscriptionResponse, RotateWebhookSecretResponse, WebhookSubscription, WebhookVersion } from '@patchbay/client';
import { generateWebhookSecret } from '@patchbay/relay';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { ApiError, notFound } from '../http/ApiError';
import { body, params, query, type AppContext, type AppEnv } from '../http/context';
import { keysetPage } from '../http/pagination';
import { pageLimit } from '../http/validate';
import { isId, newId } from '../ids';
import type { Service } from '../Service';
import type { WebhookSubscriptionRecord } from './records';
import { toWebhookSubscriptionWire } from './toWebhookSubscriptionWire';
import { atField } from '../http/atField';
import { enabledEvents as vendorNames, eventsOfVersion, LEGACY_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from './webhookEventNames';

export const webhookSubscriptionsRoutes = new Hono<AppEnv>();

const EVENT_NAMES = [...WEBHOOK_EVENT_TYPES, ...LEGACY_EVENT_TYPES] as const;

const webhookUrl = z
  .string({ error: 'expected a string' })
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  }, 'must be an absolute http:// or https:// URL');

const enabledEvents = z
  .array(z.enum(EVENT_NAMES, { error: `expected one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }), { error: 'expected an array of event names' })
  .min(1, 'must list at least one event')
  .transform(vendorNames);

const version = z.enum(['V1', 'V2', 'V3'], { error: "expected 'V1', 'V2' or 'V3'" });

export const createSchema = z.object({
  webhook_url: webhookUrl,
  enabled_events: enabledEvents.optional(),
  // The vendor's SDK subscribes with V3 unless told otherwise; so does the service.
  version: version.default('V3'),
});

export const updateSchema = z.object({
  webhook_url: webhookUrl.optional(),
  enabled_events: enabledEvents.optional(),
  version: version.optional(),
});

/** The events of a subscription: those asked for, which its version must be able to carry, else all it can. */
function eventsFor(subscriptionVersion: WebhookVersion, asked: ReturnType<typeof vendorNames> | undefined): ReturnType<typeof vendorNames> {
  const possible = eventsOfVersion(subscriptionVersion);
  if (!asked) return [...possible];
  const impossible = asked.filter((name) => !possible.includes(name));
  if (impossible.length > 0) {
    throw new ApiError('BAD_REQUEST', `${subscriptionVersion} payloads carry trigger messages only: ${impossible.join(', ')} cannot be delivered.`, {
      ...atField('body.enabled_events', 'invalid_value', `not carried by ${subscriptionVersion}: ${impossible.join(', ')}`),
      suggestedFix: "Subscribe with version 'V3' for account events, or enable composio.trigger.message only.",
    });
  }
  return asked;
}

export const listSchema = z.object({ limit: pageLimit(), cursor: z.string().optional() });

const idParams = z.object({
  id: z.string().refine((v) => isId('webhookSubscription', v), "expected a webhook subscription id ('ws_...')"),
});

function findSubscription(c: AppContext): WebhookSubscriptionRecord {
  const { id } = params(c, idParams);
  const record = c.var.service.store.get('webhook_subscriptions', id);
  if (!record || record.project_id !== c.var.project.id) throw notFound('Webhook subscription', id);
  return record;
}

function save(service: Service, record: WebhookSubscriptionRecord): WebhookSubscriptionRecord {
  return service.store.put('webhook_subscriptions', record);
}

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.create', async (c) => {
  const input = await body(c, 'webhookSubscriptions.create', createSchema);
  const { service, project } = c.var;
  const now = service.clock().toISOString();
  const created = service.store.transaction(() => {
    // Spec 8: one subscription per project.
    const existing = service.store.find('webhook_subscriptions', { where: { project_id: project.id }, limit: 1 })[0];
    if (existing) {
      throw new ApiError('CONFLICT', `This project already has a webhook subscription ('${existing.id}'); a project is limited to one.`, {
        suggestedFix: `Change it with PATCH /api/v3/webhook_subscriptions/${existing.id}, or delete it before creating another.`,
      });
    }
    return save(service, {
      id: newId('webhookSubscription'),
      project_id: project.id,
      webhook_url: input.webhook_url,
      version: input.version,
      enabled_events: eventsFor(input.version, input.enabled_events),
      secret: generateWebhookSecret(),
      created_at: now,
      updated_at: now,
    });
  });
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(created, { revealSecret: true }), 201);
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.list', (c) => {
  const page = query(c, 'webhookSubscriptions.list', listSchema);
  const records = keysetPage(c.var.service.store, 'webhook_subscriptions', { where: { project_id: c.var.project.id } }, page);
  return c.json({ ...records, items: records.items.map((r) => toWebhookSubscriptionWire(r, { revealSecret: false })) });
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.get', (c) => {
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(findSubscription(c), { revealSecret: false }));
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.update', async (c) => {
  const record = findSubscription(c);
  const input = await body(c, 'webhookSubscriptions.update', updateSchema);
  const nextVersion = input.version ?? record.version;
  // A new version without a new list keeps what the old list asked for, as far as the new version can carry it.
  const kept = vendorNames(record.enabled_events).filter((name) => eventsOfVersion(nextVersion).includes(name));
  const updated = save(c.var.service, {
    ...record,
    webhook_url: input.webhook_url ?? record.webhook_url,
    version: nextVersion,
    enabled_events: eventsFor(nextVersion, input.enabled_events ?? (kept.length > 0 ? kept : undefined)),
    updated_at: c.var.service.clock().toISOString(),
  });
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(updated, { revealSecret: false }));
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.delete', (c) => {
  const record = findSubscription(c);
  c.var.service.store.remove('webhook_subscriptions', record.id);
  return c.json<DeleteWebhookSubscriptionResponse>({ id: record.id, deleted: true });
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.rotateSecret', (c) => {
  const record = findSubscription(c);
  const rotated = save(c.var.service, {
    ...record,
    secret: generateWebhookSecret(),
    updated_at: c.var.service.clock().toISOString(),
  });
  return c.json<RotateWebhookSecretResponse>({ id: rotated.id, secret: rotated.secret });
});
