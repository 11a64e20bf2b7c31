import type { ConnectedAccount, InactiveAccount, MultiExecuteResult } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionRequest } from '../src/ConnectionRequest';
import { completeHostedPage, connectAccount, postCallback, stubPopup, testControls } from '@patchbay/server/testing';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { serve } = serveEachTest('/assistant/chat');

const USER = 'user-1';
const METRICS = 'patchbay_apikey_demo';
const TOOL = 'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS';

const card = () => screen.getByRole('group', { name: 'Connection request: Acme Metrics' });
const stateOf = () => card().getAttribute('data-state');
const statusLine = () => card().querySelector('[data-slot="connection-request-status"]')?.textContent;

async function expectNoAxeViolations() {
  const results = await axe.run(card(), { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

/** The agent's side: a tool router session for the user, and one tool call through PATCHBAY_MULTI_EXECUTE_TOOL. */
async function agentCall(k: TestKit, sessionId: string): Promise<MultiExecuteResult> {
  const answer = await k.client.toolRouter.executeMeta(sessionId, {
    slug: 'PATCHBAY_MULTI_EXECUTE_TOOL',
    arguments: { tools: [{ tool_slug: TOOL, arguments: {} }] },
  });
  return (answer.data as { results: MultiExecuteResult[] }).results[0]!;
}

/** A user with one Acme Metrics account whose access then ended, and a session of an agent that uses it. */
async function expiredSetup(reason: 'token_expired' | 'access_revoked') {
  const k = serve({ testControls: true });
  const account = await connectAccount(k, { userId: USER, toolkit: METRICS, fields: { api_key: 'pk_live' } });
  await testControls(k.server).expireAccount(account.id, reason);
  const session = await k.client.toolRouter.createSession({ user_id: USER, toolkits: { enable: [METRICS] } });
  return { k, account, sessionId: session.session_id };
}

function renderFrom(k: TestKit, inactive: InactiveAccount, sessionId?: string) {
  const onConnected = vi.fn<(account: ConnectedAccount) => void>();
  const view = renderWithServer(
    k,
    <ConnectionRequest
      userId={inactive.user_id}
      toolkit={inactive.toolkit}
      inactiveAccount={inactive}
      sessionId={sessionId}
      reason="To read your dashboards I need Acme Metrics again."
      flowOptions={{ pollIntervalMs: 60_000 }}
      onConnected={onConnected}
    />,
  );
  return { onConnected, unmount: view.unmount, user: userEvent.setup() };
}

describe('ConnectionRequest reconnecting an account an agent found EXPIRED', () => {
  it("says why, reconnects that same account in place, reports it, and the agent's call then succeeds", async () => {
    const { k, account, sessionId } = await expiredSetup('token_expired');
    const failed = await agentCall(k, sessionId);
    expect(failed).toMatchObject({ successful: false, error_code: 'connected_account_not_active' });
    const inactive = failed.inactive_account!;
    expect(inactive).toMatchObject({ connected_account_id: account.id, toolkit: METRICS, status_reason_code: 'token_expired' });

    const popup = stubPopup();
    const { onConnected, user } = renderFrom(k, inactive, sessionId);
    const reconnect = await within(await screen.findByRole('group', { name: 'Connection request: Acme Metrics' })).findByRole('button', {
      name: 'Reconnect Acme Metrics',
    });
    await waitFor(() => expect(reconnect.hasAttribute('aria-busy')).toBe(false));
    expect(statusLine()).toBe('Your access to Acme Metrics expired.');
    expect(stateOf()).toBe('idle');
    expect(onConnected).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await user.click(reconnect);
    await waitFor(() => expect(stateOf()).toBe('waiting'));
    const response = await completeHostedPage(k, popup.location.href, 'connect', { api_key: 'pk_live_2' });
    postCallback(new URL(response.headers.get('location')!));
    await waitFor(() => expect(stateOf()).toBe('active'));
    expect(within(card()).getByText('Connected')).toBeTruthy();
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: account.id, status: 'ACTIVE' }));
    await expectNoAxeViolations();

    // The same account, working again: no second one, and the agent's retried call runs.
    const accounts = await k.client.connectedAccounts.list({ user_ids: [USER], toolkit_slugs: [METRICS] });
    expect(accounts.items.map((item) => [item.id, item.status])).toEqual([[account.id, 'ACTIVE']]);
    expect(await agentCall(k, sessionId)).toMatchObject({ successful: true, error_code: null });
  });

  it('words a refusal of stored credentials as the connection manager does: the app refused access', async () => {
    const { k, sessionId } = await expiredSetup('token_expired');
    const inactive = (await agentCall(k, sessionId)).inactive_account!;
    // As a tool result names an account whose refresh found its stored credentials bad: "refused access", as
    // ConnectionManager's pill says for it, not "needs reconnecting".
    renderFrom(k, { ...inactive, status: 'FAILED', status_reason_code: 'credentials_rejected' });
    await waitFor(() => expect(statusLine()).toBe('Acme Metrics refused access.'));
    expect(within(card()).getByRole('button', { name: 'Reconnect Acme Metrics' })).toBeTruthy();
  });

  it('names the other reasons in plain words, and shows Connected at once when the account already works again', async () => {
    const { k, account, sessionId } = await expiredSetup('access_revoked');
    const inactive = (await agentCall(k, sessionId)).inactive_account!;
    const first = renderFrom(k, inactive);
    await waitFor(() => expect(statusLine()).toBe('Your access was removed at Acme Metrics.'));
    expect(within(card()).getByRole('button', { name: 'Reconnect Acme Metrics' })).toBeTruthy();
    await expectNoAxeViolations();
    first.unmount();

    // A chat rendered again after the reconnect: nothing to ask.
    await k.client.connectedAccounts.refresh(account.id, {});
    const { onConnected } = renderFrom(k, inactive);
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: account.id, status: 'ACTIVE' })));
    expect(within(card()).queryByRole('button')).toBeNull();
  });
});
