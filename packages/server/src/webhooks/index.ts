export { deliverDueWebhooks } from './deliverDueWebhooks';
export { generateWebhookSecret, signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './signature';
export type { VerifyWebhookOptions, WebhookHeaderSource } from './signature';
export type { WebhookDeliveryRecord, WebhookDeliveryStatus, WebhookSubscriptionRecord } from './records';
