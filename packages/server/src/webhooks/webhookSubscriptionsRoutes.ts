import type {
  CursorPage,
  DeleteWebhookSubscriptionResponse,
  RotateWebhookSecretResponse,
  WebhookEventType,
  WebhookEventTypesResponse,
  WebhookSubscription,
  WebhookVersion,
} from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route, type EndpointContext } from '../http/endpointRoute';
import { keysetPage } from '../http/pagination';
import { createWebhookSubscription } from './createWebhookSubscription';
import { deleteWebhookSubscription } from './deleteWebhookSubscription';
import { findWebhookSubscription } from './findWebhookSubscription';
import type { WebhookSubscriptionRecord } from './records';
import { rotateWebhookSecret } from './rotateWebhookSecret';
import { toWebhookSubscriptionWire } from './toWebhookSubscriptionWire';
import { updateWebhookSubscription } from './updateWebhookSubscription';
import { eventsOfVersion, WEBHOOK_EVENT_TYPES } from './webhookEventNames';
import { createSubscriptionBody, listSubscriptionsQuery, subscriptionIdParams, updateSubscriptionBody } from './webhookSubscriptionsSchemas';

export const webhookSubscriptionsRoutes = new Hono<AppEnv>();

function pathSubscription(
  c: EndpointContext<
    'webhookSubscriptions.delete' | 'webhookSubscriptions.get' | 'webhookSubscriptions.rotateSecret' | 'webhookSubscriptions.update'
  >,
): WebhookSubscriptionRecord {
  const { id } = params(c, subscriptionIdParams);
  return findWebhookSubscription(c.var.service, c.var.project, id);
}

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.create', { body: createSubscriptionBody }, (c, { body: input }) => {
  const created = createWebhookSubscription(c.var.service, c.var.project, {
    webhookUrl: input.webhook_url,
    version: input.version,
    enabledEvents: input.enabled_events,
  });
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(created), 201);
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.list', { query: listSubscriptionsQuery }, (c, { query: page }) => {
  const records = keysetPage(c.var.service.store, 'webhook_subscriptions', { where: { project_id: c.var.project.id } }, page);
  return c.json<CursorPage<WebhookSubscription>>({
    ...records,
    items: records.items.map((r) => toWebhookSubscriptionWire(r)),
  });
});

/** What each event the service sends says, for `listEventTypes`. */
const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'composio.trigger.message': 'A trigger instance fired: its trigger type’s payload, with the instance, account and user it came from.',
  'composio.connected_account.expired': 'A connected account’s access ended (EXPIRED): the user must reconnect it, keeping its id.',
  'composio.connected_account.status_changed': 'A connected account’s status changed, with the previous and the new status.',
};

const VERSIONS: readonly WebhookVersion[] = ['V1', 'V2', 'V3'];

// A literal path: registered before `webhookSubscriptions.get`, which would read `event_types` as an id.
route(webhookSubscriptionsRoutes, 'webhookSubscriptions.listEventTypes', (c) => {
  return c.json<WebhookEventTypesResponse>({
    items: WEBHOOK_EVENT_TYPES.map((type) => ({
      event_type: type,
      description: EVENT_DESCRIPTIONS[type],
      supported_versions: VERSIONS.filter((version) => eventsOfVersion(version).includes(type)),
    })),
  });
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.get', (c) => {
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(pathSubscription(c)));
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.update', { body: updateSubscriptionBody }, (c, { body: input }) => {
  const record = pathSubscription(c);
  const updated = updateWebhookSubscription(c.var.service, record, {
    webhookUrl: input.webhook_url,
    version: input.version,
    enabledEvents: input.enabled_events,
  });
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(updated));
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.delete', (c) => {
  const record = pathSubscription(c);
  deleteWebhookSubscription(c.var.service, record);
  // `deleted` is this kit's name of the outcome, `success` the vendor's v3.1 one: both.
  return c.json<DeleteWebhookSubscriptionResponse>({ id: record.id, deleted: true, success: true });
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.rotateSecret', (c) => {
  const rotated = rotateWebhookSecret(c.var.service, pathSubscription(c));
  return c.json<RotateWebhookSecretResponse>({ id: rotated.id, secret: rotated.secret });
});
