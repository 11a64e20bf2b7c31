import { createStoryClient } from './storyClient';
import { ensureAuthConfig } from './ensureAuthConfig';
import { storyUserId } from './storyUser';

export const STATUS_APP = 'patchbay_noauth_demo';

/**
 * A new user of the story (a new one per rendering, so names never clash
 * with an earlier rendering's) with ACTIVE Acme Status accounts, one per
 * name; `''` leaves one unnamed. Made as the vendor's initiate makes a
 * no-auth account: ACTIVE at once.
 */
export async function userWithStatusAccounts(storyId: string, names: string[]): Promise<{ userId: string; accountIds: string[] }> {
  const client = createStoryClient();
  const userId = `${storyUserId(storyId)}:${crypto.randomUUID()}`;
  const authConfigId = await ensureAuthConfig(client, STATUS_APP);
  const accountIds: string[] = [];
  for (const alias of names) {
    const created = await client.connectedAccounts.create({
      auth_config: { id: authConfigId },
      connection: { user_id: userId, ...(alias ? { alias } : {}) },
    });
    accountIds.push(created.id);
  }
  return { userId, accountIds };
}
