import { describe, expect, it } from 'vitest';
import { PatchbayApiError } from '@patchbay/client';
import { rejectionOf, useFileHarness, type Harness } from './harness';

const h = useFileHarness();

const TOOLKIT = 'patchbay_noauth_demo';
const STATUS_TOOL = 'PATCHBAY_NOAUTH_DEMO_GET_STATUS';

/** An ACTIVE account of the no-auth app for `userId`, labelled `alias`: a link, then its hosted page confirmed. */
async function connect(harness: Harness, authConfigId: string, userId: string, alias?: string): Promise<string> {
  const link = await harness.client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: userId, ...(alias ? { alias } : {}) });
  const done = await harness.fetch(link.redirect_url, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
  expect(done.status).toBeLessThan(400);
  return link.connected_account_id;
}

describe('accounts told apart by alias, through the client', () => {
  it('links two accounts of one app under two names, runs a tool with the one named, and never matches another user', async () => {
    const { auth_config } = await h.client.authConfigs.create({ toolkit: { slug: TOOLKIT } });
    const work = await connect(h, auth_config.id, 'alias-user-1', 'Work');
    const personal = await connect(h, auth_config.id, 'alias-user-1', 'Personal');
    const theirs = await connect(h, auth_config.id, 'alias-user-2', 'Team');

    const mine = await h.client.connectedAccounts.list({ user_ids: ['alias-user-1'], toolkit_slugs: [TOOLKIT] });
    expect(Object.fromEntries(mine.items.map((account) => [account.alias, account.id]))).toEqual({ Work: work, Personal: personal });

    // A second 'work' (any case) for the same user and app is a conflict at the alias field.
    const taken = await rejectionOf(h.client.connectedAccounts.link({ auth_config_id: auth_config.id, user_id: 'alias-user-1', alias: 'work' }));
    expect(taken).toBeInstanceOf(PatchbayApiError);
    expect((taken as PatchbayApiError).status).toBe(409);
    expect((taken as PatchbayApiError).fieldErrors[0]?.path).toEqual(['body', 'alias']);

    // Picked by alias (any case), the tool runs with that account: it is the one marked used.
    const ran = await h.client.tools.execute(STATUS_TOOL, { user_id: 'alias-user-1', account: 'personal' });
    expect(ran.successful).toBe(true);
    expect((await h.client.connectedAccounts.get(personal)).last_used_at).not.toBeNull();
    expect((await h.client.connectedAccounts.get(work)).last_used_at).toBeNull();

    // Another user's alias is not this user's: refused, naming this user's own aliases.
    const foreign = await rejectionOf(h.client.tools.execute(STATUS_TOOL, { user_id: 'alias-user-1', account: 'Team' }));
    expect(foreign).toBeInstanceOf(PatchbayApiError);
    expect((foreign as PatchbayApiError).status).toBe(400);
    expect((foreign as PatchbayApiError).fieldErrors[0]?.path).toEqual(['body', 'account']);
    expect((foreign as PatchbayApiError).suggestedFix).toMatch(/Work, Personal|Personal, Work/);
    expect((await h.client.connectedAccounts.get(theirs)).last_used_at).toBeNull();

    // In a session of the user, the alias picks among the session user's accounts.
    const session = await h.client.toolRouter.createSession({ user_id: 'alias-user-1', toolkits: { enable: [TOOLKIT] } });
    const viaSession = await h.client.toolRouter.execute(session.session_id, { tool_slug: STATUS_TOOL, account: 'Work' });
    expect(viaSession.successful).toBe(true);
    expect((await h.client.connectedAccounts.get(work)).last_used_at).not.toBeNull();
    const notInSession = await rejectionOf(h.client.toolRouter.execute(session.session_id, { tool_slug: STATUS_TOOL, account: 'Team' }));
    expect((notInSession as PatchbayApiError).status).toBe(400);
  });
});
