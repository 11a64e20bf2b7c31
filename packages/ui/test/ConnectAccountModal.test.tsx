import type { ConnectedAccount } from '@patchbay/client';
import * as Dialog from '@radix-ui/react-dialog';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectAccountModal, type ConnectAccountModalProps } from '../src/ConnectAccountModal';
import { useConnectAccountContext } from '../src/ConnectAccountModal/connectAccountContext';
import { stubPopup } from '@patchbay/server/testing';
import { renderContextProbe } from './contextProbe';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { serve, kit } = serveEachTest('/settings/integrations');

function renderModal(props: Partial<ConnectAccountModalProps> = {}) {
  const onConnected = vi.fn<(account: ConnectedAccount) => void>();
  const view = renderWithServer(
    kit(),
    <ConnectAccountModal
      userId="user-1"
      toolkit="patchbay_noauth_demo"
      trigger={<button type="button">Connect Acme</button>}
      flowOptions={{ pollIntervalMs: 60_000 }}
      onConnected={onConnected}
      {...props}
    />,
  );
  return { ...view, onConnected, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const continueButton = () => within(dialog()).getByRole('button', { name: 'Continue to Acme Status' });
const liveRegion = () => dialog().querySelector('[data-slot="live-region"]');
const statusOf = () => dialog().querySelector('[data-slot="connect-modal-status"]')?.getAttribute('data-state');
/** The line that describes the dialog, or null when it is described by nothing. */
const description = () => {
  const id = dialog().getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

/** Opens the dialog from its trigger with the keyboard and waits until it can start. */
async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Acme' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(continueButton().hasAttribute('aria-busy')).toBe(false));
}

/** Completes the hosted page of a NO_AUTH toolkit as the user would, returning where it sends the browser. */
async function completeHostedPage(redirectUrl: string, action: 'connect' | 'cancel' = 'connect'): Promise<URL> {
  expect((await kit().browserFetch(redirectUrl)).status).toBe(200);
  const response = await kit().browserFetch(action === 'cancel' ? `${redirectUrl}/cancel` : redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** What the callback page in the popup posts to the opener. */
function postCallback(callback: URL) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: window.location.origin,
      data: {
        source: 'patchbay',
        type: 'connect-callback',
        nonce: callback.searchParams.get('pb_connect'),
        status: callback.searchParams.get('status'),
        connectedAccountId: callback.searchParams.get('connected_account_id'),
      },
    }),
  );
}

describe('ConnectAccountModal', () => {
  it('opens with the keyboard, traps focus, closes on Escape and gives focus back', async () => {
    const { user } = renderModal();
    await openWithKeyboard(user);
    expect(document.activeElement).toBe(continueButton());
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Connect Acme Status' }).id);
    expect(description()).toBe('Acme Status needs no password or key: confirm in a new window and it connects right away.');
    expect(within(dialog()).getByText('Authentication: No authentication')).toBeTruthy();
    expect(dialog().querySelector('img')?.getAttribute('alt')).toBe('');

    const seen = new Set<Element | null>();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
      seen.add(document.activeElement);
    }
    expect(seen.has(continueButton())).toBe(true); // Tab cycled round
    await user.tab({ shift: true });
    expect(dialog().contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Acme' }));
  });

  it('opens the popup inside the keypress, then shows waiting and active', async () => {
    const popup = stubPopup();
    serve({ delayMs: 30 });
    const { user, onConnected } = renderModal();
    await openWithKeyboard(user);

    await user.keyboard('{Enter}');
    expect(window.open).toHaveBeenCalledTimes(1); // before any response came back
    expect(statusOf()).toBe('opening');

    await waitFor(() => expect(statusOf()).toBe('waiting'));
    expect(dialog().querySelector('[data-slot="connect-modal-status-line"]')?.textContent).toBe('Finish connecting in the window that opened.');
    expect(description()).toMatch(/^Acme Status needs no password or key/); // still what the window asks
    expect(liveRegion()?.textContent).toBe('Finish connecting in the window that opened.');
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);

    postCallback(await completeHostedPage(popup.location.href));
    await waitFor(() => expect(statusOf()).toBe('active'));
    expect(liveRegion()?.textContent).toBe('Acme Status is connected.');
    // Connected: nothing is ahead of the user any more, so no "you will …" line.
    expect(description()).toBeNull();
    expect(dialog().querySelector('[data-slot="connect-modal-description"]')).toBeNull();
    const done = within(dialog()).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE', user_id: 'user-1' }));
    // It reused nothing and created one vendor-managed auth config for the toolkit.
    const configs = await kit().client.authConfigs.list({ toolkit_slug: 'patchbay_noauth_demo' });
    expect(configs.items).toHaveLength(1);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Acme' }));
  });

  it("says what a disabled auth config means in plain words, with the service's message, fix and request id as details", async () => {
    const { client } = serve();
    const { auth_config } = await client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    await client.authConfigs.disable(auth_config.id);
    const popup = stubPopup();
    const { user } = renderModal({ authConfigId: auth_config.id });
    await openWithKeyboard(user);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(statusOf()).toBe('failed'));
    const notice = dialog().querySelector('[data-slot="error-notice"]')!;
    expect(notice.querySelector('[data-slot="error-notice-message"]')?.textContent).toBe('Connecting this app is turned off.');
    const details = notice.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Details for developers');
    expect(notice.querySelector('[data-slot="error-notice-detail"]')?.textContent).toBe(
      `Auth config '${auth_config.id}' is disabled and cannot be used for new connections.`,
    );
    expect(notice.querySelector('[data-slot="error-notice-fix"]')?.textContent).toMatch(/^Enable it with PATCH/);
    expect(notice.querySelector('[data-slot="error-notice-status"]')?.textContent).toBe('422 auth_config_disabled');
    expect(notice.querySelector('[data-slot="error-notice-request-id"]')?.textContent).toMatch(/^Request ID: req_\w+$/);
    expect(liveRegion()?.textContent).toBe('The connection failed. Connecting this app is turned off.');
    expect(popup.closed).toBe(true);
    // No retry can change an admin's decision: Close, and nothing to try again.
    expect(within(dialog()).queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(dialog().querySelector('[data-slot="connect-modal-cancel"]')));
  });

  it("shows failed with the service's reason when the user denies access at the provider", async () => {
    const popup = stubPopup();
    const { user } = renderModal({ toolkit: 'patchbay_oauth_demo', flowOptions: { pollIntervalMs: 30 } });
    await user.tab();
    await user.keyboard('{Enter}');
    const start = await within(dialog()).findByRole('button', { name: 'Continue to Acme Tasks' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    expect(within(dialog()).getByText('Authentication: OAuth 2.0')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf()).toBe('waiting'));

    // Hosted page -> the provider's consent screen -> Deny.
    const page = await (await kit().browserFetch(popup.location.href)).text();
    const authorize = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
    const consent = await (await kit().browserFetch(authorize)).text();
    const form = new URLSearchParams({ decision: 'deny' });
    for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form.set(name!, value!);
    let location = (
      await kit().browserFetch('http://patchbay.test/oauth/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })
    ).headers.get('location');
    while (location && new URL(location).origin === 'http://patchbay.test') {
      location = (await kit().browserFetch(location)).headers.get('location');
    }

    await waitFor(() => expect(statusOf()).toBe('failed'));
    expect(dialog().querySelector('[data-slot="connect-modal-status-line"]')?.textContent).toBe('The connection failed. The user denied access.');
    expect(liveRegion()?.textContent).toBe('The connection failed. The user denied access.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Try again' })));
  });

  it('shows cancelled with Try again when the user cancels on the hosted page, and retries', async () => {
    const popup = stubPopup();
    const { user } = renderModal();
    await openWithKeyboard(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf()).toBe('waiting'));
    postCallback(await completeHostedPage(popup.location.href, 'cancel'));

    await waitFor(() => expect(statusOf()).toBe('cancelled'));
    expect(liveRegion()?.textContent).toBe('The connection was cancelled.');
    expect(description()).toBeNull();
    const retry = within(dialog()).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    const firstLink = popup.location.href;
    popup.closed = false; // the browser opens a new window
    await user.keyboard('{Enter}');
    expect(window.open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(statusOf()).toBe('waiting'));
    expect(popup.location.href).not.toBe(firstLink);
  });

  it('shows expired with Try again once the link outlives its 10 minutes', async () => {
    let now = Date.now();
    serve({ clock: () => new Date(now) });
    stubPopup();
    const { user } = renderModal({ flowOptions: { pollIntervalMs: 30 } });
    await openWithKeyboard(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf()).toBe('waiting'));
    now += 11 * 60 * 1000;

    await waitFor(() => expect(statusOf()).toBe('expired'));
    expect(liveRegion()?.textContent).toBe('The link expired before the connection was finished.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Try again' })));
  });

  it('abandons a flow when closed, and starts fresh when opened again', async () => {
    const popup = stubPopup();
    const onExit = vi.fn();
    const { user } = renderModal({ onExit });
    await openWithKeyboard(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf()).toBe('waiting'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(popup.closed).toBe(true);
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_app' }));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    expect(statusOf()).toBeUndefined(); // idle: no status line
  });

  it('continues in this tab when the popup is blocked, and says so', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    const { user } = renderModal({ flowOptions: { navigate } });
    await openWithKeyboard(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/connect\/lt_/)));
    const blocked = 'Your browser blocked the pop-up, so we will continue in this tab.';
    expect(dialog().querySelector('[data-slot="connect-modal-status-line"]')?.textContent).toBe(blocked);
    expect(liveRegion()?.textContent).toBe(blocked);
    // The page is going away in this tab: no "new window" promise left on screen.
    expect(description()).toBeNull();
  });

  it('says so when the app asked for this tab, before and while it goes there', async () => {
    const navigate = vi.fn();
    const { user } = renderModal({ toolkit: 'patchbay_apikey_demo', flowOptions: { mode: 'redirect', navigate } });
    await user.tab();
    await user.keyboard('{Enter}');
    const start = await within(dialog()).findByRole('button', { name: 'Continue to Acme Metrics' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    expect(description()).toBe(
      'You will enter your Acme Metrics API key on a secure page, then come back here. It goes to Acme Metrics, not to this app.',
    );
    const open = vi.spyOn(window, 'open');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/connect\/lt_/)));
    expect(open).not.toHaveBeenCalled();
    expect(dialog().querySelector('[data-slot="connect-modal-status-line"]')?.textContent).toBe('Taking you to Acme Metrics in this tab…');
    expect(description()).toBeNull();
  });

  it.each([
    ['patchbay_oauth_demo', 'Acme Tasks', 'Authentication: OAuth 2.0', 'You will sign in to Acme Tasks in a new window. We never see your password.'],
    [
      'patchbay_apikey_demo',
      'Acme Metrics',
      'Authentication: API key',
      'You will enter your Acme Metrics API key on a secure page in a new window. It goes to Acme Metrics, not to this app.',
    ],
    [
      'patchbay_noauth_demo',
      'Acme Status',
      'Authentication: No authentication',
      'Acme Status needs no password or key: confirm in a new window and it connects right away.',
    ],
  ])('explains %s in words that fit its auth scheme', async (toolkit, app, scheme, explainer) => {
    renderModal({ toolkit, defaultOpen: true });
    const start = await within(dialog()).findByRole('button', { name: `Continue to ${app}` });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    expect(within(dialog()).getByText(scheme)).toBeTruthy();
    expect(description()).toBe(explainer);
    expect(dialog().textContent).not.toMatch(/OAUTH2|API_KEY|NO_AUTH|patchbay_/);
  });

  it('reconnects an existing account instead of creating another', async () => {
    const { client, browserFetch } = serve();
    const { auth_config } = await client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const link = await client.connectedAccounts.link({ auth_config_id: auth_config.id, user_id: 'user-1' });
    await browserFetch(`${link.redirect_url}/cancel`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await client.connectedAccounts.get(link.connected_account_id)).status).toBe('EXPIRED');
    stubPopup();
    const { user, onConnected } = renderModal({
      toolkit: undefined,
      connectedAccountId: link.connected_account_id,
      flowOptions: { pollIntervalMs: 30 },
    });
    await user.tab();
    await user.keyboard('{Enter}');
    const reconnect = await within(dialog()).findByRole('button', { name: 'Reconnect' });
    // It says Reconnect, not Connect: the user renews the account they have.
    expect(await screen.findByRole('heading', { name: 'Reconnect Acme Status' })).toBeTruthy();
    expect(description()).toBe('Acme Status needs no password or key: confirm in a new window and it reconnects right away.');
    await waitFor(() => expect(reconnect.hasAttribute('aria-busy')).toBe(false));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(statusOf()).toBe('active'));
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: link.connected_account_id, status: 'ACTIVE' }));
    const accounts = await client.connectedAccounts.list({ user_ids: ['user-1'] });
    expect(accounts.items).toHaveLength(1);
  });

  it('lets the user pick the app first when no toolkit is given', async () => {
    const { user } = renderModal({ toolkit: undefined, defaultOpen: true, trigger: undefined });
    expect(screen.getByRole('heading', { name: 'Choose an app to connect' })).toBeTruthy();
    const search = await within(dialog()).findByRole('combobox', { name: 'Search apps' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.type(search, 'Acme Status');
    const apps = within(dialog()).getByRole('listbox', { name: 'Apps' });
    await waitFor(() => expect(within(apps).getAllByRole('option')[0]?.textContent).toContain('Acme Status'));
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Choose another app');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('combobox'));
  });

  // Radix is a peer dependency so the app's dialogs and this one share one layer stack.
  it("opens from the app's own Radix dialog: Escape and clicks close only the top one", async () => {
    const user = userEvent.setup();
    renderWithServer(
      serve(),
      <Dialog.Root defaultOpen>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Workspace settings</Dialog.Title>
            <ConnectAccountModal userId="user-1" toolkit="patchbay_noauth_demo" trigger={<button type="button">Connect Acme</button>} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    // By text: while the connect dialog is open, the one beneath is hidden from assistive technology.
    const settings = () => screen.queryByText('Workspace settings')?.closest('[role="dialog"]') ?? null;
    const connect = () => screen.queryByRole('dialog', { name: 'Connect Acme Status' });
    await user.click(screen.getByRole('button', { name: 'Connect Acme' }));
    await waitFor(() => expect(connect()).not.toBeNull());
    await user.click(within(connect()!).getByText('Authentication: No authentication'));
    expect(settings()).not.toBeNull();
    expect(connect()).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(connect()).toBeNull());
    expect(settings()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Acme' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(settings()).toBeNull());
  });

  it("gives focus back to the app's own button when the dialog has no trigger, after Escape and after Cancel", async () => {
    function AppCard() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Connect Acme Status
          </button>
          <ConnectAccountModal userId="user-1" toolkit="patchbay_noauth_demo" open={open} onOpenChange={setOpen} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithServer(kit(), <AppCard />);
    const opener = screen.getByRole('button', { name: 'Connect Acme Status' });
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the new primary action of a card drawn again while the dialog was open, or else to its heading', async () => {
    function AppCard({ afterOpening }: { afterOpening: 'another-button' | 'no-button' }) {
      const [open, setOpen] = useState(false);
      const [opened, setOpened] = useState(false);
      return (
        <article>
          <h3>Acme Status</h3>
          <div>
            {!opened ? (
              <button
                key="connect"
                type="button"
                onClick={() => {
                  setOpen(true);
                  setOpened(true);
                }}
              >
                Connect
              </button>
            ) : afterOpening === 'another-button' ? (
              <button key="add" type="button">
                Add another
              </button>
            ) : null}
          </div>
          <ConnectAccountModal userId="user-1" toolkit="patchbay_noauth_demo" open={open} onOpenChange={setOpen} />
        </article>
      );
    }
    const user = userEvent.setup();
    const view = renderWithServer(kit(), <AppCard afterOpening="another-button" />);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add another' }));
    view.unmount();

    renderWithServer(kit(), <AppCard afterOpening="no-button" />);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Acme Status' }));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('takes messages, unstyled and class names', async () => {
    renderModal({
      defaultOpen: true,
      unstyled: true,
      className: 'my-card',
      messages: { startButton: (app) => `Weiter zu ${app}`, status: { waiting: 'Bitte im neuen Fenster fortfahren.' } },
    });
    const start = await within(dialog()).findByRole('button', { name: 'Weiter zu Acme Status' });
    expect(dialog().className).toBe('my-card');
    expect(dialog().querySelector('[class*="pb-"]')).toBeNull();
    expect(start.getAttribute('data-slot')).toBe('connect-modal-continue');
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeTruthy(); // the rest stays English
  });

  it('keeps its context value while the page re-renders, and gives a new one when the flow moves', async () => {
    stubPopup();
    const { seen, expectSameValueAcrossPageRenders } = renderContextProbe(kit(), useConnectAccountContext, (probe) => (
      // Inline callbacks and options, as an app writes them.
      <ConnectAccountModal.Root userId="user-1" toolkit="patchbay_noauth_demo" flowOptions={{ pollIntervalMs: 60_000 }} onConnected={() => undefined}>
        {probe}
      </ConnectAccountModal.Root>
    ));
    await waitFor(() => expect(seen.at(-1)?.preparing).toBe(false));
    const ready = await expectSameValueAcrossPageRenders();

    act(() => ready.start());
    await waitFor(() => expect(seen.at(-1)?.flow.status).toBe('waiting'));
    const waiting = seen.at(-1)!;
    expect(waiting).not.toBe(ready);
    expect([waiting.start, waiting.chooseToolkit, waiting.onClosed]).toEqual([ready.start, ready.chooseToolkit, ready.onClosed]);
  });

  it.each(['light', 'dark', 'brand'])('has no axe violations in the %s theme', async (theme) => {
    serve({ ui: { theme } });
    const popup = stubPopup();
    const { user } = renderModal();
    await openWithKeyboard(user);
    expect(dialog().getAttribute('data-pb-theme')).toBe(theme);
    const check = async () => {
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
    };
    await check();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusOf()).toBe('waiting'));
    postCallback(await completeHostedPage(popup.location.href));
    await waitFor(() => expect(statusOf()).toBe('active'));
    await check();
  });
});
