import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectToolkit } from '../src/connect/useConnectToolkit';
import { serveConnectTests } from './connectTestKit';
import type { TestKit } from './renderWithServer';

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(() => {
  kit = tests.kit();
});

/** A same-origin popup with a real, empty document, as `window.open('')` gives one: what the kit paints first is in it. */
function stubBlankPopup(): Document {
  const document = window.document.implementation.createHTMLDocument('');
  const popup = { closed: false, document, location: { href: 'about:blank' }, close: () => undefined };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return document;
}

describe('the connect popup before the hosted page loads', () => {
  it("shows the app's name and a progress bar at once, inside the click", async () => {
    const hook = renderHook(() => useConnectToolkit({ toolkit: 'patchbay_apikey_demo', userId: 'user-1', pollIntervalMs: 60_000 }), {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    const popup = stubBlankPopup();
    act(() => hook.result.current.connect());

    // Synchronously, before any request: no blank page while the link is made.
    expect(popup.title).toBe('Connecting Acme Metrics…');
    expect(popup.querySelector('h1')?.textContent).toBe('Acme Metrics');
    const progress = popup.querySelector('progress');
    expect(progress?.getAttribute('aria-label')).toBe('Connecting Acme Metrics…');
    expect(progress?.hasAttribute('value')).toBe(false); // indeterminate: the browser animates it
    expect(popup.body.textContent).toContain('Connecting Acme Metrics…');
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
  });

  it('says "Connecting…" with the progress bar when no app name is known', async () => {
    const hook = renderHook(
      () => useConnectToolkit({ toolkit: 'patchbay_apikey_demo', userId: 'user-1', pollIntervalMs: 60_000, appName: () => undefined }),
      {
        wrapper: kit.wrapper,
      },
    );
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    const popup = stubBlankPopup();
    act(() => hook.result.current.connect());
    expect(popup.title).toBe('Connecting…');
    expect(popup.querySelector('h1')).toBeNull();
    expect(popup.querySelector('progress')).not.toBeNull();
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
  });
});
