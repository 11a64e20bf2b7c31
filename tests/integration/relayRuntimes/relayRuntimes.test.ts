/**
 * The relay's contract (user binding, webhook verification, bodies, rate limits) on every runtime its README
 * names: Node, Bun, Deno and workerd (the engine of Cloudflare Workers). Each runtime serves the same small app
 * (entries/relayApp.ts: the relay and the webhook receiver, bundled with esbuild) over HTTP on loopback, in front
 * of the service this process runs; one set of checks drives each over HTTP. Bun, Deno and workerd are the npm
 * packages installRuntimes.mjs installs (once, into node_modules/.cache/patchbay-runtimes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signWebhook } from '@patchbay/relay';
import { endlessBody, expectEnvelope, useTestServer, type ApiResult } from '@patchbay/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../../scripts/test/processes';
import { TEST_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';
import { triggerMessageEvent } from '../relay/triggerMessageEvent';
import { bundleRelayApp, RUNTIME_NAMES, type RuntimeName } from './bundleRelayApp';
import type { Recorded, RelayAppConfig } from './entries/relayApp';
import { startRuntimeApp, type RuntimeApp } from './startRuntimeApp';

const MiB = 1024 * 1024;
const WEBHOOK_SECRET = `whsec_${Buffer.from('the relay runtimes test secret').toString('base64')}`;
/** Each user's budget in the apps: the rate-limit check spends one user's whole budget; no other check comes near it. */
const RATE_LIMIT = { limit: 20, windowMs: 600_000 };
/** How each runtime names itself in `navigator.userAgent`. */
const USER_AGENTS: Record<RuntimeName, RegExp> = {
  node: /^Node\.js\//,
  bun: /^Bun\//,
  deno: /^Deno\//,
  workerd: /^Cloudflare-Workers$/,
};

/** Bun, Deno and workerd come from their linux-x64 npm packages: elsewhere, only Node runs the checks. */
const OTHERS_RUN_HERE = platform() === 'linux' && arch() === 'x64';
/** How long installing the three may take on a fresh checkout (one `npm install` of about 150 MB); the hook gets as long again for the rest. */
const INSTALL_TIMEOUT_MS = TEST_TIMEOUT_MS;
const RUNNING = RUNTIME_NAMES.filter((runtime) => runtime === 'node' || OTHERS_RUN_HERE);

/**
 * The runtimes' binaries: this Node, and those installRuntimes.mjs prints. `node scripts/setup.mjs --with-browser`
 * installs them beforehand, and the script then only finds them; on a fresh checkout it installs them here, in
 * a child process that is bounded and ends with this one.
 */
async function runtimeBinaries(): Promise<Record<RuntimeName, string>> {
  if (!OTHERS_RUN_HERE) return { node: process.execPath, bun: '', deno: '', workerd: '' };
  const installer = fileURLToPath(new URL('./installRuntimes.mjs', import.meta.url));
  const printed = await run(process.execPath, [installer], { cwd: fileURLToPath(new URL('.', import.meta.url)), timeoutMs: INSTALL_TIMEOUT_MS });
  // Its stdout is one `name path` line per binary; npm's own lines (stderr) are mixed in.
  const paths = Object.fromEntries([...printed.matchAll(/^(bun|deno|workerd) (\/.+)$/gm)].map(([, name, path]) => [name!, path!]));
  const missing = ['bun', 'deno', 'workerd'].filter((name) => !paths[name]);
  if (missing.length > 0) throw new Error(`installRuntimes.mjs printed no path for ${missing.join(', ')}:\n${printed.slice(-4000)}`);
  return { node: process.execPath, bun: paths.bun!, deno: paths.deno!, workerd: paths.workerd! };
}

const t = useTestServer('memory', {}, 'all');
/** The bundles, workerd's config and Deno's cache, removed after the run. */
let workDir = '';
const apps = new Map<RuntimeName, RuntimeApp>();

// The apps start side by side: each waits for its own signal.
beforeAll(async () => {
  const binaries = await runtimeBinaries();
  workDir = mkdtempSync(join(tmpdir(), 'patchbay-relay-runtimes-'));
  const config: RelayAppConfig = { target: t.baseUrl, apiKey: t.server.projectApiKey, webhookSecret: WEBHOOK_SECRET, rateLimit: RATE_LIMIT };
  const started = await Promise.allSettled(
    RUNNING.map(async (runtime) => {
      const bundle = await bundleRelayApp(runtime, workDir);
      apps.set(runtime, await startRuntimeApp(runtime, binaries[runtime], bundle, config, workDir));
    }),
  );
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}, INSTALL_TIMEOUT_MS + TEST_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([...apps.values()].map((app) => app.close()));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.each(RUNTIME_NAMES)('the relay on %s', (runtime) => {
  if (!RUNNING.includes(runtime)) {
    it.skip(`runs on linux-x64 only, where its npm package is (this is ${platform()}-${arch()})`, () => {});
    return;
  }
  const app = () => {
    const running = apps.get(runtime);
    if (!running) throw new Error(`${runtime} is not running`);
    return running;
  };
  const base = () => `${app().url}/patchbay`;
  const recorded = async (): Promise<Recorded> => (await fetch(`${app().url}/recorded`)).json() as Promise<Recorded>;

  /** A browser call to the relay's API as `userId` (null: signed out). */
  async function call(userId: string | null, method: string, apiPath: string, init: RequestInit = {}): Promise<ApiResult> {
    const headers = new Headers(init.headers);
    if (userId !== null) headers.set('cookie', `sid=${encodeURIComponent(userId)}`);
    const response = await fetch(`${base()}/api/v3${apiPath}`, { ...init, method, headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body, headers: response.headers } as ApiResult;
  }
  /**
   * Sends a body the app refuses before reading it all: the answer, or 'reset' when workerd closed the
   * connection on the unread rest before the client read the answer (its server does not drain a body the
   * handler left unread, and now and then the client's write fails first). What the app answered is then
   * checked in what it recorded.
   */
  async function sendRefused(url: string, init: RequestInit): Promise<{ status: number; text: string } | 'reset'> {
    try {
      const response = await fetch(url, init);
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code ?? '';
      if (runtime === 'workerd' && ['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(code)) return 'reset';
      throw error;
    }
  }
  const json = (value: unknown): RequestInit => ({ body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

  /** `userId` connects a no-auth account through the relay: link, then the hosted page's form, both under /patchbay. */
  async function connect(userId: string, authConfigId: string): Promise<string> {
    const link = await call(
      userId,
      'POST',
      '/connected_accounts/link',
      json({ auth_config_id: authConfigId, user_id: 'someone-else', callback_url: `${app().url}/integrations/done` }),
    );
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.body.redirect_url.startsWith(`${base()}/connect/`)).toBe(true);
    // The page as the browser opens it: served through the relay, the service's own origin rewritten out of it.
    const page = await fetch(link.body.redirect_url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<form');
    expect(html).not.toContain(t.baseUrl);
    const done = await fetch(link.body.redirect_url, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' });
    await done.body?.cancel();
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
    return link.body.connected_account_id;
  }

  it(`is served by ${runtime} itself`, async () => {
    expect((await recorded()).userAgent).toMatch(USER_AGENTS[runtime]);
  });

  it('binds every call to the signed-in user and never hands out the keys', async () => {
    const created = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
    const configId: string = created.body.auth_config.id;
    const alice = `alice-${runtime}`;
    const bob = `bob-${runtime}`;
    const aliceAccount = await connect(alice, configId);
    const bobAccount = await connect(bob, configId);
    // The link was made for the signed-in user, whatever user_id the browser sent.
    expect((await t.api('GET', `/api/v3/connected_accounts/${aliceAccount}`)).body.user_id).toBe(alice);

    expectEnvelope(await call(null, 'GET', '/connected_accounts'), 401);
    const listed = await call(alice, 'GET', `/connected_accounts?user_ids=${bob}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((account: { id: string }) => account.id)).toEqual([aliceAccount]);
    expect((await call(alice, 'GET', `/connected_accounts/${aliceAccount}`)).status).toBe(200);
    expectEnvelope(await call(alice, 'GET', `/connected_accounts/${bobAccount}`), 404);
    expectEnvelope(await call(alice, 'DELETE', `/connected_accounts/${bobAccount}`), 404);
    expect((await t.api('GET', `/api/v3/connected_accounts/${bobAccount}`)).status).toBe(200);
    // A browser's own key goes nowhere; the relay's never comes back.
    const withKey = await call(alice, 'GET', '/connected_accounts', { headers: { 'x-api-key': 'pk_stolen' } });
    expect(withKey.status).toBe(200);
    expect(JSON.stringify(withKey.body) + JSON.stringify([...withKey.headers])).not.toContain(t.server.projectApiKey);
  });

  describe('webhooks', () => {
    const event = (id: string) => JSON.stringify(triggerMessageEvent(id));
    async function deliver(id: string, options: { body?: string; secret?: string; timestamp?: number; drop?: string } = {}) {
      const body = options.body ?? event(id);
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await signWebhook(options.secret ?? WEBHOOK_SECRET, id, timestamp, options.body === undefined ? body : event(id)),
      };
      if (options.drop) delete headers[options.drop];
      const response = await fetch(`${app().url}/webhooks`, { method: 'POST', headers, body });
      return { status: response.status, text: await response.text() };
    }

    it('hands over a signed delivery and refuses forged, stale and malformed ones', async () => {
      expect((await deliver('msg_good')).status).toBe(204);
      expect(await deliver('msg_tampered', { body: event('msg_tampered').replace('Ship it', 'Ship nothing') })).toMatchObject({
        status: 401,
        text: expect.stringContaining('No signature'),
      });
      expect((await deliver('msg_other_key', { secret: `whsec_${Buffer.from('another subscription key').toString('base64')}` })).status).toBe(401);
      expect((await deliver('msg_stale', { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
      expect((await deliver('msg_unsigned', { drop: 'webhook-signature' })).status).toBe(400);
      expect((await recorded()).webhookIds).toEqual(['msg_good']);
    });

    it('refuses a delivery over 1 MiB as it streams in', async () => {
      const body = endlessBody(256 * MiB);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const answer = await sendRefused(`${app().url}/webhooks`, {
        method: 'POST',
        headers: { 'webhook-id': 'msg_big', 'webhook-timestamp': timestamp, 'webhook-signature': 'v1,x' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      if (answer !== 'reset') {
        expect(answer.status).toBe(413);
        expect(answer.text).toContain('larger than 1 MiB');
      }
      expect(body.pulled()).toBeLessThan(64 * MiB);
      const { webhookIds, webhookStatuses } = await recorded();
      expect(webhookIds).not.toContain('msg_big');
      expect(webhookStatuses.at(-1)).toBe(413);
    });
  });

  describe('bodies', () => {
    const user = () => `mallory-${runtime}`;
    const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      call(user(), 'POST', '/tools/execute/proxy', { body, headers, duplex: 'half' } as RequestInit);

    it('refuses oversized bodies, with or without a length, and forwards nothing', async () => {
      const before = (await recorded()).requests.length;
      const send = (body: BodyInit) =>
        sendRefused(`${base()}/api/v3/tools/execute/proxy`, {
          method: 'POST',
          headers: { cookie: `sid=${user()}`, 'content-type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit);
      const declared = await send(`{"endpoint":"${'x'.repeat(2 * MiB)}"}`);
      if (declared !== 'reset') {
        expect(declared.status).toBe(413);
        expect(JSON.parse(declared.text)).toMatchObject({ error: { status: 413, slug: 'payload_too_large' } });
      }
      const endless = endlessBody(256 * MiB);
      const streamed = await send(endless.stream);
      if (streamed !== 'reset') expect(streamed.status).toBe(413);
      expect(endless.pulled()).toBeLessThan(64 * MiB);
      const requests = (await recorded()).requests.slice(before);
      expect(requests).toEqual([
        expect.objectContaining({ status: 413, forwarded: false, userId: user() }),
        expect.objectContaining({ status: 413, forwarded: false, userId: user() }),
      ]);
    });

    it('answers hostile JSON with a 400 envelope and forwards nothing', async () => {
      const before = (await recorded()).requests.length;
      const deep = expectEnvelope(await post(`{"connected_account_id":${'['.repeat(20_000)}${']'.repeat(20_000)}}`), 400);
      expect(deep.message).toMatch(/nests deeper than 64 levels/);
      expectEnvelope(await post('{"endpoint":"/status","__proto__":{"connected_account_id":"ca_x"}}'), 400);
      const surrogate = expectEnvelope(await post(JSON.stringify({ endpoint: '/status', method: 'GET', connected_account_id: '\ud800' })), 400);
      expect(surrogate.errors.join()).toMatch(/unpaired UTF-16 surrogate/);
      expectEnvelope(await post('{"endpoint":'), 400);
      expectEnvelope(await post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])), 400);
      const requests = (await recorded()).requests.slice(before);
      expect(requests).toHaveLength(5);
      for (const request of requests) expect(request).toMatchObject({ status: 400, forwarded: false });
    });
  });

  it("limits each user's calls to the service on their own", async () => {
    const carol = `carol-${runtime}`;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT.limit; i++) statuses.push((await call(carol, 'GET', '/toolkits/categories')).status);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT.limit).fill(200), 429]);
    const limited = await call(carol, 'GET', '/toolkits/categories');
    expect(expectEnvelope(limited, 429).message).toMatch(/per user/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(`dave-${runtime}`, 'GET', '/toolkits/categories')).status).toBe(200);
  });
});
