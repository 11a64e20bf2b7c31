import type { ConnectedAccount } from '@patchbay/client';
import { completeHostedPage } from '@patchbay/server/testing';
import type { TestKit } from './renderWithServer';

/** The no-auth sandbox app: an account connects at once on its hosted page. */
export const NO_AUTH_APP = 'patchbay_noauth_demo';

/** An ACTIVE account of the no-auth app for `userId`, named `alias` when given, through a link and its hosted page. */
export async function connectNamedAccount(on: TestKit, userId: string, alias?: string): Promise<ConnectedAccount> {
  const configs = await on.client.authConfigs.list({ toolkit_slug: NO_AUTH_APP });
  const authConfigId = configs.items[0]?.id ?? (await on.client.authConfigs.create({ toolkit: { slug: NO_AUTH_APP } })).auth_config.id;
  const link = await on.client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: userId, ...(alias ? { alias } : {}) });
  await completeHostedPage(on, link.redirect_url);
  return on.client.connectedAccounts.get(link.connected_account_id);
}
