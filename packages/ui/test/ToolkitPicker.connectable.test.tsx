import type { ConnectedAccount } from '@patchbay/client';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ToolkitPicker, type ToolkitPickerProps } from '../src/ToolkitPicker';
import { completeHostedPage } from '@patchbay/server/testing';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { kit } = serveEachTest('/apps');

const TASKS = 'patchbay_oauth_demo'; // OAuth, vendor-managed
const METRICS = 'patchbay_apikey_demo'; // API key, no vendor-managed auth
const STATUS = 'patchbay_noauth_demo'; // no auth
const GMAIL = 'gmail'; // OAuth, vendor-managed
const FOUR = [TASKS, METRICS, STATUS, GMAIL];

const names = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.querySelector('[data-slot="toolkit-picker-name"]')?.textContent);

function renderPicker(props: Partial<ToolkitPickerProps> = {}) {
  return renderWithServer(kit(), <ToolkitPicker userId="user-1" filters={{ toolkits: FOUR, sort_by: 'alphabetically' }} {...props} />);
}

async function settledNames(): Promise<(string | undefined)[]> {
  await waitFor(() => expect(document.querySelector('[data-slot="toolkit-picker"]')?.getAttribute('data-state')).toBe('ready'));
  await waitFor(() => expect(document.querySelector('[data-slot="toolkit-picker-list"]')?.getAttribute('data-state')).not.toBe('refreshing'));
  return names();
}

/** An ACTIVE account of the no-auth app for `userId`, named `alias` when given. */
async function connectStatus(on: TestKit, userId: string, alias?: string): Promise<ConnectedAccount> {
  const configs = await on.client.authConfigs.list({ toolkit_slug: STATUS });
  const authConfigId = configs.items[0]?.id ?? (await on.client.authConfigs.create({ toolkit: { slug: STATUS } })).auth_config.id;
  const link = await on.client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: userId, ...(alias ? { alias } : {}) });
  await completeHostedPage(on, link.redirect_url);
  return on.client.connectedAccounts.get(link.connected_account_id);
}

describe('ToolkitPicker connectableOnly', () => {
  it('lists every app by default, without reading the auth configs', async () => {
    const list = vi.spyOn(kit().client.authConfigs, 'list');
    renderPicker();
    expect(await settledNames()).toEqual(['Acme Metrics', 'Acme Status', 'Acme Tasks', 'Gmail']);
    expect(list).not.toHaveBeenCalled();
  });

  it("leaves out apps that need the project's own credentials, and apps whose auth configs an admin disabled", async () => {
    const gmail = await kit().client.authConfigs.create({ toolkit: { slug: GMAIL } });
    await kit().client.authConfigs.disable(gmail.auth_config.id);
    renderPicker({ connectableOnly: true });
    // Acme Metrics: API key, no config of the project and no vendor-managed auth; Gmail: turned off.
    expect(await settledNames()).toEqual(['Acme Status', 'Acme Tasks']);
  });

  it('lists an app the project has an enabled auth config for, whatever its auth', async () => {
    await kit().client.authConfigs.create({ toolkit: { slug: METRICS }, auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' } });
    renderPicker({ connectableOnly: true, managedAuthConfigs: false });
    // No vendor-managed config may be created: only what needs none, and what the project set up.
    expect(await settledNames()).toEqual(['Acme Metrics', 'Acme Status']);
  });

  it("follows the relay's managedAuthConfigs list", async () => {
    renderPicker({ connectableOnly: true, managedAuthConfigs: [GMAIL] });
    expect(await settledNames()).toEqual(['Acme Status', 'Gmail']);
  });

  it('loads further pages while the filter leaves a page empty, and says empty only at the end', async () => {
    // Alphabetically, one app a page: Acme Metrics (left out), Acme Status, Acme Tasks (left out), Gmail (left out).
    let saidEmpty = false;
    const watch = new MutationObserver(() => {
      saidEmpty ||= document.body.textContent?.includes('No apps match your search.') === true;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderPicker({ connectableOnly: true, managedAuthConfigs: false, pageSize: 1 });
    await waitFor(() => expect(names()).toEqual(['Acme Status']));
    await waitFor(() => expect(document.querySelector('[data-slot="toolkit-picker-loader-row"]')).toBeNull());
    watch.disconnect();
    expect(saidEmpty).toBe(false);
  });

  it('says no app matches when none can be connected', async () => {
    renderPicker({ connectableOnly: true, filters: { toolkits: [METRICS] } });
    expect(await screen.findByText('No apps match your search.')).toBeTruthy();
    expect(names()).toEqual([]);
  });
});

describe("ToolkitPicker: the user's accounts by name", () => {
  const accountsOf = (name: string) =>
    screen.getByRole('option', { name: new RegExp(`^${name}\\b`) }).querySelector('[data-slot="toolkit-picker-item-accounts"]')?.textContent ?? null;

  it('names the accounts of an app with several, or with a named one', async () => {
    await connectStatus(kit(), 'user-1', 'Work');
    await connectStatus(kit(), 'user-1');
    await connectStatus(kit(), 'user-2');
    const { container, rerender } = renderPicker();
    await waitFor(() => expect(accountsOf('Acme Status')).toBe('Work, Account 2'));
    // What a screen reader hears for the option includes them.
    expect(screen.getByRole('option', { name: /^Acme Status\b.*Work, Account 2.*Connected$/ })).toBeTruthy();
    expect(accountsOf('Acme Tasks')).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    // A lone account without a name needs none.
    rerender(<ToolkitPicker userId="user-2" filters={{ toolkits: FOUR, sort_by: 'alphabetically' }} />);
    await waitFor(() => expect(screen.getByRole('option', { name: /^Acme Status\b.*Connected$/ })).toBeTruthy());
    expect(accountsOf('Acme Status')).toBeNull();
  });
});
