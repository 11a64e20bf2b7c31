import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { RunningTestServer } from '../harness';

/**
 * Real connections for tool tests: each one goes through the hosted connect
 * page as a user would (the OAuth consent of the built-in provider, the
 * API-key form, the no-auth button).
 */

let keyCounter = 0;

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

async function hop(url: string, form?: Record<string, string>): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(url, {
    redirect: 'manual',
    ...(form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) } : {}),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Finishes a link's hosted page for the toolkit's kind of auth, as the user would. */
export async function finishLink(t: RunningTestServer, redirectUrl: string, toolkit: string): Promise<void> {
  if (toolkit === 'patchbay_oauth_demo') {
    const page = await hop(redirectUrl);
    const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page.html)?.[1];
    if (!authorize) throw new Error('no "Continue" link on the connect page');
    const consent = await hop(unescape(authorize));
    const requestId = /name="request_id" value="([^"]+)"/.exec(consent.html)?.[1];
    if (!requestId) throw new Error('no consent form');
    const allowed = await hop(`${t.baseUrl}/oauth/authorize`, { request_id: requestId, decision: 'allow' });
    expect(allowed.status).toBe(303);
    // Without a callback_url the page says it is done (200) rather than redirecting (303).
    expect((await hop(allowed.location!)).status).toBeLessThan(400);
    return;
  }
  const fields: Record<string, string> = toolkit === 'patchbay_apikey_demo' ? { api_key: `pk_tools_${++keyCounter}_${Date.now()}` } : {};
  expect((await hop(redirectUrl, fields)).status).toBeLessThan(400);
}

/** An auth config of `toolkit` in the test project. */
export async function authConfigOf(t: RunningTestServer, toolkit: string, body: Record<string, unknown> = {}): Promise<string> {
  const created = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: toolkit }, ...body } });
  expect(created.status).toBe(201);
  return created.body.auth_config.id;
}

/** A link for `userId` to `toolkit` (through `authConfigId`, or a new auth config), left open. */
export async function openLink(t: RunningTestServer, toolkit: string, userId: string, authConfigId?: string) {
  const config = authConfigId ?? (await authConfigOf(t, toolkit));
  const link = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: config, user_id: userId } });
  expect(link.status).toBe(201);
  return { authConfigId: config, redirectUrl: link.body.redirect_url as string, accountId: link.body.connected_account_id as string };
}

/** An ACTIVE account of `userId` at `toolkit`, through the real hosted flow. */
export async function connect(t: RunningTestServer, toolkit: string, userId: string, authConfigId?: string) {
  const link = await openLink(t, toolkit, userId, authConfigId);
  await finishLink(t, link.redirectUrl, toolkit);
  expect((await t.api('GET', `/api/v3/connected_accounts/${link.accountId}`)).body.status).toBe('ACTIVE');
  return { accountId: link.accountId, authConfigId: link.authConfigId };
}

export interface Receiver {
  url: string;
  /** The parsed bodies received, in order (V3: `metadata` names the trigger, `data` is its payload). */
  events: { type: string; metadata?: Record<string, any>; data: Record<string, any> }[];
  close(): Promise<void>;
}

/** A webhook endpoint on loopback that keeps the events it is sent. */
export async function startReceiver(): Promise<Receiver> {
  const events: Receiver['events'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Subscribes the project to trigger events at `receiver` and listens for `triggerSlug` on the account; returns the trigger id. */
export async function listenFor(t: RunningTestServer, receiver: Receiver, accountId: string, triggerSlug: string, config: Record<string, unknown>) {
  const subscriptions = await t.api('GET', '/api/v3/webhook_subscriptions');
  if (subscriptions.body.total_items === 0) {
    expect(
      (await t.api('POST', '/api/v3/webhook_subscriptions', { body: { webhook_url: receiver.url, enabled_events: ['composio.trigger.message'] } }))
        .status,
    ).toBe(201);
  }
  const trigger = await t.api('POST', `/api/v3/trigger_instances/${triggerSlug}/upsert`, {
    body: { connected_account_id: accountId, trigger_config: config },
  });
  expect(trigger.status).toBe(201);
  return trigger.body.trigger_id as string;
}
