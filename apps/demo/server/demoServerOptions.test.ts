import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from './startDemo';

let base: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'patchbay-demo-options-'));
  await mkdir(join(base, 'dist'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** A demo in production mode on a free port with a store of its own. */
const start = (name: string, options: Parameters<typeof startDemo>[0] = {}) =>
  startDemo({ port: 0, dataDir: join(base, name), mode: 'production', distDir: join(base, 'dist'), ...options });

/** The clock test control, called as a developer would on the demo's origin: with the organization key, or another. */
const advanceClock = (demo: RunningDemo, key: 'org' | 'project' = 'org') =>
  fetch(`${demo.url}/api/v3/test_helpers/clock/advance`, {
    method: 'POST',
    headers: {
      ...(key === 'org' ? { 'x-org-api-key': demo.keys.orgApiKey } : { 'x-api-key': demo.keys.projectApiKey }),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ seconds: 60 }),
  });

const slugOf = async (answer: Response) => ((await answer.json()) as { error: { slug: string } }).error.slug;

/** The Acme Tasks consent screen a signed-in user reaches through the relay. */
async function consentScreen(demo: RunningDemo): Promise<string> {
  const signIn = await fetch(`${demo.url}/auth/sign-in`, {
    method: 'POST',
    headers: { origin: demo.url, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'ada' }),
  });
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const headers = { cookie, origin: demo.url, 'content-type': 'application/json' };
  const configs = (await (await fetch(`${demo.url}/patchbay/api/v3/auth_configs?toolkit_slug=patchbay_oauth_demo`, { headers })).json()) as {
    items: { id: string }[];
  };
  const link = (await (
    await fetch(`${demo.url}/patchbay/api/v3/connected_accounts/link`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ auth_config_id: configs.items[0]!.id, user_id: 'ada' }),
    })
  ).json()) as { redirect_url: string };
  const page = await (await fetch(link.redirect_url)).text();
  const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const consent = await fetch(new URL(authorize, demo.url));
  expect(consent.status).toBe(200);
  return consent.text();
}

describe('the demo server', () => {
  it('starts with the test controls and test credentials off: their routes answer as any unknown path of the service, the consent screen asks for no test username', async () => {
    const demo = await start('off');
    try {
      // As the service answers an unknown path: with the organization key it is no organization endpoint (403), with a project key none at all (404).
      const withOrgKey = await advanceClock(demo);
      expect([withOrgKey.status, await slugOf(withOrgKey)]).toEqual([403, 'wrong_key_scheme']);
      const withProjectKey = await advanceClock(demo, 'project');
      expect([withProjectKey.status, await slugOf(withProjectKey)]).toEqual([404, 'not_found']);
      const consent = await consentScreen(demo);
      expect(consent).not.toContain('pb_test_');
      expect(consent).not.toContain('name="username"');
      expect(demo.testControls).toBe(false);
    } finally {
      await demo.close();
    }
  });

  it('turns them on when asked', async () => {
    const demo = await start('on', { testControls: true });
    try {
      expect(demo.testControls).toBe(true);
      expect((await advanceClock(demo)).status).toBe(200);
      expect(await consentScreen(demo)).toContain('pb_test_access_denied');
    } finally {
      await demo.close();
    }
  });

  it('behind a trusted proxy, serves a user while another holds more connections than one address may have', async () => {
    const demo = await start('proxied', { trustedProxies: ['loopback'] });
    const held: Socket[] = [];
    try {
      const { hostname, port } = new URL(demo.url);
      // Past the 100 connections one address may hold, all from the proxy's address; each waits for the server to take it.
      for (let i = 0; i < 110; i += 1) {
        const socket = connect(Number(port), hostname);
        socket.on('error', () => undefined);
        held.push(socket);
        await new Promise((resolve) => socket.once('connect', resolve));
      }
      const answer = await fetch(`${demo.url}/auth/users`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(answer.status).toBe(200);
      expect(held.some((socket) => socket.destroyed)).toBe(false);
    } finally {
      for (const socket of held) socket.destroy();
      await demo.close();
    }
  });
});
