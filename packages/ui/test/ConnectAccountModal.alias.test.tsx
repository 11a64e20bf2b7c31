import type { ConnectedAccount } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ConnectAccountModal, type ConnectAccountModalProps } from '../src/ConnectAccountModal';
import { ConnectionManager } from '../src/ConnectionManager';
import { completeHostedPage, postCallback, stubPopup } from '@patchbay/server/testing';
import { connectNamedAccount as connectNamed, NO_AUTH_APP } from './connectNamedAccount';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { kit } = serveEachTest('/settings/integrations');

const TOOLKIT = NO_AUTH_APP;

function renderModal(props: Partial<ConnectAccountModalProps> = {}) {
  const onConnected = vi.fn<(account: ConnectedAccount) => void>();
  const view = renderWithServer(
    kit(),
    <ConnectAccountModal
      userId="user-1"
      toolkit={TOOLKIT}
      defaultOpen
      flowOptions={{ pollIntervalMs: 60_000 }}
      onConnected={onConnected}
      {...props}
    />,
  );
  return { ...view, onConnected, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const primary = () => dialog().querySelector<HTMLButtonElement>('[data-slot="connect-modal-continue"]')!;
const aliasGroup = () => within(dialog()).queryByRole('group', { name: 'Add another account' });
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name this account (optional)' });
const statusOf = () => dialog().querySelector('[data-slot="connect-modal-status"]')?.getAttribute('data-state');

async function ready() {
  await waitFor(() => expect(primary().hasAttribute('aria-busy')).toBe(false));
}

async function expectNoAxeViolations() {
  const results = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('ConnectAccountModal: another account of an app', () => {
  it('asks no name for a first account', async () => {
    renderModal();
    await ready();
    expect(aliasGroup()).toBeNull();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
  });

  it('offers a name for another account, refuses one the user gave already, and sends the new name with the link', async () => {
    const work = await connectNamed(kit(), 'user-1', 'Work');
    const popup = stubPopup();
    const { user, onConnected } = renderModal();
    await waitFor(() => expect(aliasGroup()).not.toBeNull());
    await ready();
    expect(within(aliasGroup()!).getByText('Your Acme Status accounts: Work. Continuing adds another one.')).toBeTruthy();
    expect(nameField().getAttribute('aria-describedby')).toBe(within(aliasGroup()!).getByText(/For example Work or Personal/).id);
    await expectNoAxeViolations();

    // The same name in other case is the same name to the person choosing (and to the service).
    await user.type(nameField(), '  work ');
    const error = within(aliasGroup()!).getByRole('alert');
    expect(error.textContent).toBe('Another account of this app already has this name.');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(nameField().getAttribute('aria-describedby')).toBe(error.id);
    expect(primary().getAttribute('aria-disabled')).toBe('true');
    await user.click(primary());
    await user.keyboard('{Enter}');
    expect(window.open).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await user.clear(nameField());
    await user.type(nameField(), ' Personal ');
    expect(within(aliasGroup()!).queryByRole('alert')).toBeNull();
    expect(primary().hasAttribute('aria-disabled')).toBe(false);
    // Enter in the field continues, as the button would: the popup opens inside the keypress.
    await user.keyboard('{Enter}');
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(statusOf()).toBe('waiting'));
    expect(nameField().hasAttribute('readonly')).toBe(true);

    const done = await completeHostedPage(kit(), popup.location.href);
    postCallback(new URL(done.headers.get('location')!));
    await waitFor(() => expect(statusOf()).toBe('active'));
    // The account is made: no name to give any more.
    expect(aliasGroup()).toBeNull();
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    const added = onConnected.mock.calls[0]![0];
    expect(added.id).not.toBe(work.id);
    expect((await kit().client.connectedAccounts.get(added.id)).alias).toBe('Personal');
    expect((await kit().client.connectedAccounts.get(work.id)).alias).toBe('Work');
  });

  it('says a name too long or with characters the service refuses, before anything is sent', async () => {
    await connectNamed(kit(), 'user-1');
    stubPopup();
    const { user } = renderModal();
    await waitFor(() => expect(aliasGroup()).not.toBeNull());
    expect(within(aliasGroup()!).getByText('You have connected Acme Status already. Continuing adds another account.')).toBeTruthy();

    nameField().focus();
    await user.paste('x'.repeat(101));
    expect(within(aliasGroup()!).getByRole('alert').textContent).toBe('Use at most 100 characters.');
    await user.clear(nameField());
    await user.paste('Work\u202eKrow');
    expect(within(aliasGroup()!).getByRole('alert').textContent).toBe('Use letters, numbers, spaces and punctuation only.');
    await user.click(primary());
    expect(window.open).not.toHaveBeenCalled();
  });

  it('says so in the field when another tab took the name meanwhile (409), and clears it as the name changes', async () => {
    await connectNamed(kit(), 'user-1', 'Work');
    stubPopup();
    const { user } = renderModal();
    await waitFor(() => expect(aliasGroup()).not.toBeNull());
    await ready();
    await user.type(nameField(), 'Home');
    // Another tab names an account 'Home' after this one loaded the accounts.
    await connectNamed(kit(), 'user-1', 'Home');

    await user.click(primary());
    await waitFor(() => expect(statusOf()).toBe('failed'));
    expect(within(aliasGroup()!).getByRole('alert').textContent).toBe('Another account of this app already has this name.');
    await user.type(nameField(), ' office');
    expect(within(aliasGroup()!).queryByRole('alert')).toBeNull();
    expect(statusOf()).toBeUndefined();
  });

  it('asks no name when reconnecting an account', async () => {
    const work = await connectNamed(kit(), 'user-1', 'Work');
    renderModal({ connectedAccountId: work.id });
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Reconnect' }).hasAttribute('aria-busy')).toBe(false));
    expect(aliasGroup()).toBeNull();
  });

  it("names the account ConnectionManager's Add another account makes", async () => {
    await connectNamed(kit(), 'user-1', 'Work');
    const popup = stubPopup();
    const user = userEvent.setup();
    renderWithServer(kit(), <ConnectionManager userId="user-1" addAccount flowOptions={{ pollIntervalMs: 60_000 }} />);
    await user.click(await screen.findByRole('button', { name: 'Add another account' }));
    await waitFor(() => expect(aliasGroup()).not.toBeNull());
    await ready();
    await user.type(nameField(), 'Personal');
    await user.click(primary());
    await waitFor(() => expect(statusOf()).toBe('waiting'));
    const done = await completeHostedPage(kit(), popup.location.href);
    postCallback(new URL(done.headers.get('location')!));
    await waitFor(() => expect(statusOf()).toBe('active'));

    const accounts = await kit().client.connectedAccounts.list({ user_ids: ['user-1'] });
    expect(accounts.items.map((account) => account.alias).sort()).toEqual(['Personal', 'Work']);
  });
});
