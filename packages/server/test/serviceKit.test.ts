import { PatchbayApiError } from '@patchbay/client';
import { afterEach, describe, expect, it } from 'vitest';
import { completeHostedPage, connectAccount, createServiceKit, type ServiceKit } from './harness';

let kit: ServiceKit | undefined;
afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

describe('createServiceKit (@patchbay/server/testing)', () => {
  it('binds a client to the service in-process, with its project key by default', async () => {
    kit = createServiceKit();
    const toolkit = await kit.client.toolkits.get('patchbay_noauth_demo');
    expect(toolkit.slug).toBe('patchbay_noauth_demo');
  });

  it('sends `clientApiKey` instead when given: the service refuses a wrong one', async () => {
    kit = createServiceKit({ clientApiKey: 'pb_proj_wrong' });
    const refused = await kit.client.authConfigs.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PatchbayApiError);
    expect((refused as PatchbayApiError).status).toBe(401);
  });

  it('holds each answer back `delayMs`', async () => {
    kit = createServiceKit({ delayMs: 60 });
    const started = performance.now();
    await kit.client.authConfigs.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });
});

describe('the hosted connect page, completed as a user would', () => {
  it('connectAccount makes an ACTIVE account of the no-auth app through a link', async () => {
    kit = createServiceKit();
    const account = await connectAccount(kit, { userId: 'user-1' });
    expect(account).toMatchObject({ status: 'ACTIVE', user_id: 'user-1', toolkit: { slug: 'patchbay_noauth_demo' } });
  });

  it("connectAccount with action 'cancel' leaves the attempt given up", async () => {
    kit = createServiceKit();
    const account = await connectAccount(kit, { userId: 'user-1', action: 'cancel' });
    expect(account.status).toBe('EXPIRED');
  });

  it('completeHostedPage sends the browser on to the link’s callback URL', async () => {
    kit = createServiceKit();
    const authConfig = await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const link = await kit.client.connectedAccounts.link({
      auth_config_id: authConfig.auth_config.id,
      user_id: 'user-1',
      callback_url: 'https://app.example/connected',
    });
    const response = await completeHostedPage(kit, link.redirect_url);
    expect(response.status).toBe(303);
    const callback = new URL(response.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe('https://app.example/connected');
    expect(callback.searchParams.get('connected_account_id')).toBe(link.connected_account_id);
  });
});
