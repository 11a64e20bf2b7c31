import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { CreateWebhookSubscriptionRequest, ListWebhookSubscriptionsQuery, UpdateWebhookSubscriptionRequest } from '../types';

/** Webhook subscriptions (spec 4.10): where the project's events are delivered. One per project. */
export function createWebhookSubscriptionsResource(call: CallEndpoint) {
  return {
    /** `GET /api/v3/webhook_subscriptions`: one page of subscriptions, each with its signing secret. */
    list: (query?: ListWebhookSubscriptionsQuery, options?: RequestOptions) => call('webhookSubscriptions.list', { query }, options),
    /** `GET /api/v3/webhook_subscriptions/{id}`: one subscription, with its signing secret. */
    get: (id: string, options?: RequestOptions) => call('webhookSubscriptions.get', { params: { id } }, options),
    /** `POST /api/v3/webhook_subscriptions`: creates the subscription; the response holds the signing secret. @extension */
    create: (body: CreateWebhookSubscriptionRequest, options?: RequestOptions) => call('webhookSubscriptions.create', { body }, options),
    /** `PATCH /api/v3/webhook_subscriptions/{id}`: changes the URL or the enabled events; answers the subscription with its secret. @extension */
    update: (id: string, body: UpdateWebhookSubscriptionRequest, options?: RequestOptions) =>
      call('webhookSubscriptions.update', { params: { id }, body }, options),
    /** `DELETE /api/v3/webhook_subscriptions/{id}`: deletes the subscription; answers `{ id, deleted, success }`. @extension */
    delete: (id: string, options?: RequestOptions) => call('webhookSubscriptions.delete', { params: { id } }, options),
    /**
     * `GET /api/v3/webhook_subscriptions/event_types`: the events a subscription can enable and the
     * payload versions that carry each (the vendor's `webhooks.subscriptions.listEventTypes()`). @extension
     */
    listEventTypes: (options?: RequestOptions) => call('webhookSubscriptions.listEventTypes', {}, options),
    /** `POST /api/v3/webhook_subscriptions/{id}/rotate_secret`: a new signing secret; the previous one stops validating. */
    rotateSecret: (id: string, options?: RequestOptions) => call('webhookSubscriptions.rotateSecret', { params: { id } }, options),
  };
}

export type WebhookSubscriptionsResource = ReturnType<typeof createWebhookSubscriptionsResource>;
