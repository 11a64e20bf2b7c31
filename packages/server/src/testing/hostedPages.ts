import { isPatchbayError, type ConnectedAccount, type PatchbayClient } from '@patchbay/client';
import { expect } from 'vitest';
import type { ServiceKit } from './serviceKit';

/**
 * Completes a hosted connect page as the user would: opens it, then submits
 * the form (`fields`, e.g. an API key) or cancels. Returns the response,
 * a 303 to the callback URL when the link has one.
 */
export async function completeHostedPage(
  kit: Pick<ServiceKit, 'browserFetch'>,
  redirectUrl: string,
  action: 'connect' | 'cancel' = 'connect',
  fields: Record<string, string> = {},
): Promise<Response> {
  const page = await kit.browserFetch(redirectUrl);
  expect(page.status).toBe(200);
  return kit.browserFetch(action === 'cancel' ? `${redirectUrl}/cancel` : redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface ConnectAccountOptions {
  userId: string;
  /** @default 'patchbay_noauth_demo' (no form to fill in) */
  toolkit?: string;
  /** @default the toolkit's vendor-managed default auth config (made when it has none) */
  authConfigId?: string;
  /** 'cancel' leaves the attempt given up (EXPIRED, `cancelled_by_user`). @default 'connect' */
  action?: 'connect' | 'cancel';
  /** Form fields of the hosted page, e.g. `{ api_key: 'k' }`. */
  fields?: Record<string, string>;
}

/** A connected account made through a link session and its hosted page, as the service stores it afterwards. */
export async function connectAccount(kit: Pick<ServiceKit, 'client' | 'browserFetch'>, options: ConnectAccountOptions): Promise<ConnectedAccount> {
  const toolkit = options.toolkit ?? 'patchbay_noauth_demo';
  const authConfigId = options.authConfigId ?? (await defaultAuthConfigId(kit.client, toolkit));
  const link = await kit.client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: options.userId });
  await completeHostedPage(kit, link.redirect_url, options.action, options.fields);
  return kit.client.connectedAccounts.get(link.connected_account_id);
}

/**
 * The toolkit's default auth config, as a connect flow finds it: a bare
 * create answers it (the service makes one per toolkit); through a relay, a
 * toolkit that has an enabled config already answers 409, and the flow
 * connects through that one.
 */
async function defaultAuthConfigId(client: PatchbayClient, toolkit: string): Promise<string> {
  try {
    return (await client.authConfigs.create({ toolkit: { slug: toolkit } })).auth_config.id;
  } catch (error) {
    if (!isPatchbayError(error) || error.kind !== 'api' || error.slug !== 'conflict') throw error;
    const enabled = (await client.authConfigs.list({ toolkit_slug: toolkit })).items.find((config) => config.status === 'ENABLED');
    if (!enabled) throw error;
    return enabled.id;
  }
}
