import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConnectionHealthBanner } from '../src/ConnectionHealthBanner';
import { ConnectionManager } from '../src/ConnectionManager';
import { completeHostedPage, connectAccount, postCallback, stubPopup, testControls } from '@patchbay/server/testing';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { serve } = serveEachTest('/settings/connections');
const USER = 'user-1';
const SERVICE = 'http://patchbay.test';

/** The user's settings page: the banner above the list; rendered again from fresh queries, as after a reload. */
function renderPage(k: TestKit) {
  const flowOptions = { pollIntervalMs: 60_000 };
  const page = (
    <>
      <ConnectionHealthBanner userId={USER} flowOptions={flowOptions} />
      <ConnectionManager userId={USER} flowOptions={flowOptions} />
    </>
  );
  const view = renderWithServer(k, page);
  const reload = () => {
    view.unmount();
    k.queryClient.clear();
    renderWithServer(k, page);
  };
  return { user: userEvent.setup(), reload };
}

const loaded = () => screen.findByRole('list', { name: 'Connected apps' });
const row = (id: string) => document.querySelector<HTMLElement>(`[data-slot="connection-manager-account"][data-account-id="${id}"]`);
const pill = (id: string) => row(id)?.querySelector('[data-slot="connection-status"]')?.textContent;
const banner = () => screen.queryByRole('region', { name: 'Apps to reconnect' });

/** The hosted page, then the provider's consent screen, then Allow: where the user ends up (the app's callback page). */
async function allowAtProvider(k: TestKit, redirectUrl: string): Promise<URL> {
  const page = await (await k.browserFetch(redirectUrl)).text();
  const authorize = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const consent = await (await k.browserFetch(authorize)).text();
  const form = new URLSearchParams({ decision: 'allow' });
  for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form.set(name!, value!);
  let location = (
    await k.browserFetch(`${SERVICE}/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
  ).headers.get('location');
  while (location && new URL(location).origin === SERVICE) location = (await k.browserFetch(location)).headers.get('location');
  return new URL(location!);
}

/** An Acme Tasks (OAuth) account the user connected, whose access then expired. */
async function expiredOAuthAccount(k: TestKit): Promise<string> {
  const config = (await k.client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } })).auth_config.id;
  const link = await k.client.connectedAccounts.link({ auth_config_id: config, user_id: USER, callback_url: `${window.location.origin}/done` });
  await allowAtProvider(k, link.redirect_url);
  await testControls(k.server).expireAccount(link.connected_account_id, 'token_expired');
  return link.connected_account_id;
}

describe('a reconnect the user gives up on leaves the account as it was', () => {
  it('Escape, or closing the sign-in window: the row says Access expired and offers Reconnect, also after a reload; a later Reconnect makes the same account ACTIVE', async () => {
    const k = serve({ testControls: true });
    const id = await expiredOAuthAccount(k);
    let popup = stubPopup();
    const { user, reload } = renderPage(k);
    await loaded();
    expect(pill(id)).toBe('Access expired');

    // Reconnect from the row, start, and while the sign-in window is open the row says so.
    await user.click(within(row(id)!).getByRole('button', { name: 'Reconnect Acme Tasks' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reconnect Acme Tasks' });
    let start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await user.click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    await waitFor(() => expect(row(id)?.getAttribute('data-state')).toBe('reconnecting'));
    expect(pill(id)).toBe('Reconnecting…');

    // The user gives up: Escape closes the dialog and the window.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(popup.closed).toBe(true);
    await waitFor(() => expect(pill(id)).toBe('Access expired'));
    expect(row(id)?.getAttribute('data-state')).toBe('needs-reconnecting');
    expect(row(id)?.getAttribute('data-attention')).toBe('expired');
    expect(within(row(id)!).getByRole('button', { name: 'Reconnect Acme Tasks' }).getAttribute('data-variant')).toBe('primary');
    await waitFor(() => expect(within(banner()!).getByRole('button', { name: 'Reconnect Acme Tasks' })).toBeTruthy());
    // The service heard it: the account is back as it was.
    await waitFor(async () =>
      expect(await k.client.connectedAccounts.get(id)).toMatchObject({ status: 'EXPIRED', status_reason_code: 'token_expired' }),
    );

    // A reload reads the same.
    reload();
    await loaded();
    await waitFor(() => expect(pill(id)).toBe('Access expired'));
    expect(row(id)?.getAttribute('data-state')).toBe('needs-reconnecting');
    expect(within(banner()!).getByRole('button', { name: 'Reconnect Acme Tasks' })).toBeTruthy();

    // Again, and this time the user closes the sign-in window: the dialog says cancelled, the row is as it was.
    popup = stubPopup();
    await user.click(within(row(id)!).getByRole('button', { name: 'Reconnect Acme Tasks' }));
    dialog = await screen.findByRole('dialog', { name: 'Reconnect Acme Tasks' });
    start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await user.click(start);
    await waitFor(() => expect(row(id)?.getAttribute('data-state')).toBe('reconnecting'));
    popup.closed = true;
    await waitFor(() => expect(dialog.querySelector('[data-slot="connect-modal-status-line"]')?.textContent).toBe('The connection was cancelled.'));
    await waitFor(() => expect(pill(id)).toBe('Access expired'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row(id)!).getByRole('button', { name: 'Reconnect Acme Tasks' })).toBeTruthy();
    await waitFor(async () =>
      expect(await k.client.connectedAccounts.get(id)).toMatchObject({ status: 'EXPIRED', status_reason_code: 'token_expired' }),
    );
    reload();
    await loaded();
    await waitFor(() => expect(pill(id)).toBe('Access expired'));

    // Reconnect again and sign in this time: the same account, working.
    popup = stubPopup();
    await user.click(within(row(id)!).getByRole('button', { name: 'Reconnect Acme Tasks' }));
    dialog = await screen.findByRole('dialog', { name: 'Reconnect Acme Tasks' });
    start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await user.click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    postCallback(await allowAtProvider(k, popup.location.href));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy());
    await waitFor(() => expect(pill(id)).toBe('Connected'));
    const accounts = await k.client.connectedAccounts.list({ user_ids: [USER] });
    expect(accounts.items.map((account) => [account.id, account.status])).toEqual([[id, 'ACTIVE']]);
  });

  it('an attempt this page is not making (another tab, a closed one) reads as the expired account it was, with Reconnect', async () => {
    const k = serve({ testControls: true });
    const metrics = await connectAccount(k, { userId: USER, toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_live' } });
    await testControls(k.server).expireAccount(metrics.id, 'token_expired');
    const tasks = await expiredOAuthAccount(k);
    // Reconnects started elsewhere and never finished: the service still shows them pending.
    for (const id of [metrics.id, tasks]) await k.client.connectedAccounts.refresh(id, { collect_credentials: true });
    expect((await k.client.connectedAccounts.get(tasks)).status).toBe('INITIATED');

    renderPage(k);
    await loaded();
    for (const id of [metrics.id, tasks]) {
      expect(pill(id)).toBe('Access expired');
      expect(row(id)?.getAttribute('data-state')).toBe('needs-reconnecting');
      expect(within(row(id)!).getByRole('button', { name: /^Reconnect Acme/ })).toBeTruthy();
    }
    expect(await screen.findByRole('region', { name: 'Apps to reconnect' })).toBeTruthy();

    // Reconnect here finishes it, on the same account.
    const popup = stubPopup();
    const user = userEvent.setup();
    await user.click(within(row(metrics.id)!).getByRole('button', { name: 'Reconnect Acme Metrics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Acme Metrics' });
    const start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await user.click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    const done = await completeHostedPage(k, popup.location.href, 'connect', { api_key: 'pk_renewed' });
    postCallback(new URL(done.headers.get('location')!));
    await waitFor(() => expect(pill(metrics.id)).toBe('Connected'));
    expect((await k.client.connectedAccounts.get(metrics.id)).status).toBe('ACTIVE');
  });
});
