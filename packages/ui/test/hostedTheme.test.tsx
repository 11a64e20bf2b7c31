import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPopup } from '@patchbay/server/testing';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { resolveHostedTheme } from '../src/theme/hostedTheme';
import type { PatchbayUIProviderProps } from '../src/theme/PatchbayUIProvider';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { serve } = serveEachTest('/settings/integrations');

const surfaces: HTMLElement[] = [];

/** A button on a surface of `background`, inside a wrapper of `outer`. */
function buttonOn(background: string, outer = ''): HTMLButtonElement {
  const wrapper = document.createElement('div');
  surfaces.push(wrapper);
  wrapper.style.backgroundColor = outer;
  const surface = document.createElement('div');
  surface.style.backgroundColor = background;
  const button = document.createElement('button');
  surface.append(button);
  wrapper.append(surface);
  document.body.append(wrapper);
  return button;
}

function stubDeviceTheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const surface of surfaces.splice(0)) surface.remove();
});

describe('resolveHostedTheme', () => {
  it('takes the hostedTheme given, then the kit theme when light or dark', () => {
    const dark = buttonOn('rgb(15, 17, 21)');
    expect(resolveHostedTheme('light', 'dark', dark)).toBe('light');
    expect(resolveHostedTheme(undefined, 'dark', buttonOn('rgb(255, 255, 255)'))).toBe('dark');
    expect(resolveHostedTheme(undefined, 'light', dark)).toBe('light');
  });

  it('reads a theme of the app’s own tokens from the surface behind the clicked button', () => {
    expect(resolveHostedTheme(undefined, 'brand', buttonOn('rgb(15, 17, 21)'))).toBe('dark');
    expect(resolveHostedTheme(undefined, 'brand', buttonOn('rgb(255, 250, 245)'))).toBe('light');
    // See-through surfaces are passed over for the first opaque one.
    expect(resolveHostedTheme(undefined, 'brand', buttonOn('rgba(255, 255, 255, 0.1)', 'rgb(23, 26, 33)'))).toBe('dark');
  });

  it('falls back to the device, and to nothing when it cannot tell', () => {
    const unpainted = buttonOn('');
    stubDeviceTheme(true);
    expect(resolveHostedTheme(undefined, undefined, unpainted)).toBe('dark');
    stubDeviceTheme(false);
    expect(resolveHostedTheme(undefined, undefined, unpainted)).toBe('light');
    vi.unstubAllGlobals();
    vi.stubGlobal('matchMedia', undefined);
    expect(resolveHostedTheme(undefined, undefined, null)).toBeUndefined();
  });
});

describe('ConnectAccountModal opens the hosted page in its theme', () => {
  async function openedUrl(ui: Omit<PatchbayUIProviderProps, 'children'>): Promise<URL> {
    const popup = stubPopup();
    const kit = serve({ ui });
    renderWithServer(
      kit,
      <ConnectAccountModal userId="user-1" toolkit="patchbay_noauth_demo" defaultOpen flowOptions={{ pollIntervalMs: 60_000 }} />,
    );
    const dialog = await screen.findByRole('dialog');
    const start = await within(dialog).findByRole('button', { name: 'Continue to Acme Status' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await userEvent.setup().click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    return new URL(popup.location.href);
  }

  it('the provider theme', async () => {
    expect((await openedUrl({ theme: 'dark' })).searchParams.get('theme')).toBe('dark');
  });

  it('the provider hostedTheme over its theme', async () => {
    expect((await openedUrl({ theme: 'brand', hostedTheme: 'light' })).searchParams.get('theme')).toBe('light');
  });
});
