import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PatchbayApiError } from '@patchbay/client';
import { APIKEY_TOOLKIT, connectAccount, rejectionOf, useFileHarness } from './harness';

const h = useFileHarness();

describe('toolRouter', () => {
  it('creates and reads a session, lists its toolkits and starts a link', async () => {
    const session = await h.client.toolRouter.createSession({
      user_id: 'router-user',
      toolkits: { enable: [APIKEY_TOOLKIT, 'patchbay_oauth_demo'] },
    });
    expect(session.session_id).toMatch(/^trs_/);
    expect(session.config.user_id).toBe('router-user');
    expect(session.mcp.url).toMatch(/^https?:\/\//);

    const read = await h.client.toolRouter.getSession(session.session_id);
    expect(read.config.toolkits.enabled.sort()).toEqual([APIKEY_TOOLKIT, 'patchbay_oauth_demo']);

    const toolkits = await h.client.toolRouter.listToolkits(session.session_id, { toolkits: [APIKEY_TOOLKIT], limit: 10 });
    expect(toolkits.items.map((t) => t.slug)).toEqual([APIKEY_TOOLKIT]);
    expect(toolkits.items[0]!.connected_account).toBeUndefined();
    const connected = await h.client.toolRouter.listToolkits(session.session_id, { is_connected: true });
    expect(connected.items).toEqual([]);

    const link = await h.client.toolRouter.createLink(session.session_id, { toolkit: 'patchbay_oauth_demo' });
    expect(link.link_token).not.toBe('');
    expect(link.redirect_url).toMatch(/^http:\/\/patchbay\.test\//);
    expect(link).not.toHaveProperty('expires_at');
  });
});

describe('mcp', () => {
  it('manages a server and its instances, and generates URLs', async () => {
    const { authConfigId, accountId } = await connectAccount(h, 'mcp-user');
    const server = await h.client.mcp.createServer({ name: 'Client test server', auth_config_ids: [authConfigId] });
    expect(server.toolkits).toEqual([APIKEY_TOOLKIT]);

    expect((await h.client.mcp.getServer(server.id)).name).toBe('Client test server');
    const renamed = await h.client.mcp.updateServer(server.id, { name: 'Renamed server' });
    expect(renamed.name).toBe('Renamed server');
    const servers = await h.client.mcp.listServers({ limit: 10 });
    expect(servers.items.map((s) => s.id)).toContain(server.id);

    const instance = await h.client.mcp.createInstance(server.id, { user_id: 'mcp-user' });
    expect(instance).toMatchObject({ instance_id: 'mcp-user', mcp_server_id: server.id });
    const missing = await rejectionOf(h.client.mcp.createInstance(server.id, { user_id: 'nobody' }));
    expect((missing as PatchbayApiError).status).toBe(422);

    const instances = await h.client.mcp.listInstances(server.id);
    expect(instances).toMatchObject({ server_id: server.id, server_name: 'Renamed server', current_page: 1, total_pages: 1 });
    expect(instances.instances.map((i) => i.instance_id)).toEqual(['mcp-user']);

    const urls = await h.client.mcp.generateUrl({ mcp_server_id: server.id, user_ids: ['mcp-user'], connected_account_ids: [accountId] });
    expect(urls.user_ids_url).toHaveLength(1);
    expect(urls.connected_account_urls).toHaveLength(1);
    expect(urls.user_ids_url[0]).toContain('user_id=mcp-user');

    const removed = await h.client.mcp.deleteInstance(server.id, 'mcp-user');
    expect(removed.deleted_connected_accounts).toBe(1);
    await expect(h.client.mcp.deleteServer(server.id)).resolves.toEqual({ id: server.id, deleted: true });
  });
});

describe('files', () => {
  it('requests an upload, uploads, lists, and de-duplicates by MD5', async () => {
    const bytes = new TextEncoder().encode('hello patchbay');
    const md5 = createHash('md5').update(bytes).digest('hex');
    const request = {
      toolkit_slug: APIKEY_TOOLKIT,
      tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC',
      filename: 'hello.txt',
      mimetype: 'text/plain',
      md5,
    };

    const upload = await h.client.files.requestUpload(request);
    if (upload.type !== 'new') throw new Error('expected a new upload');
    const put = await h.fetch(upload.new_presigned_url, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/plain' } });
    expect(put.ok).toBe(true);

    const page = await h.client.files.list({ toolkit_slug: APIKEY_TOOLKIT });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ filename: 'hello.txt', md5, mimetype: 'text/plain' });

    const again = await h.client.files.requestUpload({ ...request, filename: 'copy.txt' });
    expect(again).toMatchObject({ type: 'existing', id: upload.id });
  });
});

describe('projects (organization key)', () => {
  it('creates, lists, regenerates the key of, and deletes a project', async () => {
    const project = await h.org.projects.create({ name: 'client-project', should_create_api_key: true });
    const list = await h.org.projects.list();
    expect(list.items.map((p) => p.name)).toContain('client-project');

    const { api_key } = await h.org.projects.regenerateApiKey(project.id);
    expect(api_key.key).not.toBe(project.api_key);
    const old = await rejectionOf(h.makeClient({ apiKey: project.api_key }).files.list());
    expect((old as PatchbayApiError).status).toBe(401);
    await expect(h.makeClient({ apiKey: api_key.key }).files.list()).resolves.toMatchObject({ items: [] });

    await expect(h.org.projects.delete(project.id)).resolves.toMatchObject({ status: expect.any(String) });
    const gone = await rejectionOf(h.org.projects.delete(project.id));
    expect((gone as PatchbayApiError).status).toBe(404);
  });
});

describe("projects: the configuration of the key's own project (project key)", () => {
  it('reads and updates it with the project key; the organization key alone is refused', async () => {
    await expect(h.client.projects.getConfig()).resolves.toMatchObject({ is_2FA_enabled: false, branding: {} });
    const updated = await h.client.projects.updateConfig({ display_name: 'Acme CRM', branding: { accent_color: '#4f46e5' }, is_2FA_enabled: true });
    expect(updated).toMatchObject({
      is_2FA_enabled: true,
      display_name: 'Acme CRM',
      branding: { display_name: 'Acme CRM', accent_color: '#4f46e5' },
    });
    await expect(h.client.projects.getConfig()).resolves.toEqual(updated);
    expect(h.calls.slice(-3)).toEqual(['GET /api/v3/org/project/config', 'PATCH /api/v3/org/project/config', 'GET /api/v3/org/project/config']);

    const wrongKey = await rejectionOf(h.org.projects.getConfig());
    expect((wrongKey as PatchbayApiError).slug).toBe('unauthorized');
    const refused = await rejectionOf(h.client.projects.updateConfig({ display_name: 'A', branding: { display_name: 'B' } }));
    expect((refused as PatchbayApiError).status).toBe(400);
    expect((refused as PatchbayApiError).fieldErrors.map((error) => error.path.join('.'))).toEqual([
      'body.display_name',
      'body.branding.display_name',
    ]);
  });
});

describe('webhookSubscriptions', () => {
  it('creates, reads, lists, updates, rotates and deletes the subscription', async () => {
    const created = await h.client.webhookSubscriptions.create({ webhook_url: 'https://app.example/hooks', enabled_events: ['trigger.message'] });
    expect(created).toMatchObject({ webhook_url: 'https://app.example/hooks', version: 'V3', enabled_events: ['composio.trigger.message'] });

    const conflict = await rejectionOf(h.client.webhookSubscriptions.create({ webhook_url: 'https://app.example/other' }));
    expect((conflict as PatchbayApiError).status).toBe(409);

    expect(await h.client.webhookSubscriptions.get(created.id)).toEqual(created);
    expect((await h.client.webhookSubscriptions.list()).items).toEqual([created]);
    const { items: eventTypes } = await h.client.webhookSubscriptions.listEventTypes();
    expect(eventTypes.map((type) => type.event_type)).toEqual([
      'composio.trigger.message',
      'composio.connected_account.expired',
      'composio.connected_account.status_changed',
    ]);

    const updated = await h.client.webhookSubscriptions.update(created.id, {
      enabled_events: ['trigger.message', 'connected_account.status_changed'],
    });
    expect(updated.enabled_events).toHaveLength(2);
    expect(updated.secret).toBe(created.secret);

    const rotated = await h.client.webhookSubscriptions.rotateSecret(created.id);
    expect(rotated.id).toBe(created.id);
    expect(rotated.secret).not.toBe(created.secret);

    await expect(h.client.webhookSubscriptions.delete(created.id)).resolves.toEqual({ id: created.id, deleted: true, success: true });
    expect((await h.client.webhookSubscriptions.list()).items).toEqual([]);
  });
});
