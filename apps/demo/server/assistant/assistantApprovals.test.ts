import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPatchbayClient, PatchbayApiError, type PatchbayClient } from '@patchbay/client';
import { connectAccount } from '@patchbay/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_PATH, ASSISTANT_SESSION_PATH, type AssistantEvent } from '../../src/assistant/assistantEvents';
import { startDemo, type RunningDemo } from '../startDemo';

let base: string;
let demo: RunningDemo;
const cookies: Record<string, string> = {};
/** Each user's kit client, through the relay with their cookie, as their browser calls it. */
const clients: Record<string, PatchbayClient> = {};

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'patchbay-demo-approvals-'));
  const distDir = join(base, 'dist');
  await mkdir(distDir);
  demo = await startDemo({ port: 0, dataDir: join(base, 'data'), mode: 'production', distDir });
  for (const userId of ['ada', 'grace']) {
    const signIn = await fetch(`${demo.url}/auth/sign-in`, {
      method: 'POST',
      headers: { origin: demo.url, 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    cookies[userId] = cookie;
    clients[userId] = createPatchbayClient({
      baseUrl: `${demo.url}/patchbay`,
      retries: 0,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('cookie', cookie);
        headers.set('origin', demo.url);
        return fetch(input, { ...init, headers });
      },
    });
  }
  // Ada's Acme Metrics account, through the relay's hosted page as her browser would (Ada is an admin: she may add the auth config).
  await connectAccount(
    { client: clients.ada!, browserFetch: (url, init) => fetch(url, { redirect: 'manual', ...init }) },
    { userId: 'ada', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_test_123' } },
  );
});

afterAll(async () => {
  await demo?.close();
  await rm(base, { recursive: true, force: true });
});

/** A message to the assistant whose events arrive as the agent works: `until` waits for the first event that matches. */
function converse(userId: string, text: string) {
  const events: AssistantEvent[] = [];
  const waiters: { match: (event: AssistantEvent) => boolean; resolve: (event: AssistantEvent) => void; reject: (error: Error) => void }[] = [];
  const finished = (async () => {
    const response = await fetch(`${demo.url}${ASSISTANT_PATH}`, {
      method: 'POST',
      headers: { origin: demo.url, cookie: cookies[userId]!, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(response.status).toBe(200);
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffered += decoder.decode(chunk.value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines.filter((l) => l !== '')) {
        const event = JSON.parse(line) as AssistantEvent;
        events.push(event);
        for (const waiter of waiters.filter((w) => w.match(event))) waiter.resolve(event);
      }
    }
    // The answer ended without the awaited event: fail now, saying what came instead.
    for (const waiter of waiters) waiter.reject(new Error(`The answer ended without it: ${JSON.stringify(said(events))}`));
    return events;
  })();
  return {
    finished,
    until<T extends AssistantEvent['type']>(type: T): Promise<Extract<AssistantEvent, { type: T }>> {
      const seen = events.find((event) => event.type === type);
      if (seen) return Promise.resolve(seen as Extract<AssistantEvent, { type: T }>);
      return new Promise((resolve, reject) =>
        waiters.push({ match: (event) => event.type === type, resolve: resolve as (event: AssistantEvent) => void, reject }),
      );
    },
  };
}

const said = (events: AssistantEvent[]) => events.flatMap((event) => (event.type === 'message' ? [event.text] : []));
const calls = (events: AssistantEvent[]) => events.flatMap((event) => (event.type === 'tool_call' ? [event.name] : []));

describe('the assistant asks before it changes anything', () => {
  it('runs a read-only tool at once, with no approval', async () => {
    const { finished } = converse('ada', 'Is Acme Status up?');
    const events = await finished;
    expect(calls(events)).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
    expect(events.some((event) => event.type === 'approval_needed')).toBe(false);
    expect(said(events)[0]).toMatch(/^Acme Status /);
  });

  it('holds a create for approval; approved with edited values, it runs once with them and the assistant says so', async () => {
    const chat = converse('ada', 'Record 3 signups');
    const needed = await chat.until('approval_needed');
    const pending = await clients.ada!.toolRouter.listApprovals(needed.sessionId);
    expect(pending.items).toMatchObject([
      { id: needed.approvalId, status: 'pending', tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'signups', value: 3 } },
    ]);
    // The page learns the same session id for its other tabs.
    const session = await fetch(`${demo.url}${ASSISTANT_SESSION_PATH}`, { headers: { cookie: cookies.ada! } });
    expect(await session.json()).toEqual({ session_id: needed.sessionId });

    // Another user cannot answer it: the relay binds approvals to the session's user.
    const refused = await clients
      .grace!.toolRouter.answerApproval(needed.sessionId, needed.approvalId, { decision: 'approve' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PatchbayApiError);
    expect([403, 404]).toContain((refused as PatchbayApiError).status);

    const answered = await clients.ada!.toolRouter.answerApproval(needed.sessionId, needed.approvalId, {
      decision: 'approve',
      arguments: { name: 'signups', value: 5 },
    });
    expect(answered).toMatchObject({ status: 'approved', result: { successful: true } });
    const events = await chat.finished;
    expect(events).toContainEqual({ type: 'approval_answered', approvalId: needed.approvalId, status: 'approved' });
    expect(calls(events).slice(-2)).toEqual(['PATCHBAY_MULTI_EXECUTE_TOOL', 'PATCHBAY_WAIT_FOR_APPROVAL']);
    expect(said(events)).toEqual(['Recorded 5 signups in Acme Metrics.']);
  });

  it('denied with a reason: nothing runs, and the assistant says so in plain words with the reason', async () => {
    const chat = converse('ada', 'Record 7 churned');
    const needed = await chat.until('approval_needed');
    await clients.ada!.toolRouter.answerApproval(needed.sessionId, needed.approvalId, { decision: 'deny', reason: 'Those were test accounts.' });
    const events = await chat.finished;
    expect(events).toContainEqual({ type: 'approval_answered', approvalId: needed.approvalId, status: 'denied' });
    expect(said(events)).toEqual(['You denied it, so I did not record churned in Acme Metrics. Your reason: “Those were test accounts.”']);
    const all = await clients.ada!.toolRouter.listApprovals(needed.sessionId, { status: 'all' });
    expect(all.items.find((approval) => approval.id === needed.approvalId)).toMatchObject({ status: 'denied', result: null });
  });

  it('answers the session path only to a signed-in GET, and null before the first message', async () => {
    expect(await (await fetch(`${demo.url}${ASSISTANT_SESSION_PATH}`, { headers: { cookie: cookies.grace! } })).json()).toEqual({ session_id: null });
    expect((await fetch(`${demo.url}${ASSISTANT_SESSION_PATH}`)).status).toBe(401);
    const post = await fetch(`${demo.url}${ASSISTANT_SESSION_PATH}`, { method: 'POST', headers: { origin: demo.url, cookie: cookies.grace! } });
    expect(post.status).toBe(405);
  });
});
