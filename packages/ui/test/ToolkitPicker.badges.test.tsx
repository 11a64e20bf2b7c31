import type { ConnectedAccount, Toolkit } from '@patchbay/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolkitPicker } from '../src/ToolkitPicker';
import { connectAccount } from '../stories/support/connectAccount';
import { ensureAuthConfig } from '../stories/support/ensureAuthConfig';
import { createTestKit, renderWithServer, type TestKit } from './renderWithServer';

const USER = 'user-badges';
let kit: TestKit | undefined;
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await kit?.close();
  kit = undefined;
});

/** A kit with Notion connected, and Slack connected once whose access then ended (EXPIRED). */
async function kitWithConnections(): Promise<TestKit> {
  kit = createTestKit();
  await connectAccount(kit.client, { toolkit: 'notion', userId: USER, scheme: 'BEARER_TOKEN' }, kit.browserFetch);
  const slackConfig = await ensureAuthConfig(kit.client, 'slack');
  const link = await kit.client.connectedAccounts.link({ auth_config_id: slackConfig, user_id: USER });
  await completeOAuthConsent(link.redirect_url);
  // What a token that can no longer be refreshed leaves; the service has no call that ends access on demand.
  const slack = kit.server.store.get('connected_accounts', link.connected_account_id)!;
  expect(slack).toMatchObject({ status: 'ACTIVE', connected_at: expect.any(String) });
  kit.server.store.put('connected_accounts', { ...slack, status: 'EXPIRED', status_reason: 'The token expired.' });
  return kit;
}

const row = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}\\b`) });
const badgeOf = (name: string) => row(name).querySelector('[data-slot="status-pill"]')?.textContent ?? null;

describe('ToolkitPicker connection badges', () => {
  it('shows Connected for a connected toolkit and Expired with Reconnect for an expired one', async () => {
    await kitWithConnections();
    const onReconnect = vi.fn<(toolkit: Toolkit, account: ConnectedAccount) => void>();
    renderWithServer(kit!, <ToolkitPicker userId={USER} onReconnect={onReconnect} />);

    await waitFor(() => expect(badgeOf('Notion')).toBe('Connected'));
    await waitFor(() => expect(badgeOf('Slack')).toBe('Expired'));
    expect(badgeOf('Gmail')).toBeNull();
    expect(row('Slack').getAttribute('data-connection')).toBe('expired');
    // The badge is part of what a screen reader hears for the option.
    expect(screen.getByRole('option', { name: /^Slack\b.*Expired$/ })).toBe(row('Slack'));

    const reconnect = screen.getByRole('button', { name: 'Reconnect Slack' });
    expect(screen.queryByRole('button', { name: 'Reconnect Notion' })).toBeNull();
    await userEvent.setup().click(reconnect);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    const [toolkit, account] = onReconnect.mock.calls[0]!;
    expect(toolkit.slug).toBe('slack');
    expect(account).toMatchObject({ status: 'EXPIRED', user_id: USER, toolkit: { slug: 'slack' } });
  });

  it('reconnects through the hosted page by itself, and the badge turns Connected', async () => {
    await kitWithConnections();
    const popup = { closed: false, location: { href: 'about:blank' }, close: () => void (popup.closed = true) };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    renderWithServer(kit!, <ToolkitPicker userId={USER} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reconnect Slack' }));
    await waitFor(() => expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/));
    // The user finishes the hosted flow (OAuth consent for Slack) in the popup.
    await completeOAuthConsent(popup.location.href);
    await waitFor(() => expect(badgeOf('Slack')).toBe('Connected'));
    expect(screen.queryByRole('button', { name: 'Reconnect Slack' })).toBeNull();
  });

  it('shows no badge for an attempt the user never finished, even once it expired', async () => {
    let now = Date.now();
    kit = createTestKit({ clock: () => new Date(now) });
    const slackConfig = await ensureAuthConfig(kit.client, 'slack');
    const link = await kit.client.connectedAccounts.link({ auth_config_id: slackConfig, user_id: USER });
    now += 11 * 60 * 1000;
    expect(await kit.client.connectedAccounts.get(link.connected_account_id)).toMatchObject({ status: 'EXPIRED', connected_at: null });
    await connectAccount(kit.client, { toolkit: 'notion', userId: USER, scheme: 'BEARER_TOKEN' }, kit.browserFetch);
    renderWithServer(kit, <ToolkitPicker userId={USER} />);

    await waitFor(() => expect(badgeOf('Notion')).toBe('Connected'));
    expect(badgeOf('Slack')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reconnect Slack' })).toBeNull();
  });

  it('has no axe violations with badges and a Reconnect button', async () => {
    await kitWithConnections();
    const { container } = renderWithServer(kit!, <ToolkitPicker userId={USER} />);
    await waitFor(() => expect(badgeOf('Slack')).toBe('Expired'));
    // The themes are checked in ToolkitPicker.test.tsx; jsdom renders them alike.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    expect(within(screen.getByRole('listbox')).queryAllByRole('button')).toHaveLength(0);
  });
});

/** Hosted page -> the built-in provider's consent screen -> Allow -> back through the callback. */
async function completeOAuthConsent(linkUrl: string): Promise<void> {
  const page = await (await kit!.browserFetch(linkUrl)).text();
  const authorize = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  expect(authorize).toBeTruthy();
  const consent = await (await kit!.browserFetch(authorize!)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    form.set(name!, value!.replaceAll('&amp;', '&'));
  }
  form.set('decision', 'allow');
  const answer = await kit!.browserFetch('http://patchbay.test/oauth/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  let location = answer.headers.get('location');
  while (location && new URL(location).origin === 'http://patchbay.test') {
    location = (await kit!.browserFetch(location)).headers.get('location');
  }
}
