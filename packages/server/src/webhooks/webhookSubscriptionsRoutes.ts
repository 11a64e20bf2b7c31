import type { CursorPage, DeleteWebhookSubscriptionResponse, RotateWebhookSecretResponse, WebhookSubscription } from '@patchbay/client';
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
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(created, { revealSecret: true }), 201);
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.list', { query: listSubscriptionsQuery }, (c, { query: page }) => {
  const records = keysetPage(c.var.service.store, 'webhook_subscriptions', { where: { project_id: c.var.project.id } }, page);
  return c.json<CursorPage<WebhookSubscription>>({
    ...records,
    items: records.items.map((r) => toWebhookSubscriptionWire(r, { revealSecret: false })),
  });
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.get', (c) => {
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(pathSubscription(c), { revealSecret: false }));
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.update', { body: updateSubscriptionBody }, (c, { body: input }) => {
  const record = pathSubscription(c);
  const updated = updateWebhookSubscription(c.var.service, record, {
    webhookUrl: input.webhook_url,
    version: input.version,
    enabledEvents: input.enabled_events,
  });
  return c.json<WebhookSubscription>(toWebhookSubscriptionWire(updated, { revealSecret: false }));
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.delete', (c) => {
  const record = pathSubscription(c);
  deleteWebhookSubscription(c.var.service, record);
  return c.json<DeleteWebhookSubscriptionResponse>({ id: record.id, deleted: true });
});

route(webhookSubscriptionsRoutes, 'webhookSubscriptions.rotateSecret', (c) => {
  const rotated = rotateWebhookSecret(c.var.service, pathSubscription(c));
  return c.json<RotateWebhookSecretResponse>({ id: rotated.id, secret: rotated.secret });
});
