import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { connectNamedAccount, NO_AUTH_APP } from './connectNamedAccount';
import { renderWithServer, serveEachTest } from './renderWithServer';

const { kit } = serveEachTest('/settings/integrations');

/** A phone's visual viewport: an on-screen keyboard shortens it (and may scroll it) without resizing the page. */
class FakeVisualViewport extends EventTarget {
  width = 360;
  height = 812;
  offsetTop = 0;
  offsetLeft = 0;
  pageTop = 0;
  pageLeft = 0;
  scale = 1;
  /** The keyboard opens: the browser says so with a resize. */
  shorten(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

let viewport: FakeVisualViewport;
const innerHeight = window.innerHeight;
beforeEach(() => {
  viewport = new FakeVisualViewport();
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 812 });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'visualViewport');
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
});

const dialog = () => screen.getByRole('dialog');
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name this account (optional)' });
/**
 * Where the page would draw a part (jsdom lays nothing out): the tests say what a 360 × 812 phone shows.
 * A part inside the card's scrolling content (`scrolls`) moves up as the card scrolls down, as in a browser.
 */
function placeAt(element: Element, top: number, bottom: number, scrolls?: HTMLElement) {
  element.getBoundingClientRect = () => {
    const by = scrolls?.scrollTop ?? 0;
    return DOMRect.fromRect({ x: 0, y: top - by, width: 360, height: bottom - top });
  };
}

async function openWithNameField() {
  await connectNamedAccount(kit(), 'user-1', 'Work');
  renderWithServer(kit(), <ConnectAccountModal userId="user-1" toolkit={NO_AUTH_APP} defaultOpen flowOptions={{ pollIntervalMs: 60_000 }} />);
  await waitFor(() => expect(nameField()).toBeTruthy());
  return dialog();
}

describe('ConnectAccountModal under an on-screen keyboard', () => {
  it('sits above the keyboard and scrolls the focused name field out from under the sticky Cancel/Continue bar', async () => {
    const card = await openWithNameField();
    await userEvent.setup().click(nameField());
    // The keyboard takes the screen's lower 372 px: the sheet's bottom (its actions) moves up to 440, the field is under them.
    placeAt(card.querySelector('[data-slot="connect-modal-header"]')!, 0, 60);
    placeAt(card.querySelector('[data-slot="connect-modal-actions"]')!, 380, 440);
    placeAt(nameField(), 400, 444, card);
    act(() => viewport.shorten(440));

    await waitFor(() => expect(card.style.getPropertyValue('--pb-keyboard-inset')).toBe('372px'));
    expect(card.style.getPropertyValue('--pb-visual-height')).toBe('440px');
    // Scrolled until the field's bottom is 8 px above the bar: 444 - (380 - 8).
    await waitFor(() => expect(card.scrollTop).toBe(72));
  });

  it('brings a field focused while the keyboard is open into the space between the header and the actions', async () => {
    const card = await openWithNameField();
    placeAt(card.querySelector('[data-slot="connect-modal-header"]')!, 0, 60);
    placeAt(card.querySelector('[data-slot="connect-modal-actions"]')!, 380, 440);
    act(() => viewport.shorten(440));
    await waitFor(() => expect(card.style.getPropertyValue('--pb-keyboard-inset')).toBe('372px'));
    card.scrollTop = 100;
    // Scrolled up under the sticky header (at 30 px): focusing it brings it back down, 8 px under the header.
    placeAt(nameField(), 130, 174, card);
    act(() => nameField().focus());
    await waitFor(() => expect(card.scrollTop).toBe(62));
  });

  it('lets go of the viewport when the dialog closes', async () => {
    const card = await openWithNameField();
    act(() => viewport.shorten(440));
    await waitFor(() => expect(card.style.getPropertyValue('--pb-keyboard-inset')).toBe('372px'));
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing listens any more: a resize after closing reaches no card.
    expect(card.style.getPropertyValue('--pb-keyboard-inset')).toBe('');
  });
});
