export { deliverDueWebhooks } from './deliverDueWebhooks';
export type { WebhookDeliveryRecord, WebhookDeliveryStatus, WebhookSubscriptionRecord } from './records';
