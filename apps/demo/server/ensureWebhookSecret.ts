import type { PatchbayClient } from '@patchbay/client';

/**
 * Makes the project deliver its webhook events to `webhookUrl` and returns
 * the signing secret. An existing subscription (from an earlier run) gets a
 * new secret rotated, so each start signs with a fresh one.
 */
export async function ensureWebhookSecret(client: PatchbayClient, webhookUrl: string): Promise<string> {
  const existing = (await client.webhookSubscriptions.list()).items[0];
  if (!existing) {
    const created = await client.webhookSubscriptions.create({
      webhook_url: webhookUrl,
      enabled_events: ['trigger.message', 'connected_account.status_changed'],
    });
    return created.secret;
  }
  if (existing.webhook_url !== webhookUrl) await client.webhookSubscriptions.update(existing.id, { webhook_url: webhookUrl });
  return (await client.webhookSubscriptions.rotateSecret(existing.id)).secret;
}
