import { describe, expect, it } from 'vitest';
import { observePopup } from '../src/connect/observePopup';

/** A popup whose state each step sets: `href` null stands for a page that cannot be read. */
function fakePopup() {
  const state = { closed: false, href: 'about:blank' as string | null };
  const popup = {
    get closed() {
      return state.closed;
    },
    get location() {
      if (state.href === null) throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      return { href: state.href };
    },
  } as unknown as Window;
  return { popup, state };
}

describe('observePopup', () => {
  it('calls a popup closed once it showed a page of this origin', () => {
    const { popup, state } = fakePopup();
    const read = observePopup(popup);
    expect(read()).toBe('open');
    state.href = 'http://app.test/connect/lt_1';
    expect(read()).toBe('open');
    state.closed = true;
    expect(read()).toBe('closed');
  });

  it('calls a popup closed that still reads the page of this origin it showed', () => {
    const { popup, state } = fakePopup();
    const read = observePopup(popup);
    state.href = 'http://app.test/connect/lt_1';
    state.closed = true;
    expect(read()).toBe('closed');
  });

  it('calls a popup closed once it was seen twice on a page of another origin', () => {
    const { popup, state } = fakePopup();
    const read = observePopup(popup);
    state.href = null;
    expect([read(), read()]).toEqual(['open', 'open']);
    state.closed = true;
    expect(read()).toBe('closed');
  });

  it('calls a popup detached when the browser cut it off in the instant between two reads', () => {
    // What Chromium shows an app with `Cross-Origin-Opener-Policy: same-origin`: open and unreadable for some milliseconds, then closed.
    const { popup, state } = fakePopup();
    const read = observePopup(popup);
    expect(read()).toBe('open');
    state.href = null;
    expect(read()).toBe('open');
    state.closed = true;
    expect(read()).toBe('detached');
    expect(read()).toBe('detached');
  });

  it('calls a popup closed while still blank detached', () => {
    const { popup, state } = fakePopup();
    const read = observePopup(popup);
    expect(read()).toBe('open');
    state.closed = true;
    expect(read()).toBe('detached');
  });
});
