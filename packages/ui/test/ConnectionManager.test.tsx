import type { ConnectedAccount } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionManager, type ConnectionManagerProps } from '../src/ConnectionManager';
import { completeHostedPage, connectAccount, postCallback, stubPopup } from '@patchbay/server/testing';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { serve, kit } = serveEachTest('/settings/connections');
const USER = 'user-1';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// The service's clock runs this far from the real one, so "3 days ago" can be set up in a test.
let offsetMs = 0;
beforeEach(() => {
  offsetMs = 0;
});
const serveWithClock = (options: Parameters<typeof serve>[0] = {}) => serve({ clock: () => new Date(Date.now() + offsetMs), ...options });

/** An Acme Metrics account connected with a key the app refused later, on a refresh: FAILED, connected once. */
async function refusedKeyAccount(k: TestKit): Promise<string> {
  const config = (await k.client.authConfigs.create({ toolkit: { slug: 'patchbay_apikey_demo' } })).auth_config.id;
  const { id } = await k.client.connectedAccounts.create({
    auth_config: { id: config },
    connection: { user_id: USER, state: { authScheme: 'API_KEY', val: { api_key: 'revoked' } } },
  });
  await k.client.connectedAccounts.refresh(id, { validate_credentials: true });
  return id;
}

/**
 * Three days ago the user connected Acme Status twice (one labelled Work) and
 * Acme Metrics (whose key was refused since), and gave up on Acme Tasks; five
 * minutes ago an agent used the Work account.
 */
async function seed(k: TestKit) {
  offsetMs = -3 * DAY;
  const statusConfig = (await k.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
  const work = await connectAccount(k, { userId: USER, authConfigId: statusConfig });
  await k.client.connectedAccounts.update(work.id, { alias: 'Work' });
  const second = await connectAccount(k, { userId: USER, authConfigId: statusConfig });
  const metrics = await refusedKeyAccount(k);
  const tasks = await connectAccount(k, { userId: USER, toolkit: 'patchbay_oauth_demo', action: 'cancel' });
  await connectAccount(k, { userId: 'user-2' });
  offsetMs = -5 * MINUTE;
  await k.client.tools.execute('PATCHBAY_NOAUTH_DEMO_GET_STATUS', { connected_account_id: work.id });
  offsetMs = 0;
  return { work: work.id, second: second.id, metrics, tasks: tasks.id };
}

function renderManager(props: Partial<ConnectionManagerProps> = {}) {
  const view = renderWithServer(kit(), <ConnectionManager userId={USER} flowOptions={{ pollIntervalMs: 60_000 }} {...props} />);
  return { ...view, user: userEvent.setup() };
}

const manager = () => document.querySelector<HTMLElement>('[data-slot="connection-manager"]')!;
const row = (id: string) => manager().querySelector<HTMLElement>(`[data-account-id="${id}"]`);
const liveRegion = () => manager().querySelector('[data-slot="live-region"]')?.textContent?.trim();
const button = (name: string) => within(manager()).getByRole('button', { name });
const loaded = () => screen.findByRole('list', { name: 'Connected apps' });
const menuButton = (id: string) => row(id)!.querySelector<HTMLElement>('[data-slot="connection-manager-menu-button"]')!;

/** Opens the row's "More actions" menu from the keyboard and picks `item` with the arrow keys. */
async function pickFromMenu(user: ReturnType<typeof userEvent.setup>, id: string, item: string) {
  menuButton(id).focus();
  await user.keyboard('{Enter}');
  const menu = within(row(id)!).getByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  const index = items.findIndex((element) => element.textContent === item);
  expect(index, `${item} in ${items.map((element) => element.textContent).join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < index; i++) await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(items[index]);
  await user.keyboard('{Enter}');
}

/** axe on the component (a page puts it inside its own landmarks), or on the page while a dialog is open. */
async function expectNoAxeViolations(root: Element = manager()) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('ConnectionManager', () => {
  it('lists the connections by app, in words, with no ids, slugs or codes', async () => {
    const k = serveWithClock();
    const ids = await seed(k);
    let toolkitRequests = 0;
    const passOn = k.server.fetch.bind(k.server);
    k.server.fetch = (request) => {
      if (new URL(request.url).pathname.includes('/toolkits')) toolkitRequests++;
      return passOn(request);
    };
    renderManager();
    expect(manager().querySelector('[data-slot="connection-manager-skeleton"]')?.textContent).toBe('Loading…');
    expect(manager().querySelector('[data-slot="connection-manager-skeleton"]')?.getAttribute('role')).toBe('status');
    expect(manager().getAttribute('data-state')).toBe('loading');

    const list = await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Connected apps' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Acme Metrics', 'Acme Status']);
    const status = within(list).getByRole('list', { name: 'Acme Status' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-account-id')),
    ).toEqual([ids.work, ids.second]);

    const text = (id: string) => row(id)?.querySelector('[data-slot="connection-manager-account-body"]')?.textContent;
    expect(text(ids.work)).toBe('Work Connected' + 'Connected 3 days ago · Last used 5 minutes ago');
    expect(text(ids.second)).toBe('Account 2 Connected' + 'Connected 3 days ago · Never used');
    // A lone account without a name shows its state only: the app's name is its heading. Its key, checked
    // on a refresh, was refused (`credentials_rejected`): the pill says the app refused access.
    expect(text(ids.metrics)).toBe('Acme Metrics refused access' + 'Connected 3 days ago · Never used');
    expect(row(ids.metrics)?.getAttribute('data-attention')).toBe('provider_rejected');
    expect(row(ids.metrics)?.getAttribute('data-state')).toBe('needs-reconnecting');
    expect(row(ids.work)?.getAttribute('data-state')).toBe('connected');
    expect(within(row(ids.metrics)!).getByRole('button', { name: 'Reconnect Acme Metrics' }).getAttribute('data-variant')).toBe('primary');
    // One action in view, the rest behind a menu button named for the account.
    const more = within(row(ids.work)!).getByRole('button', { name: 'More actions for Acme Status (Work)' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(
      within(row(ids.second)!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Reconnect Acme Status (Account 2)', 'More actions for Acme Status (Account 2)']);
    expect(row(ids.work)?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The attempt given up on, and another user's account, are not listed.
    expect(row(ids.tasks)).toBeNull();
    expect(manager().textContent).not.toMatch(/Acme Tasks|ca_|patchbay_|ACTIVE|FAILED|API_KEY|OAUTH|NO_AUTH/);
    expect(toolkitRequests).toBe(1);
    expect(manager().getAttribute('data-state')).toBe('ready');
    await expectNoAxeViolations();
  });

  it('shows the empty state, with your action, to a user whose only attempt was never completed', async () => {
    await connectAccount(serve(), { userId: USER, action: 'cancel' });
    renderManager({ emptyAction: <a href="/apps">Connect an app</a> });
    await waitFor(() => expect(manager().getAttribute('data-state')).toBe('empty'));
    expect(within(manager()).getByText('No connected apps yet')).toBeTruthy();
    expect(within(manager()).getByRole('link', { name: 'Connect an app' })).toBeTruthy();
    expect(within(manager()).queryByRole('list')).toBeNull();
    await expectNoAxeViolations();
  });

  it("opens a row's menu from the keyboard: arrows move round it, Escape and Tab close it, focus comes back", async () => {
    const ids = await seed(serveWithClock());
    const { user } = renderManager();
    await loaded();
    const more = menuButton(ids.work);
    more.focus();
    await user.keyboard('{ArrowDown}');
    const menu = within(row(ids.work)!).getByRole('menu', { name: 'More actions for Acme Status (Work)' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Disable', 'Rename', 'Disconnect']);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[2]); // round from the first to the last
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    await expectNoAxeViolations();

    await user.keyboard('{Escape}');
    expect(within(row(ids.work)!).queryByRole('menu')).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);

    // Up opens it on the last item, Space too on the first; Tab leaves it closed behind.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Disconnect');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(document.activeElement?.textContent).toBe('Disable');
    await user.tab();
    expect(within(row(ids.work)!).queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(within(row(ids.second)!).getByRole('button', { name: 'Reconnect Acme Status (Account 2)' }));

    // A click elsewhere closes it too.
    await user.click(more);
    expect(within(row(ids.work)!).getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('heading', { name: 'Connected apps' }));
    expect(within(row(ids.work)!).queryByRole('menu')).toBeNull();
  });

  it('disables and enables an account from its menu, giving focus back to the menu and saying what happened', async () => {
    const ids = await seed(serveWithClock());
    const { user } = renderManager();
    await loaded();
    await pickFromMenu(user, ids.second, 'Disable');

    await waitFor(() => expect(row(ids.second)?.getAttribute('data-state')).toBe('disabled'));
    expect(within(row(ids.second)!).getByText('Disabled')).toBeTruthy();
    expect(within(row(ids.second)!).queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton(ids.second));
    await waitFor(() => expect(liveRegion()).toBe('Acme Status (Account 2) disabled.'));
    await waitFor(async () => expect((await kit().client.connectedAccounts.get(ids.second)).is_disabled).toBe(true));

    await pickFromMenu(user, ids.second, 'Enable');
    await waitFor(() => expect(liveRegion()).toBe('Acme Status (Account 2) enabled.'));
    expect(row(ids.second)?.getAttribute('data-state')).toBe('connected');
    expect(document.activeElement).toBe(menuButton(ids.second));
    expect((await kit().client.connectedAccounts.get(ids.second)).is_disabled).toBe(false);
  });

  it('disconnects after a confirmation: the row goes, it is announced, and focus moves to the next row', async () => {
    const ids = await seed(serveWithClock());
    const onDisconnected = vi.fn<(account: ConnectedAccount) => void>();
    const { user } = renderManager({ onDisconnected });
    await loaded();
    await pickFromMenu(user, ids.metrics, 'Disconnect');

    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Acme Metrics?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Acme Metrics stops working here until you connect it again.',
    );
    // The safe answer is the one under the user's finger.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    expect(confirm.getAttribute('data-variant')).toBe('danger');
    await expectNoAxeViolations(document.body);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(row(ids.metrics)).toBeNull();
    await waitFor(() => expect(liveRegion()).toBe('Acme Metrics disconnected.'));
    // The next row's menu, where Disconnect is: the user can go on through the list.
    expect(document.activeElement).toBe(within(row(ids.work)!).getByRole('button', { name: 'More actions for Acme Status (Work)' }));
    expect(within(manager()).queryByRole('heading', { name: 'Acme Metrics' })).toBeNull();
    expect(onDisconnected).toHaveBeenCalledWith(expect.objectContaining({ id: ids.metrics }));
    expect((await kit().client.connectedAccounts.list({ user_ids: [USER] })).items.map((a) => a.id)).not.toContain(ids.metrics);

    // The next row again (now the app's only account, named by the app), then the title once the list is empty.
    await pickFromMenu(user, ids.work, 'Disconnect');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(row(ids.work)).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button('More actions for Acme Status')));
    await pickFromMenu(user, ids.second, 'Disconnect');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(manager().getAttribute('data-state')).toBe('empty'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connected apps' })));
    expect(liveRegion()).toBe('Acme Status disconnected.');
  });

  it("gives focus back to the row's menu when the user cancels, with the button or Escape", async () => {
    const ids = await seed(serveWithClock());
    const { user } = renderManager();
    await loaded();
    const more = menuButton(ids.work);
    await pickFromMenu(user, ids.work, 'Disconnect');
    await screen.findByRole('alertdialog', { name: 'Disconnect Acme Status (Work)?' });
    await user.keyboard('{Enter}'); // Cancel has the focus
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(more);

    await pickFromMenu(user, ids.work, 'Disconnect');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(more);
    expect(liveRegion()).toBe(''); // nothing happened, nothing is said
    expect(row(ids.work)).not.toBeNull();
    expect((await kit().client.connectedAccounts.get(ids.work)).deleted_at).toBeNull();
  });

  it('reconnects in a dialog titled Reconnect: the row shows Reconnecting… until the user finishes, then Connected', async () => {
    const ids = await seed(serveWithClock());
    const popup = stubPopup();
    const { user } = renderManager();
    await loaded();
    const reconnect = within(row(ids.metrics)!).getByRole('button', { name: 'Reconnect Acme Metrics' });
    reconnect.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Acme Metrics' });
    const start = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(start));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    await waitFor(() => expect(row(ids.metrics)?.getAttribute('data-state')).toBe('reconnecting'));
    expect(within(row(ids.metrics)!).getByText('Reconnecting…')).toBeTruthy();

    // On the hosted page the user enters a key the app accepts.
    const response = await completeHostedPage(kit(), popup.location.href, 'connect', { api_key: 'pk_renewed' });
    postCallback(new URL(response.headers.get('location')!));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy());
    await waitFor(() => expect(row(ids.metrics)?.getAttribute('data-state')).toBe('connected'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(reconnect);
    // The same account, renewed: no second one.
    const accounts = await kit().client.connectedAccounts.list({ user_ids: [USER], toolkit_slugs: ['patchbay_apikey_demo'] });
    expect(accounts.items.map((a) => [a.id, a.status])).toEqual([[ids.metrics, 'ACTIVE']]);
  });

  it('renames an account in place: Enter saves, a name in use is refused, Escape cancels', async () => {
    const ids = await seed(serveWithClock());
    const { user } = renderManager();
    await loaded();
    await pickFromMenu(user, ids.second, 'Rename');

    const field = within(row(ids.second)!).getByRole('textbox', { name: 'Name of this Acme Status account' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('work{Enter}');
    await waitFor(() => expect(within(row(ids.second)!).getByRole('alert').textContent).toBe('Another account of this app already has this name.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await user.clear(field);
    await user.keyboard('Personal{Enter}');
    await waitFor(() => expect(liveRegion()).toBe('Renamed to Personal.'));
    const renamed = within(row(ids.second)!).getByRole('button', { name: 'More actions for Acme Status (Personal)' });
    expect(document.activeElement).toBe(renamed);
    expect(row(ids.second)?.querySelector('[data-slot="connection-manager-account-name"]')?.textContent).toBe('Personal');
    expect((await kit().client.connectedAccounts.get(ids.second)).alias).toBe('Personal');

    await pickFromMenu(user, ids.second, 'Rename');
    await user.keyboard('Other{Escape}');
    expect(document.activeElement).toBe(within(row(ids.second)!).getByRole('button', { name: 'More actions for Acme Status (Personal)' }));
    expect((await kit().client.connectedAccounts.get(ids.second)).alias).toBe('Personal');
  });

  it('says when the list could not be loaded, and Try again loads it', async () => {
    const k = serve();
    await connectAccount(k, { userId: USER });
    const passOn = k.server.fetch.bind(k.server);
    let failing = true;
    k.server.fetch = (request) =>
      failing && new URL(request.url).pathname.endsWith('/connected_accounts')
        ? Promise.resolve(new Response('{}', { status: 503 }))
        : passOn(request);
    const { user } = renderManager();
    await waitFor(() => expect(manager().getAttribute('data-state')).toBe('error'));
    expect(within(manager()).getByRole('alert').querySelector('[data-slot="error-notice-message"]')?.textContent).toBe(
      'Your connections could not be loaded.',
    );
    await expectNoAxeViolations();

    failing = false;
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Details for developers');
    await user.tab();
    expect(document.activeElement).toBe(button('Try again'));
    await user.keyboard('{Enter}');
    await loaded();
    // The button went away with the error: focus stays in the component.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connected apps' })));
  });

  it('goes through its rows with Tab alone, and offers Add another account when asked', async () => {
    const ids = await seed(serveWithClock());
    stubPopup();
    const { user } = renderManager({ addAccount: true });
    await loaded();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      await user.tab();
      names.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect(names).toEqual(['Reconnect Acme Metrics', 'More actions for Acme Metrics', 'Add another account']);
    expect(document.activeElement).toBe(within(manager()).getAllByRole('button', { name: 'Add another account' })[0]);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Connect Acme Metrics' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(within(manager()).getAllByRole('button', { name: 'Add another account' })[0]);
    expect(row(ids.metrics)).not.toBeNull();
  });

  it('drops its class names when unstyled and merges className, keeping data-slot on every part', async () => {
    await seed(serveWithClock());
    renderManager({ unstyled: true, className: 'app-connections' });
    await loaded();
    expect(manager().className).toBe('app-connections');
    expect(manager().querySelectorAll('[class*="pb-"]')).toHaveLength(0);
    for (const slot of [
      'header',
      'title',
      'list',
      'group',
      'logo',
      'app',
      'accounts',
      'account',
      'account-body',
      'times',
      'actions',
      'menu',
      'menu-button',
    ]) {
      expect(manager().querySelector(`[data-slot="connection-manager-${slot}"]`), slot).not.toBeNull();
    }
    expect(manager().querySelector('[data-slot="connection-status"]')?.getAttribute('data-state')).toBe('needs-reconnecting');
  });
});
