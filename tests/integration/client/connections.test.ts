import { describe, expect, it } from 'vitest';
import { PatchbayApiError } from '@patchbay/client';
import { APIKEY_TOOLKIT, connectAccount, rejectionOf, useFileHarness } from './harness';

const h = useFileHarness();

describe('authConfigs', () => {
  it('creates, reads, lists and disables/enables an auth config', async () => {
    const created = await h.client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } });
    expect(created.toolkit.slug).toBe('patchbay_oauth_demo');
    expect(created.auth_config.is_vendor_managed).toBe(true);
    expect(created.auth_config.restrict_to_following_tools).toEqual([]);
    const id = created.auth_config.id;

    const read = await h.client.authConfigs.get(id);
    expect(read).toMatchObject({ id, status: 'ENABLED', toolkit: { slug: 'patchbay_oauth_demo' } });

    await expect(h.client.authConfigs.disable(id)).resolves.toEqual({});
    expect((await h.client.authConfigs.get(id)).status).toBe('DISABLED');
    const page = await h.client.authConfigs.list({ toolkit_slug: 'patchbay_oauth_demo', show_disabled: true });
    expect(page.items.map((c) => c.id)).toContain(id);

    // A disabled config cannot start a connection (spec 7).
    const error = await rejectionOf(h.client.connectedAccounts.link({ auth_config_id: id, user_id: 'u1' }));
    expect((error as PatchbayApiError).status).toBe(422);

    await h.client.authConfigs.updateStatus(id, 'ENABLED');
    expect((await h.client.authConfigs.get(id)).status).toBe('ENABLED');
  });
});

describe('connectedAccounts', () => {
  it('links, reads, lists, refreshes and deletes an account', async () => {
    const { authConfigId, accountId } = await connectAccount(h, 'user-1');
    const account = await h.client.connectedAccounts.get(accountId);
    expect(account).toMatchObject({ id: accountId, user_id: 'user-1', status: 'ACTIVE', toolkit: { slug: APIKEY_TOOLKIT } });
    expect(account.auth_config.id).toBe(authConfigId);

    const pending = await h.client.connectedAccounts.link({
      auth_config_id: authConfigId,
      user_id: 'user-2',
      callback_url: 'https://app.example/done',
    });
    expect(pending.redirect_url).toMatch(/^http:\/\/patchbay\.test\//);
    expect(Date.parse(pending.expires_at)).toBeGreaterThan(Date.now());

    const page = await h.client.connectedAccounts.list({ user_ids: ['user-1', 'user-2'], statuses: ['ACTIVE'] });
    expect(page.items.map((a) => a.id)).toEqual([accountId]);

    const refreshed = await h.client.connectedAccounts.refresh(accountId, {}, { redirect_url: 'https://app.example/again' });
    expect(refreshed.id).toBe(accountId);

    await expect(h.client.connectedAccounts.delete(accountId)).resolves.toEqual({ success: true });
    const after = await h.client.connectedAccounts.list({ user_ids: ['user-1'] });
    expect(after.items.map((a) => a.id)).not.toContain(accountId);
  });
});

describe('toolkits', () => {
  it('lists, filters, reads one and lists categories', async () => {
    const page = await h.client.toolkits.list({ toolkits: [APIKEY_TOOLKIT, 'patchbay_oauth_demo'], limit: 10 });
    expect(page.items.map((t) => t.slug).sort()).toEqual([APIKEY_TOOLKIT, 'patchbay_oauth_demo']);
    expect(page.items[0]!.meta.version).toMatch(/^\d{8}_\d{2}$/);

    const details = await h.client.toolkits.get(APIKEY_TOOLKIT);
    expect(details.slug).toBe(APIKEY_TOOLKIT);
    expect(details.tools.length).toBeGreaterThan(0);

    const categories = await h.client.toolkits.categories({ limit: 100 });
    expect(categories.items.length).toBeGreaterThan(5);
    expect(categories.items).toHaveLength(categories.total_items);
    expect(categories.items[0]).toEqual({ id: expect.any(String), name: expect.any(String) });

    const byCategory = await h.client.toolkits.list({ category: 'analytics', limit: 1000 });
    expect(byCategory.items.every((t) => t.meta.categories.some((c) => c.id === 'analytics'))).toBe(true);

    // The vendor's changelog: each toolkit with its catalog version.
    const changelog = await h.client.toolkits.changelog();
    const apikey = changelog.items.find((item) => item.slug === APIKEY_TOOLKIT);
    expect(apikey?.versions).toEqual([{ version: details.meta.version, changelog: expect.stringContaining('published') }]);
  });
});

describe('triggerTypes', () => {
  it('lists by toolkit and version, and reads one', async () => {
    const latest = await h.client.triggerTypes.list({ toolkit_slugs: [APIKEY_TOOLKIT, 'patchbay_oauth_demo'], toolkit_versions: 'latest' });
    const slugs = latest.items.map((t) => t.slug);
    expect(slugs).toContain('PATCHBAY_APIKEY_DEMO_TASK_CREATED');
    expect(latest.items.every((t) => [APIKEY_TOOLKIT, 'patchbay_oauth_demo'].includes(t.toolkit.slug))).toBe(true);

    const version = latest.items[0]!.version;
    const pinned = await h.client.triggerTypes.list({ toolkit_slugs: [APIKEY_TOOLKIT], toolkit_versions: { [APIKEY_TOOLKIT]: version } });
    expect(pinned.items.length).toBeGreaterThan(0);

    const one = await h.client.triggerTypes.get('PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED', { toolkit_versions: 'latest' });
    expect(one.type).toBe('poll');
    expect(one.config.direction).toMatchObject({ type: 'enum', required: true, options: ['above', 'below'] });
  });
});

describe('triggerInstances', () => {
  it('upserts, lists, pauses, resumes and deletes an instance', async () => {
    const { accountId } = await connectAccount(h, 'user-t');
    const { trigger_id } = await h.client.triggerInstances.upsert('PATCHBAY_APIKEY_DEMO_TASK_CREATED', {
      connected_account_id: accountId,
      trigger_config: { project: 'ops', priority: 'high' },
    });
    const active = await h.client.triggerInstances.listActive({ trigger_ids: [trigger_id] });
    expect(active.items).toHaveLength(1);
    expect(active.items[0]).toMatchObject({ id: trigger_id, connected_account_id: accountId, disabled_at: null });

    await h.client.triggerInstances.disable(trigger_id);
    expect((await h.client.triggerInstances.listActive({ trigger_ids: [trigger_id] })).items).toHaveLength(0);
    const paused = await h.client.triggerInstances.listActive({ trigger_ids: [trigger_id], show_disabled: true });
    expect(paused.items[0]!.disabled_at).not.toBeNull();

    await h.client.triggerInstances.manage(trigger_id, 'enable');
    expect((await h.client.triggerInstances.listActive({ trigger_ids: [trigger_id] })).items).toHaveLength(1);

    await expect(h.client.triggerInstances.delete(trigger_id)).resolves.toEqual({ trigger_id });
    const gone = await rejectionOf(h.client.triggerInstances.enable(trigger_id));
    expect((gone as PatchbayApiError).status).toBe(404);
  });
});

describe('proxy', () => {
  it("calls the toolkit's API with the account's credentials", async () => {
    const { accountId } = await connectAccount(h, 'user-p');
    const result = await h.client.proxy.execute({ endpoint: '/metrics', method: 'GET', connected_account_id: accountId });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ region: 'eu', metrics: [] });
    expect(result.headers['content-type']).toContain('application/json');
  });
});
