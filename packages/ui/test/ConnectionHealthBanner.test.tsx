import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ConnectionHealthBanner } from '../src/ConnectionHealthBanner';
import { ConnectionManager } from '../src/ConnectionManager';
import { ConnectionHealthBanner as exported } from '../src';
import { completeHostedPage, connectAccount, postCallback, stubPopup, testControls } from '@patchbay/server/testing';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { serve, kit } = serveEachTest('/settings/connections');
const USER = 'user-1';

const connectKey = (k: TestKit) => connectAccount(k, { userId: USER, toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_live' } });

/** The banner above the user's list, as a settings page would put them. */
function renderPage() {
  const flowOptions = { pollIntervalMs: 60_000 };
  const view = renderWithServer(
    kit(),
    <>
      <ConnectionHealthBanner userId={USER} flowOptions={flowOptions} />
      <ConnectionManager userId={USER} flowOptions={flowOptions} />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('region', { name: 'Apps to reconnect' });
const row = (id: string) => document.querySelector<HTMLElement>(`[data-slot="connection-manager-account"][data-account-id="${id}"]`)!;
const loaded = () => screen.findByRole('list', { name: 'Connected apps' });
/** The user comes back to the tab: the connections are checked again. */
const comeBack = () => act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

async function expectNoAxeViolations(root: Element) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('ConnectionHealthBanner', () => {
  it('is exported from the package, and renders nothing while every connection works', async () => {
    expect(exported).toBe(ConnectionHealthBanner);
    const k = serve({ testControls: true });
    await connectKey(k);
    await connectAccount(k, { userId: USER, action: 'cancel' });
    renderPage();
    await loaded();
    expect(banner()).toBeNull();
    expect(document.querySelector('[data-slot="connection-health"]')).toBeNull();
  });

  it('shows an account whose access ended, marked in the list too, and reconnects the same account in one click', async () => {
    const k = serve({ testControls: true });
    const metrics = await connectKey(k);
    const status = await connectAccount(k, { userId: USER });
    const popup = stubPopup();
    const { user } = renderPage();
    await loaded();
    expect(banner()).toBeNull();

    // The user revokes the access at Acme Metrics while the page is open.
    await testControls(k.server).expireAccount(metrics.id, 'access_revoked');
    comeBack();
    const region = await screen.findByRole('region', { name: 'Apps to reconnect' });
    expect(region.textContent).toBe('Acme Metrics needs reconnecting' + 'Reconnect Acme Metrics');
    expect(region.querySelector(`[data-account-id="${metrics.id}"]`)?.getAttribute('data-attention')).toBe('revoked');
    expect(row(metrics.id).getAttribute('data-attention')).toBe('revoked');
    expect(row(metrics.id).querySelector('[data-slot="connection-status"]')?.textContent).toBe('Access removed at Acme Metrics');
    expect(within(row(metrics.id)).getByRole('button', { name: 'Reconnect Acme Metrics' }).getAttribute('data-variant')).toBe('primary');
    expect(row(status.id).hasAttribute('data-attention')).toBe(false);
    await expectNoAxeViolations(region);

    // Escape closes the dialog and gives focus back to the banner's button.
    const reconnect = within(region).getByRole('button', { name: 'Reconnect Acme Metrics' });
    await user.click(reconnect);
    await screen.findByRole('dialog', { name: 'Reconnect Acme Metrics' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(reconnect);

    await user.click(reconnect);
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Acme Metrics' });
    await expectNoAxeViolations(document.body);
    const start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await user.click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    // On the hosted page the user enters the key again.
    const response = await completeHostedPage(k, popup.location.href, 'connect', { api_key: 'pk_renewed' });
    postCallback(new URL(response.headers.get('location')!));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy());
    await waitFor(() => expect(banner()).toBeNull());
    await waitFor(() => expect(row(metrics.id).getAttribute('data-state')).toBe('connected'));
    expect(row(metrics.id).hasAttribute('data-attention')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The same account, working again: no second one.
    const accounts = await k.client.connectedAccounts.list({ user_ids: [USER], toolkit_slugs: ['patchbay_apikey_demo'] });
    expect(accounts.items.map((account) => [account.id, account.status])).toEqual([[metrics.id, 'ACTIVE']]);
  });

  it('tells unnamed accounts of one app apart as the list does, and keeps focus near once the last is reconnected', async () => {
    const k = serve({ testControls: true });
    // Three unnamed Acme Metrics accounts; the first and the third stop working.
    const first = await connectKey(k);
    const second = await connectKey(k);
    const third = await connectKey(k);
    await testControls(k.server).expireAccount(first.id, 'token_expired');
    await testControls(k.server).expireAccount(third.id, 'access_revoked');
    const { user } = renderPage();
    await loaded();

    const region = await screen.findByRole('region', { name: 'Apps to reconnect' });
    const names = ['Reconnect Acme Metrics (Account 1)', 'Reconnect Acme Metrics (Account 3)'];
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(names);
    // Each name is one button of the banner, and the same account's Reconnect in the list.
    for (const name of names) expect(within(region).getAllByRole('button', { name })).toHaveLength(1);
    expect(within(row(first.id)).getAllByRole('button', { name: names[0] })).toHaveLength(1);
    expect(within(row(third.id)).getAllByRole('button', { name: names[1] })).toHaveLength(1);
    expect(row(second.id).hasAttribute('data-attention')).toBe(false);
    await expectNoAxeViolations(region);

    // The first is reconnected elsewhere: the third keeps its number.
    await k.client.connectedAccounts.refresh(first.id);
    comeBack();
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([names[1]]),
    );

    // The user reconnects the last one from the banner.
    const popup = stubPopup();
    await user.click(within(region).getByRole('button', { name: names[1] }));
    const dialog = await screen.findByRole('dialog', { name: /^Reconnect Acme Metrics/ });
    const start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await user.click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    const response = await completeHostedPage(k, popup.location.href, 'connect', { api_key: 'pk_renewed' });
    postCallback(new URL(response.headers.get('location')!));
    await waitFor(() => expect(banner()).toBeNull());
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The banner is gone: focus is on the first control of the part of the page it was in, not the body.
    expect(document.activeElement).not.toBe(document.body);
    expect(within(screen.getByRole('list', { name: 'Connected apps' })).getAllByRole('button')[0]).toBe(document.activeElement);
  });

  it('counts the apps when several need it, says why in the list, and offers Reconnect for each account', async () => {
    const k = serve({ testControls: true });
    const metrics = await connectKey(k);
    const work = await connectAccount(k, { userId: USER });
    await k.client.connectedAccounts.update(work.id, { alias: 'Work' });
    await testControls(k.server).expireAccount(metrics.id, 'token_expired');
    // Acme Status answers 401 to a tool the Work account runs.
    await testControls(k.server).failToolkit('patchbay_noauth_demo', { status: 401 });
    await k.client.tools.execute('PATCHBAY_NOAUTH_DEMO_GET_STATUS', { connected_account_id: work.id });
    renderPage();
    await loaded();

    const region = await screen.findByRole('region', { name: 'Apps to reconnect' });
    expect(within(region).getByText('2 apps need reconnecting')).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reconnect Acme Metrics', 'Reconnect Acme Status (Work)']);
    const pill = (id: string) => row(id).querySelector('[data-slot="connection-status"]')?.textContent;
    expect(pill(metrics.id)).toBe('Access expired');
    expect(pill(work.id)).toBe('Acme Status refused access');
    expect(row(work.id).getAttribute('data-attention')).toBe('provider_rejected');
    await expectNoAxeViolations(region);
  });
});
