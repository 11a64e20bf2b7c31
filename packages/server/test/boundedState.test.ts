import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import { useTestClock } from './testClock';

const ORIGIN = 'http://patchbay.test';
const HOOK_ORIGIN = 'http://hooks.example';

/**
 * What requests leave behind in a running service: anything they may grow
 * without a key has a bound, whatever the request says about itself.
 */
describe('state that requests leave behind', () => {
  let server: PatchbayServer;
  /** The URLs the service sent out through its outside fetch, rather than answering in-process. */
  let sentOut: string[];

  beforeEach(() => {
    sentOut = [];
    server = createPatchbayServer({
      rateLimit: false,
      fetch: (input) => {
        sentOut.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  const call = (method: string, path: string, body?: unknown, origin = ORIGIN) =>
    server.fetch(
      new Request(origin + path, {
        method,
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  it('remembers no origin a request arrived at: after thousands of large Host headers, a webhook to one of them still goes out', async () => {
    // Unauthenticated, each at its own 4 KB host: a process that kept them would hold 8 MB more after this loop.
    for (let i = 0; i < 2_000; i += 1) {
      const response = await server.fetch(new Request(`http://${'h'.repeat(4_000)}${i}.example/api/v3/toolkits`));
      expect(response.status).toBe(401);
    }
    expect((await server.fetch(new Request(`${HOOK_ORIGIN}/api/v3/toolkits`))).status).toBe(401);

    // A webhook aimed at one of those hosts goes out over the network: the host a request named is not "the service".
    expect((await call('POST', '/api/v3/webhook_subscriptions', { webhook_url: `${HOOK_ORIGIN}/hook` })).status).toBe(201);
    const config = (await (await call('POST', '/api/v3/auth_configs', { toolkit: { slug: 'patchbay_noauth_demo' } })).json()) as {
      auth_config: { id: string };
    };
    const link = (await (await call('POST', '/api/v3/connected_accounts/link', { auth_config_id: config.auth_config.id, user_id: 'u1' })).json()) as {
      redirect_url: string;
    };
    const connected = await server.fetch(new Request(link.redirect_url, { method: 'POST', redirect: 'manual' }));
    expect(connected.status).toBeLessThan(400);
    await server.idle();
    expect(sentOut).toEqual([`${HOOK_ORIGIN}/hook`]);
  });

  it("still answers in-process what a request calls on its own origin (the built-in toolkits' sandbox)", async () => {
    for (let i = 0; i < 100; i += 1) await server.fetch(new Request(`http://other-${i}.example/api/v3/toolkits`));
    const response = await call('POST', '/api/v3/tools/execute/PATCHBAY_NOAUTH_DEMO_GET_STATUS', {});
    expect(await response.json()).toMatchObject({ successful: true, data: { status: 'operational' } });
    expect(sentOut).toEqual([]);
  });
});

/** Grants (open consent screens and unredeemed codes) one link, and the whole service, keep at most, as the README documents. */
const MAX_GRANTS_PER_LINK = 10;
const MAX_GRANTS = 1_000;

/**
 * The built-in OAuth provider's consent screens need no key: whatever
 * anonymous requests ask for, they cannot take the place of a screen
 * another user has open. A screen belongs to an open link, each link has a
 * few places, and the service's own bound refuses rather than evicts.
 */
describe('consent screens that anonymous requests cannot evict', () => {
  let server: PatchbayServer;
  const clock = useTestClock('2026-03-01T09:00:00.000Z');
  let oauthConfig: string;

  beforeEach(async () => {
    server = createPatchbayServer({ rateLimit: false, clock });
    oauthConfig = (
      await json<{ auth_config: { id: string } }>(await call('POST', '/api/v3/auth_configs', { toolkit: { slug: 'patchbay_oauth_demo' } }))
    ).auth_config.id;
  });
  afterEach(async () => {
    await server.close();
  });

  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const call = (method: string, path: string, body?: unknown) =>
    server.fetch(
      new Request(ORIGIN + path, {
        method,
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const hop = (url: string, form?: Record<string, string>) =>
    server.fetch(
      new Request(new URL(url, ORIGIN), {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) } : {}),
      }),
    );

  interface Link {
    token: string;
    accountId: string;
    /** The authorize URL the link's page sends its user to. */
    authorize: string;
  }

  async function openLink(userId: string): Promise<Link> {
    const link = await json<{ redirect_url: string; link_token: string; connected_account_id: string }>(
      await call('POST', '/api/v3/connected_accounts/link', { auth_config_id: oauthConfig, user_id: userId }),
    );
    const page = await (await hop(link.redirect_url)).text();
    const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(authorize).toBeDefined();
    return { token: link.link_token, accountId: link.connected_account_id, authorize: authorize! };
  }

  /** Opens the link's consent screen: its request id. */
  async function openConsent(link: Link): Promise<string> {
    const consent = await hop(link.authorize);
    expect(consent.status).toBe(200);
    const requestId = /name="request_id" value="([^"]+)"/.exec(await consent.text())?.[1];
    expect(requestId).toBeDefined();
    return requestId!;
  }

  /** Allow on a consent screen, then the callback as the browser follows it: the account's status after. */
  async function allow(requestId: string, link: Link): Promise<string> {
    const allowed = await hop('/oauth/authorize', { request_id: requestId, decision: 'allow' });
    expect(allowed.status).toBe(303);
    const callback = allowed.headers.get('location')!;
    expect(callback).toContain(`/connect/${link.token}/oauth/callback?code=`);
    expect((await hop(callback)).status).toBeLessThan(400);
    return (await json<{ status: string }>(await call('GET', `/api/v3/connected_accounts/${link.accountId}`))).status;
  }

  /** The link's authorize URL, called back at another link (`token`), with a state of its own. */
  function authorizeAt(link: Link, token: string, state: string): string {
    const url = new URL(link.authorize);
    url.searchParams.set('redirect_uri', `${ORIGIN}/connect/${token}/oauth/callback`);
    url.searchParams.set('state', state);
    return url.toString();
  }

  it("1,000+ anonymous GET /oauth/authorize, at made-up links and at an attacker's real ones, leave the victim's consent screen open: Allow connects", async () => {
    const victim = await openLink('victim');
    const victimRequest = await openConsent(victim);

    // Made-up links, as the attack used: any lt_ callback passed before. None is a link, so nothing is kept.
    const madeUp = new Map<number, number>();
    for (let i = 0; i < 600; i += 1) {
      const answer = await hop(authorizeAt(victim, `lt_${String(i).padStart(8, '0')}madeup`, `${i}-${'s'.repeat(2_000)}`));
      madeUp.set(answer.status, (madeUp.get(answer.status) ?? 0) + 1);
    }
    const keptForMadeUp = server.store.count('oauth_codes') - 1;

    // Real links the attacker made for users of their own: each fills its own places, then the service's bound refuses.
    const real = new Map<number, number>();
    let retryAfterMissing = 0;
    for (let user = 0; user < 110; user += 1) {
      const link = await openLink(`attacker-${user}`);
      for (let i = 0; i <= MAX_GRANTS_PER_LINK; i += 1) {
        const answer = await hop(authorizeAt(link, link.token, `${i}-${'s'.repeat(500)}`));
        real.set(answer.status, (real.get(answer.status) ?? 0) + 1);
        if (answer.status === 429 && !(Number(answer.headers.get('retry-after')) > 0)) retryAfterMissing += 1;
      }
    }

    // The victim's screen was never dropped to make room: Allow completes the connection.
    expect(server.store.get('oauth_codes', victimRequest)).toBeDefined();
    expect(await allow(victimRequest, victim)).toBe('ACTIVE');

    expect(Object.fromEntries(madeUp)).toEqual({ 404: 600 });
    expect(keptForMadeUp).toBe(0);
    // 99 links with all 10 places, one with the 9 left under the service's bound; every other ask refused, none evicting.
    expect(Object.fromEntries(real)).toEqual({ 200: MAX_GRANTS - 1, 429: 110 * (MAX_GRANTS_PER_LINK + 1) - (MAX_GRANTS - 1) });
    expect(retryAfterMissing).toBe(0);
  });

  it(`keeps ${MAX_GRANTS_PER_LINK} consent screens per link: the next is refused with 429 and Retry-After, and the first still connects`, async () => {
    const link = await openLink('u1');
    const requests: string[] = [];
    for (let i = 0; i < MAX_GRANTS_PER_LINK; i += 1) requests.push(await openConsent(link));
    clock.advance(30_000);
    const refused = await hop(link.authorize);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    // The soonest of the link's screens ends with the link, 10 minutes after it was made.
    expect(refused.headers.get('retry-after')).toBe(String(10 * 60 - 30));
    expect(await refused.text()).toContain('Too many sign-in screens open');
    expect(server.store.count('oauth_codes')).toBe(MAX_GRANTS_PER_LINK);
    expect(await allow(requests[0]!, link)).toBe('ACTIVE');
  });

  it('opens no consent screen for a link that is unknown, used or expired, or for another app: a 4xx page, nothing kept', async () => {
    const unknown = await hop(authorizeAt(await openLink('u0'), 'lt_doesnotexist000', 'x'));
    expect(unknown.status).toBe(404);

    const used = await openLink('u1');
    expect(await allow(await openConsent(used), used)).toBe('ACTIVE');
    expect((await hop(used.authorize)).status).toBe(409);

    const expiring = await openLink('u3');
    clock.advance(10 * 60_000 + 1);
    const expired = await hop(expiring.authorize);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');

    const other = await openLink('u4');
    const otherApp = new URL(other.authorize);
    otherApp.searchParams.set('client_id', 'vendor-github');
    expect((await hop(otherApp.toString())).status).toBe(400);

    // The used link's code is all that is kept, until it expires.
    expect(server.store.list('oauth_codes').map((grant) => grant.kind)).toEqual(['authorization_code']);
  });
});
