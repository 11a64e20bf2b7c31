import type { ConnectedAccount } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionRequest, type ConnectionRequestProps } from '../src/ConnectionRequest';
import { completeHostedPage, connectAccount, postCallback, stubPopup } from '@patchbay/server/testing';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { serve, kit } = serveEachTest('/assistant/chat');

const REASON = 'To check the status page I need access to Acme Status.';

function renderRequest(props: Partial<ConnectionRequestProps> = {}) {
  const onConnected = vi.fn<(account: ConnectedAccount) => void>();
  const element = (extra: Partial<ConnectionRequestProps> = {}) => (
    <ConnectionRequest
      userId="user-1"
      toolkit="patchbay_noauth_demo"
      reason={REASON}
      flowOptions={{ pollIntervalMs: 60_000 }}
      onConnected={onConnected}
      {...props}
      {...extra}
    />
  );
  const view = renderWithServer(kit(), element());
  return { ...view, element, onConnected, user: userEvent.setup() };
}

const card = () => screen.getByRole('group', { name: 'Connection request: Acme Status' });
const stateOf = () => card().getAttribute('data-state');
const liveRegion = () => card().querySelector('[data-slot="live-region"]');
const statusLine = () => card().querySelector('[data-slot="connection-request-status"]')?.textContent;
const button = (name: string) => within(card()).getByRole('button', { name });

/** axe on the card (a chat puts it inside the app's own landmarks). */
async function expectNoAxeViolations() {
  const results = await axe.run(card(), { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

/** Tabs to the Connect button once it can start, and checks it is the only stop. */
async function tabToConnect(user: ReturnType<typeof userEvent.setup>) {
  const connect = await within(await screen.findByRole('group')).findByRole('button', { name: 'Connect Acme Status' });
  await waitFor(() => expect(connect.hasAttribute('aria-busy')).toBe(false));
  await user.tab();
  expect(document.activeElement).toBe(connect);
  return connect;
}

/** The hosted page in the popup: the user connects or cancels, then the callback page posts the outcome. */
async function finishHostedPage(href: string, action: 'connect' | 'cancel' = 'connect') {
  const response = await completeHostedPage(kit(), href, action);
  postCallback(new URL(response.headers.get('location')!));
}

describe('ConnectionRequest', () => {
  it('connects through the popup with the keyboard, then shows Connected and reports the account', async () => {
    const popup = stubPopup();
    const { user, onConnected } = renderRequest();
    const connect = await tabToConnect(user);
    expect(card().getAttribute('aria-describedby')).toBe(within(card()).getByText(REASON).id);
    expect(card().querySelector('img')?.getAttribute('alt')).toBe('');
    expect(stateOf()).toBe('idle');
    await expectNoAxeViolations();

    await user.keyboard('{Enter}');
    expect(window.open).toHaveBeenCalledTimes(1); // inside the keypress, before any response
    await waitFor(() => expect(stateOf()).toBe('waiting'));
    expect(statusLine()).toBe('Finish connecting in the window that opened.');
    expect(liveRegion()?.textContent).toBe('Finish connecting in the window that opened.');
    expect(connect.getAttribute('aria-busy')).toBe('true');
    expect(connect.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(connect);
    expect(button('Cancel')).toBeTruthy();
    await expectNoAxeViolations();

    await finishHostedPage(popup.location.href);
    await waitFor(() => expect(stateOf()).toBe('active'));
    expect(within(card()).getByText('Connected').getAttribute('data-slot')).toBe('status-pill');
    expect(within(card()).queryByRole('button')).toBeNull();
    expect(within(card()).queryByText(REASON)).toBeNull();
    expect(liveRegion()?.textContent).toBe('Acme Status is connected.');
    // The button went away with the state: focus stays on the card, not the page.
    await waitFor(() => expect(document.activeElement).toBe(card()));
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE', user_id: 'user-1' }));
    // It found no auth config and created one vendor-managed config for the toolkit.
    expect((await kit().client.authConfigs.list({ toolkit_slug: 'patchbay_noauth_demo' })).items).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('shows Connected at once when the user already has an ACTIVE account, and reports it once', async () => {
    const account = await connectAccount(serve(), { userId: 'user-1' });
    stubPopup();
    const { onConnected, rerender, element } = renderRequest();
    await waitFor(() => expect(stateOf()).toBe('active'));
    expect(within(card()).getByText('Connected')).toBeTruthy();
    expect(within(card()).queryByRole('button')).toBeNull();
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ id: account.id, status: 'ACTIVE' })));
    // A chat re-renders its history: no second report, no focus taken, no popup.
    // The re-render's effects have run when it returns; what it may have fetched has settled once nothing is in flight.
    rerender(element({ reason: 'Again.' }));
    await waitFor(() => expect(kit().queryClient.isFetching()).toBe(0));
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.body);
    expect(window.open).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('says the user cancelled on the hosted page, and Try again connects', async () => {
    const popup = stubPopup();
    const { user, onConnected } = renderRequest();
    const connect = await tabToConnect(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stateOf()).toBe('waiting'));

    await finishHostedPage(popup.location.href, 'cancel');
    await waitFor(() => expect(stateOf()).toBe('cancelled'));
    expect(statusLine()).toBe('The connection was cancelled.');
    expect(liveRegion()?.textContent).toBe('The connection was cancelled.');
    // The same button, now Try again, keeps the focus.
    expect(button('Try again')).toBe(connect);
    expect(document.activeElement).toBe(connect);
    expect(onConnected).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    const firstLink = popup.location.href;
    popup.closed = false; // the browser opens a new window
    await user.keyboard('{Enter}');
    expect(window.open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(popup.location.href).not.toBe(firstLink));
    await finishHostedPage(popup.location.href);
    await waitFor(() => expect(stateOf()).toBe('active'));
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
  });

  it('cancels from the card with the keyboard and moves focus to Try again', async () => {
    const popup = stubPopup();
    const onExit = vi.fn();
    const { user } = renderRequest({ onExit });
    await tabToConnect(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stateOf()).toBe('waiting'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button('Cancel'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(stateOf()).toBe('cancelled'));
    expect(popup.closed).toBe(true);
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }));
    await waitFor(() => expect(document.activeElement).toBe(button('Try again')));
  });

  it("says why the flow cannot start in plain words, with the service's reason as details", async () => {
    const { client } = serve();
    const { auth_config } = await client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    await client.authConfigs.disable(auth_config.id);
    stubPopup();
    const { user } = renderRequest({ authConfigId: auth_config.id });
    await tabToConnect(user);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(stateOf()).toBe('failed'));
    const detail = `Auth config '${auth_config.id}' is disabled and cannot be used for new connections.`;
    expect(card().querySelector('[data-slot="error-notice-message"]')?.textContent).toBe('Connecting this app is turned off.');
    expect(card().querySelector('[data-slot="error-notice-detail"]')?.textContent).toBe(detail);
    expect(card().querySelector('[data-slot="error-notice-request-id"]')?.textContent).toMatch(/^Request ID: req_\w+$/);
    expect(liveRegion()?.textContent).toBe('The connection failed. Connecting this app is turned off.');
    // No retry can change an admin's decision: the card offers none, and keeps the focus.
    expect(card().querySelector('[data-slot="connection-request-retry"]')).toBeNull();
    expect(card().contains(document.activeElement)).toBe(true);
  });

  it("connects through a tool router session's link when given sessionId", async () => {
    const { client } = serve();
    const session = await client.toolRouter.createSession({ user_id: 'user-1', toolkits: { enable: ['patchbay_noauth_demo'] } });
    const popup = stubPopup();
    const { user, onConnected } = renderRequest({ sessionId: session.session_id });
    await tabToConnect(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stateOf()).toBe('waiting'));
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);

    await finishHostedPage(popup.location.href);
    await waitFor(() => expect(stateOf()).toBe('active'));
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    const account = onConnected.mock.calls[0]![0];
    const toolkits = await client.toolRouter.listToolkits(session.session_id, { is_connected: true });
    expect(toolkits.items.map((toolkit) => toolkit.connected_account?.id)).toEqual([account.id]);
  });

  it("takes the provider's messages, its own messages prop over them, and unstyled", async () => {
    serve({ ui: { messages: { connectionRequest: { connect: (app) => `Mit ${app} verbinden`, label: (app) => `Anfrage: ${app}` } } } });
    const { unmount } = renderRequest({ messages: { label: (app) => `Verbindungsanfrage: ${app}` }, unstyled: true, className: 'my-card' });
    const group = await screen.findByRole('group', { name: 'Verbindungsanfrage: Acme Status' });
    expect(await within(group).findByRole('button', { name: 'Mit Acme Status verbinden' })).toBeTruthy();
    expect(group.className).toBe('my-card');
    expect(group.querySelector('[class*="pb-"]')).toBeNull();
    unmount();

    await connectAccount(kit(), { userId: 'user-2' });
    renderRequest({ userId: 'user-2', messages: { connected: 'Verbunden' } });
    const connected = await screen.findByRole('group', { name: 'Anfrage: Acme Status' });
    expect(await within(connected).findByText('Verbunden')).toBeTruthy();
  });
});
