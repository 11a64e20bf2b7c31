import type { ToolApproval } from '@patchbay/client';
import { expect } from 'vitest';
import type { TestKit, TestKitOptions } from './renderWithServer';

const TASKS = 'patchbay_oauth_demo';
export const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';
const USER = 'user-1';

/** The test's service: `serveEachTest`'s pair. */
export interface EachTest {
  serve: (options?: TestKitOptions) => TestKit;
  kit: () => TestKit;
}

/** An ACTIVE Acme Tasks account of the user, through the hosted page and the sandbox provider's consent, as a user would. */
export async function connectTasksAccount({ client, browserFetch }: TestKit): Promise<string> {
  const { auth_config } = await client.authConfigs.create({ toolkit: { slug: TASKS } });
  const link = await client.connectedAccounts.link({ auth_config_id: auth_config.id, user_id: USER });
  const page = await (await browserFetch(link.redirect_url)).text();
  const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const consent = await (await browserFetch(new URL(authorize, link.redirect_url).href)).text();
  const requestId = /name="request_id" value="([^"]+)"/.exec(consent)![1]!;
  const allowed = await browserFetch(new URL('/oauth/authorize', link.redirect_url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: requestId, decision: 'allow' }).toString(),
  });
  await browserFetch(new URL(allowed.headers.get('location')!, link.redirect_url).href);
  expect((await client.connectedAccounts.get(link.connected_account_id)).status).toBe('ACTIVE');
  return link.connected_account_id;
}

export interface HeldApproval {
  approval: ToolApproval;
  accountId: string;
  sessionId: string;
  /** The titles of the user's tasks at Acme Tasks: what proves a call ran, or did not. */
  titles: () => Promise<string[]>;
}

/** A session that holds creating, updating and deleting for approval, and an agent's create-task call it held. */
export async function heldCreateTask(
  test: EachTest,
  args: Record<string, unknown> = { title: 'Ship the notes', project: 'ops', priority: 'high', estimate: 2.5, archived: false },
  { alias }: { alias?: string } = {},
): Promise<HeldApproval> {
  const { serve, kit } = test;
  serve({ testControls: true });
  const accountId = await connectTasksAccount(kit());
  const { client } = kit();
  if (alias) await client.connectedAccounts.update(accountId, { alias });
  const { session_id: sessionId } = await client.toolRouter.createSession({
    user_id: USER,
    toolkits: { enable: [TASKS] },
    tags: { require_approval: ['createHint', 'updateHint', 'destructiveHint'] },
  });
  const held = await client.toolRouter.execute(sessionId, { tool_slug: CREATE_TASK, arguments: args });
  expect(held).toMatchObject({ successful: false, error_code: 'approval_required' });
  const approval = await client.toolRouter.getApproval(sessionId, held.approval!.id);
  const titles = async () => {
    const listed = await client.tools.execute(LIST_TASKS, { connected_account_id: accountId, arguments: {} });
    return (listed.data as { tasks: { title: string }[] }).tasks.map((task) => task.title);
  };
  return { approval, accountId, sessionId, titles };
}
