import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../../src/createPatchbayServer';
import { fail, readAnswer } from './answerChecks';
import { checkProperty, propertyTimeoutMs } from './fuzzRunner';
import { junkString } from './probe';

/**
 * The built-in OAuth provider's consent screens need no key. Whatever mix of
 * anonymous `GET /oauth/authorize` requests comes (made-up links, real ones
 * of other users, the victim's own link, another app's client, junk in every
 * parameter), the consent screen a user already has open stays: Allow on it
 * still connects their account. No answer is a 5xx, and nothing is kept for
 * a link that is not open.
 */

const ORIGIN = 'http://patchbay-consent.test';
const RUNS = 25;

type LinkChoice = 'victim' | 'attacker' | 'other-attacker' | 'made-up' | 'not-a-link';

interface AuthorizeAsk {
  link: LinkChoice;
  /** 'right' (the link's own app), 'other-app', 'missing', or junk sent as the client_id. */
  client: string;
  /** 'code', 'missing', or junk sent as the response_type. */
  responseType: string;
  state: string | null;
  /** How many times in a row it is sent. */
  times: number;
}

const ask: fc.Arbitrary<AuthorizeAsk> = fc.record({
  link: fc.constantFrom<LinkChoice>('victim', 'attacker', 'attacker', 'other-attacker', 'made-up', 'not-a-link'),
  client: fc.oneof({ weight: 6, arbitrary: fc.constant('right') }, fc.constantFrom('other-app', 'missing'), junkString),
  responseType: fc.oneof({ weight: 6, arbitrary: fc.constant('code') }, fc.constant('missing'), junkString),
  state: fc.oneof({ weight: 6, arbitrary: fc.string({ maxLength: 40 }) }, fc.constant(null)),
  times: fc.integer({ min: 1, max: 15 }),
});

async function call(service: PatchbayServer, method: string, path: string, body?: unknown): Promise<any> {
  const response = await service.fetch(
    new Request(ORIGIN + path, {
      method,
      headers: { 'x-api-key': service.projectApiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return response.json();
}

const hop = (service: PatchbayServer, url: string, form?: Record<string, string>) =>
  service.fetch(
    new Request(new URL(url, ORIGIN), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) } : {}),
    }),
  );

interface Link {
  token: string;
  accountId: string;
  authorize: URL;
}

async function openLink(service: PatchbayServer, authConfigId: string, userId: string): Promise<Link> {
  const link = await call(service, 'POST', '/api/v3/connected_accounts/link', { auth_config_id: authConfigId, user_id: userId });
  const page = await (await hop(service, link.redirect_url)).text();
  const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!authorize) throw new Error('setting up: the link page has no authorize URL');
  return { token: link.link_token, accountId: link.connected_account_id, authorize: new URL(authorize) };
}

describe('consent screens under an anonymous flood', () => {
  it(
    'no mix of anonymous authorize requests closes a consent screen another user has open',
    async () => {
      await checkProperty(
        'service: consent flood',
        fc.asyncProperty(fc.array(ask, { minLength: 1, maxLength: 30 }), async (asks) => {
          const service = createPatchbayServer({ storage: 'memory', rateLimit: false });
          try {
            const config = (await call(service, 'POST', '/api/v3/auth_configs', { toolkit: { slug: 'patchbay_oauth_demo' } })).auth_config.id;
            const victim = await openLink(service, config, 'victim');
            const opened = await readAnswer(await hop(service, victim.authorize.toString()));
            const requestId = /name="request_id" value="([^"]+)"/.exec(opened.text)?.[1];
            if (opened.status !== 200 || !requestId) fail("the victim's consent screen did not open", opened);
            const links = {
              victim,
              attacker: await openLink(service, config, 'attacker'),
              'other-attacker': await openLink(service, config, 'other'),
            };

            for (const [n, { link, client, responseType, state, times }] of asks.entries()) {
              const url = new URL(victim.authorize);
              const token = link === 'made-up' ? `lt_madeup${String(n).padStart(6, '0')}` : link === 'not-a-link' ? 'nope' : links[link].token;
              url.searchParams.set('redirect_uri', `${ORIGIN}/connect/${token}/oauth/callback`);
              if (client === 'missing') url.searchParams.delete('client_id');
              else if (client === 'other-app') url.searchParams.set('client_id', 'vendor-github');
              else if (client !== 'right') url.searchParams.set('client_id', client);
              if (responseType === 'missing') url.searchParams.delete('response_type');
              else url.searchParams.set('response_type', responseType);
              if (state === null) url.searchParams.delete('state');
              else url.searchParams.set('state', state);
              for (let i = 0; i < times; i += 1) {
                const answer = await readAnswer(await hop(service, url.toString()));
                if (answer.status >= 500) fail('GET /oauth/authorize answered a 5xx', answer);
              }
            }

            // Only open links hold grants, and each no more than its bound.
            const byLink = new Map<string, number>();
            for (const grant of service.store.list('oauth_codes')) byLink.set(grant.link_token ?? '', (byLink.get(grant.link_token ?? '') ?? 0) + 1);
            for (const [token, count] of byLink) {
              if (![victim.token, links.attacker.token, links['other-attacker'].token].includes(token)) fail(`a grant was kept for ${token}`, null);
              if (count > 10) fail(`${count} grants kept for one link`, null);
            }

            const allowed = await readAnswer(await hop(service, '/oauth/authorize', { request_id: requestId, decision: 'allow' }));
            if (allowed.status !== 303) fail("Allow on the victim's consent screen was refused", allowed);
            const location = (await hop(service, '/oauth/authorize', { request_id: requestId, decision: 'allow' })).headers.get('location');
            if (location !== null) fail('a consent screen was answered twice', null, location);
            const callback = allowed.headers.find(([name]) => name === 'location')![1];
            await hop(service, callback);
            const account = await call(service, 'GET', `/api/v3/connected_accounts/${victim.accountId}`);
            if (account.status !== 'ACTIVE') fail(`the victim's account is ${String(account.status)} after Allow`, null);
          } finally {
            await service.close();
          }
        }),
        RUNS,
        400,
      );
    },
    propertyTimeoutMs(RUNS, 400),
  );
});
