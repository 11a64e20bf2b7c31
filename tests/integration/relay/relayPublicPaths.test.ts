import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, toolSlugsOf } from '@patchbay/server/testing';
import { ADMIN, authConfigFor, CALLBACK_PATH, useRelayService } from './relayFixture';

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
const match = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`${pattern} not found in the page`);
  return unescape(found);
};

describe('relay: public paths keep the browser on the app origin', () => {
  const { t, open } = useRelayService();

  it('serves the hosted page of a no-auth link through the relay', async () => {
    const relay = await open();
    const alice = relay.as('alice');
    const link = await alice.call('POST', '/connected_accounts/link', {
      body: { auth_config_id: await authConfigFor(t), user_id: 'alice', callback_url: relay.url + CALLBACK_PATH },
    });
    expect(link.body.redirect_url).toBe(`${relay.base}/connect/${link.body.link_token}`);

    // Public pages need no session: the link token is the credential.
    const page = await relay.as(null).visit(link.body.redirect_url);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`action="/patchbay/connect/${link.body.link_token}"`);
    expect(page.body).toContain(`src="${relay.base}/logos/patchbay_noauth_demo.svg"`);
    expect(page.body).not.toContain(t.baseUrl);

    const done = await relay.as(null).visit(link.body.redirect_url, {});
    expect(done.status).toBe(303);
    const back = new URL(done.location!);
    expect(back.origin + back.pathname).toBe(relay.url + CALLBACK_PATH);
    expect(back.searchParams.get('connected_account_id')).toBe(link.body.connected_account_id);
    expect((await alice.call('GET', `/connected_accounts/${link.body.connected_account_id}`)).body.status).toBe('ACTIVE');
  });

  it('completes an OAuth flow through the relay: page, consent, callback', async () => {
    const relay = await open();
    const browser = relay.as('alice');
    const link = await browser.call('POST', '/connected_accounts/link', {
      body: { auth_config_id: await authConfigFor(t, 'patchbay_oauth_demo'), user_id: 'alice', callback_url: relay.url + CALLBACK_PATH },
    });
    const page = await browser.visit(link.body.redirect_url);
    const authorize = match(page.body, /href="([^"]*\/oauth\/authorize\?[^"]*)"/);
    expect(authorize.startsWith(`${relay.base}/oauth/authorize?`)).toBe(true);

    const consent = await browser.visit(authorize);
    expect(consent.status).toBe(200);
    expect(consent.body).toContain('action="/patchbay/oauth/authorize"');
    const allowed = await browser.visit(`${relay.url}/patchbay/oauth/authorize`, {
      request_id: match(consent.body, /name="request_id" value="([^"]+)"/),
      decision: 'allow',
    });
    expect(allowed.status).toBe(303);
    expect(allowed.location!.startsWith(`${relay.base}/connect/${link.body.link_token}/oauth/callback?`)).toBe(true);

    const back = await browser.visit(allowed.location!);
    expect(back.status).toBe(303);
    expect(new URL(back.location!).searchParams.get('status')).toBe('success');
    expect((await browser.call('GET', `/connected_accounts/${link.body.connected_account_id}`)).body.status).toBe('ACTIVE');
  });

  it('rewrites logos and presigned upload URLs, and relays the upload', async () => {
    const relay = await open({ files: 'shared' });
    const alice = relay.as('alice');
    const toolkits = await alice.call('POST', '/toolkits/multi', { body: { toolkits: ['patchbay_noauth_demo'] } });
    const logo = toolkits.body.items[0].meta.logo as string;
    expect(logo).toBe(`${relay.base}/logos/patchbay_noauth_demo.svg`);
    const image = await relay.as(null).visit(logo);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');

    const content = 'hello through the relay';
    const requested = await alice.call('POST', '/files/upload/request', {
      body: {
        toolkit_slug: 'patchbay_noauth_demo',
        tool_slug: toolSlugsOf('patchbay_noauth_demo')[0]!,
        filename: 'note.txt',
        mimetype: 'text/plain',
        md5: createHash('md5').update(content).digest('hex'),
      },
    });
    expect(requested.body.new_presigned_url.startsWith(`${relay.base}/uploads/${requested.body.id}?`)).toBe(true);
    expect(requested.body.newPresignedUrl).toBe(requested.body.new_presigned_url);
    const put = await fetch(requested.body.new_presigned_url, { method: 'PUT', body: content });
    expect(put.status).toBe(200);
    expect((await alice.call('GET', '/files/list')).body.items.map((f: { id: string }) => f.id)).toEqual([requested.body.id]);
  });

  it("keeps callback URLs on the app's origins", async () => {
    const relay = await open();
    const alice = relay.as('alice');
    const configId = await authConfigFor(t);
    const evil = 'https://evil.example/phish';
    const refused = expectEnvelope(
      await alice.call('POST', '/connected_accounts/link', { body: { auth_config_id: configId, callback_url: evil } }),
      400,
    );
    expect(refused.errors).toEqual(['body.callback_url: origin https://evil.example is not allowed']);
    const account = (await alice.call('POST', '/connected_accounts/link', { body: { auth_config_id: configId } })).body.connected_account_id;
    expectEnvelope(await alice.call('POST', `/connected_accounts/${account}/refresh?redirect_url=${encodeURIComponent(evil)}`), 400);
    expectEnvelope(await alice.call('POST', `/connected_accounts/${account}/refresh`, { body: { redirect_url: evil } }), 400);
    expectEnvelope(await alice.call('POST', '/tool_router/session', { body: { manage_connections: { callback_url: evil } } }), 400);

    const configured = await open({ appOrigins: ['https://app.example.com'] });
    const allowed = await configured.as('alice').call('POST', '/connected_accounts/link', {
      body: { auth_config_id: configId, callback_url: 'https://app.example.com/done' },
    });
    expect(allowed.status).toBe(201);
  });

  it('hands out the service URLs with publicPaths: false, and serves no public path', async () => {
    const relay = await open({ publicPaths: false });
    const link = await relay.as('alice').call('POST', '/connected_accounts/link', { body: { auth_config_id: await authConfigFor(t) } });
    expect(link.body.redirect_url).toBe(`${t.baseUrl}/connect/${link.body.link_token}`);
    expect((await relay.as('alice').visit(`${relay.base}/connect/${link.body.link_token}`)).status).toBe(403);
  });

  it('relays an in-process service, whose internal origin never reaches the browser', async () => {
    const seen: string[] = [];
    const relay = await open({
      target: (request) => {
        seen.push(new URL(request.url).origin);
        return t.server.fetch(request);
      },
    });
    const admin = relay.as(ADMIN);
    const link = await admin.call('POST', '/connected_accounts/link', { body: { auth_config_id: await authConfigFor(t) } });
    expect(link.body.redirect_url).toBe(`${relay.base}/connect/${link.body.link_token}`);
    const page = await admin.visit(link.body.redirect_url);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('patchbay.internal');
    expect((await admin.visit(link.body.redirect_url, {})).status).toBe(200);
    expect((await admin.call('GET', `/connected_accounts/${link.body.connected_account_id}`)).body.status).toBe('ACTIVE');
    expect(new Set(seen)).toEqual(new Set(['http://patchbay.internal']));
    expect(relay.upstream).toEqual([]);
  });
});
