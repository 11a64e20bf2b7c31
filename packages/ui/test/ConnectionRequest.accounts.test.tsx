import type { ConnectedAccount } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionRequest, type ConnectionRequestProps } from '../src/ConnectionRequest';
import { completeHostedPage, postCallback, stubPopup } from '@patchbay/server/testing';
import { connectNamedAccount as connectNamed, NO_AUTH_APP } from './connectNamedAccount';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { kit } = serveEachTest('/assistant/chat');

const TOOLKIT = NO_AUTH_APP;

function renderRequest(props: Partial<ConnectionRequestProps> = {}) {
  const onConnected = vi.fn<(account: ConnectedAccount) => void>();
  const view = renderWithServer(
    kit(),
    <ConnectionRequest
      userId="user-1"
      toolkit={TOOLKIT}
      reason="To check the status page I need access to Acme Status."
      flowOptions={{ pollIntervalMs: 60_000 }}
      onConnected={onConnected}
      {...props}
    />,
  );
  return { ...view, onConnected, user: userEvent.setup() };
}

const card = () => screen.getByRole('group', { name: 'Connection request: Acme Status' });
const stateOf = () => card().getAttribute('data-state');
const choice = () => within(card()).getByRole('group', { name: 'Which Acme Status account should be used?' });
const liveRegion = () => card().querySelector('[data-slot="live-region"]');

async function expectNoAxeViolations() {
  const results = await axe.run(card(), { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('ConnectionRequest with several accounts of the app', () => {
  it('asks which account by name, and reports the one picked', async () => {
    const work = await connectNamed(kit(), 'user-1', 'Work');
    await connectNamed(kit(), 'user-1');
    // Another user's accounts are not offered.
    await connectNamed(kit(), 'user-2', 'Theirs');
    const { user, onConnected } = renderRequest();

    await waitFor(() => expect(choice()).toBeTruthy());
    const radios = within(choice()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Work', 'Account 2']);
    // The newest is checked: what the service runs with when a call names none.
    expect(within(choice()).getByRole('radio', { name: 'Account 2' })).toHaveProperty('checked', true);
    expect(onConnected).not.toHaveBeenCalled();
    expect(stateOf()).toBe('idle');
    await expectNoAxeViolations();

    await user.click(within(choice()).getByRole('radio', { name: 'Work' }));
    await user.click(within(card()).getByRole('button', { name: 'Use this account' }));
    await waitFor(() => expect(stateOf()).toBe('active'));
    expect(liveRegion()?.textContent).toBe('Acme Status (Work) is connected.');
    expect(within(card()).queryByRole('radio')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(card()));
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: work.id, alias: 'Work' }));
  });

  it('answers at once with the account the session pins, or the one the app names', async () => {
    const work = await connectNamed(kit(), 'user-1', 'Work');
    const personal = await connectNamed(kit(), 'user-1', 'Personal');
    const session = await kit().client.toolRouter.createSession({
      user_id: 'user-1',
      toolkits: { enable: [TOOLKIT] },
      connected_accounts: { [TOOLKIT]: work.id },
    });
    const pinned = renderRequest({ sessionId: session.session_id });
    await waitFor(() => expect(stateOf()).toBe('active'));
    expect(liveRegion()?.textContent).toBe('Acme Status (Work) is connected.');
    expect(pinned.onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: work.id }));
    pinned.unmount();

    // A chat shown again, with the account the user picked before.
    const named = renderRequest({ accountId: personal.id });
    await waitFor(() => expect(stateOf()).toBe('active'));
    expect(liveRegion()?.textContent).toBe('Acme Status (Personal) is connected.');
    expect(named.onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: personal.id }));
  });

  it("adds another account through the session's link, with the name the user gives it", async () => {
    await connectNamed(kit(), 'user-1', 'Work');
    await connectNamed(kit(), 'user-1', 'Personal');
    const session = await kit().client.toolRouter.createSession({ user_id: 'user-1', toolkits: { enable: [TOOLKIT] } });
    const popup = stubPopup();
    const { user, onConnected } = renderRequest({ sessionId: session.session_id });
    await waitFor(() => expect(choice()).toBeTruthy());

    await user.click(within(card()).getByRole('button', { name: 'Add another account' }));
    const field = within(card()).getByRole('textbox', { name: 'Name this account (optional)' });
    expect(document.activeElement).toBe(field);
    const connect = within(card()).getByRole('button', { name: 'Connect Acme Status' });
    await user.type(field, 'WORK');
    expect(within(card()).getByRole('alert').textContent).toBe('Another account of this app already has this name.');
    expect(connect.getAttribute('aria-disabled')).toBe('true');
    await user.click(connect);
    expect(window.open).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    // Cancel goes back to the accounts.
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(choice()).getByRole('radio', { name: 'Personal' }));
    await user.click(within(card()).getByRole('button', { name: 'Add another account' }));
    await user.clear(within(card()).getByRole('textbox', { name: 'Name this account (optional)' }));
    await user.keyboard('Home{Enter}');
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stateOf()).toBe('waiting'));
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);

    const done = await completeHostedPage(kit(), popup.location.href);
    postCallback(new URL(done.headers.get('location')!));
    await waitFor(() => expect(stateOf()).toBe('active'));
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    const added = onConnected.mock.calls[0]![0];
    expect((await kit().client.connectedAccounts.get(added.id)).alias).toBe('Home');
    await waitFor(() => expect(liveRegion()?.textContent).toBe('Acme Status (Home) is connected.'));
    const accounts = await kit().client.connectedAccounts.list({ user_ids: ['user-1'] });
    expect(accounts.items.map((account) => account.alias).sort()).toEqual(['Home', 'Personal', 'Work']);
  });
});
