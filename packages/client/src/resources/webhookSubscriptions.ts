import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  CreateWebhookSubscriptionRequest,
  CursorPage,
  DeleteWebhookSubscriptionResponse,
  ListWebhookSubscriptionsQuery,
  RotateWebhookSecretResponse,
  UpdateWebhookSubscriptionRequest,
  WebhookSubscription,
} from '../types';

/** Webhook subscriptions (spec 4.10): where the project's events are delivered. One per project. */
export function createWebhookSubscriptionsResource(transport: Transport) {
  return {
    /** `GET /api/v3/webhook_subscriptions`: one page of subscriptions (secrets masked). */
    list: (query?: ListWebhookSubscriptionsQuery, options?: RequestOptions) =>
      transport.request<CursorPage<WebhookSubscription>>({ method: 'GET', path: '/api/v3/webhook_subscriptions', query }, options),

    /** `GET /api/v3/webhook_subscriptions/{id}`: one subscription (secret masked). */
    get: (id: string, options?: RequestOptions) =>
      transport.request<WebhookSubscription>({ method: 'GET', path: path`/api/v3/webhook_subscriptions/${id}` }, options),

    /** `POST /api/v3/webhook_subscriptions`: creates the subscription; the response holds the signing secret. @extension */
    create: (body: CreateWebhookSubscriptionRequest, options?: RequestOptions) =>
      transport.request<WebhookSubscription>({ method: 'POST', path: '/api/v3/webhook_subscriptions', body }, options),

    /** `PATCH /api/v3/webhook_subscriptions/{id}`: changes the URL or the enabled events. @extension */
    update: (id: string, body: UpdateWebhookSubscriptionRequest, options?: RequestOptions) =>
      transport.request<WebhookSubscription>({ method: 'PATCH', path: path`/api/v3/webhook_subscriptions/${id}`, body }, options),

    /** `DELETE /api/v3/webhook_subscriptions/{id}`: deletes the subscription. @extension */
    delete: (id: string, options?: RequestOptions) =>
      transport.request<DeleteWebhookSubscriptionResponse>({ method: 'DELETE', path: path`/api/v3/webhook_subscriptions/${id}` }, options),

    /** `POST /api/v3/webhook_subscriptions/{id}/rotate_secret`: a new signing secret, shown only in this response. */
    rotateSecret: (id: string, options?: RequestOptions) =>
      transport.request<RotateWebhookSecretResponse>({ method: 'POST', path: path`/api/v3/webhook_subscriptions/${id}/rotate_secret` }, options),
  };
}

export type WebhookSubscriptionsResource = ReturnType<typeof createWebhookSubscriptionsResource>;
