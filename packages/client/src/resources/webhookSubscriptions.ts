import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { CreateWebhookSubscriptionRequest, ListWebhookSubscriptionsQuery, UpdateWebhookSubscriptionRequest } from '../types';

/** Webhook subscriptions (spec 4.10): where the project's events are delivered. One per project. */
export function createWebhookSubscriptionsResource(call: CallEndpoint) {
  return {
    /** `GET /api/v3/webhook_subscriptions`: one page of subscriptions (secrets masked). */
    list: (query?: ListWebhookSubscriptionsQuery, options?: RequestOptions) => call('webhookSubscriptions.list', { query }, options),
    /** `GET /api/v3/webhook_subscriptions/{id}`: one subscription (secret masked). */
    get: (id: string, options?: RequestOptions) => call('webhookSubscriptions.get', { params: { id } }, options),
    /** `POST /api/v3/webhook_subscriptions`: creates the subscription; the response holds the signing secret. @extension */
    create: (body: CreateWebhookSubscriptionRequest, options?: RequestOptions) => call('webhookSubscriptions.create', { body }, options),
    /** `PATCH /api/v3/webhook_subscriptions/{id}`: changes the URL or the enabled events. @extension */
    update: (id: string, body: UpdateWebhookSubscriptionRequest, options?: RequestOptions) =>
      call('webhookSubscriptions.update', { params: { id }, body }, options),
    /** `DELETE /api/v3/webhook_subscriptions/{id}`: deletes the subscription. @extension */
    delete: (id: string, options?: RequestOptions) => call('webhookSubscriptions.delete', { params: { id } }, options),
    /** `POST /api/v3/webhook_subscriptions/{id}/rotate_secret`: a new signing secret, shown only in this response. */
    rotateSecret: (id: string, options?: RequestOptions) => call('webhookSubscriptions.rotateSecret', { params: { id } }, options),
  };
}

export type WebhookSubscriptionsResource = ReturnType<typeof createWebhookSubscriptionsResource>;
