import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostedTheme } from '@patchbay/core';
import { useConnectLink, type UseConnectLinkOptions } from '../src/connect/useConnectLink';
import { completeHostedPage, postCallback, stubPopup } from '@patchbay/server/testing';
import { serveConnectTests } from './connectTestKit';
import type { TestKit } from './renderWithServer';

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(() => {
  kit = tests.kit();
});

async function noAuthConfig(): Promise<string> {
  return (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
}

function renderConnect(options: UseConnectLinkOptions) {
  return renderHook(() => useConnectLink(options), { wrapper: kit.wrapper });
}

/** The theme the hosted page at `url` renders in (its root's data-theme). */
async function pageTheme(url: string): Promise<string | undefined> {
  const html = await (await kit.browserFetch(url)).text();
  return /<html lang="en" data-theme="([a-z]+)" dir="ltr">/.exec(html)?.[1];
}

describe('useConnectLink: the hosted page in the app theme', () => {
  it('opens the popup at the hosted page with theme=dark, and the page is dark through to the end', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await noAuthConfig(), userId: 'user-1', pollIntervalMs: 60_000, theme: 'dark' });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));

    const opened = new URL(popup.location.href);
    expect(opened.pathname).toMatch(/^\/connect\/lt_/);
    expect(opened.searchParams.get('theme')).toBe('dark');
    expect(await pageTheme(opened.href)).toBe('dark');

    const done = await completeHostedPage(kit, opened.href);
    expect(done.status).toBe(303);
    act(() => postCallback(new URL(done.headers.get('location')!)));
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
  });

  it('redirects with the theme a function gives at the click, not at render', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    let appTheme: HostedTheme = 'dark';
    const hook = renderConnect({ authConfigId: await noAuthConfig(), userId: 'u', navigate, theme: () => appTheme });
    appTheme = 'light'; // the app switched after the last render
    act(() => hook.result.current.connect());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const url = new URL(navigate.mock.calls[0]![0] as string);
    expect(url.searchParams.get('theme')).toBe('light');
    expect(hook.result.current.mode).toBe('redirect');
    expect(await pageTheme(url.href)).toBe('light');
  });

  it('adds nothing without a theme: the page follows the device', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await noAuthConfig(), userId: 'u', pollIntervalMs: 60_000 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    expect(new URL(popup.location.href).searchParams.has('theme')).toBe(false);
    expect(await pageTheme(popup.location.href)).toBe('auto');
  });

  it('leaves the app’s own callback URL alone when a reconnect needs no page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    const callbackUrl = `${window.location.origin}/settings/integrations`;
    const createLink = () =>
      Promise.resolve({ connected_account_id: 'ca_x', redirect_url: `${callbackUrl}?status=success&connected_account_id=ca_x` });
    const hook = renderConnect({ userId: 'u', navigate, createLink, callbackUrl, theme: 'dark' });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(new URL(navigate.mock.calls[0]![0] as string).searchParams.has('theme')).toBe(false);
  });
});
