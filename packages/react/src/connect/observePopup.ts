/**
 * What the opening page can tell about its popup:
 * - 'open';
 * - 'closed': by the user, or by the callback page when it was done;
 * - 'detached': reads as closed but was never seen past the blank page it
 *   was opened with. An app that sends `Cross-Origin-Opener-Policy:
 *   same-origin` sees that once the popup loads the hosted page (which does
 *   not send it): the browser moves the popup to another browsing context
 *   group and reports it closed to the opener, although the user is still
 *   there. (A user closing the popup while the hosted page loads looks the same.)
 */
export type PopupState = 'open' | 'closed' | 'detached';

/** A reader of the popup's state; it remembers whether the popup was ever seen showing a page. */
export function observePopup(popup: Window): () => PopupState {
  let seenPage = false;
  return () => {
    const closed = popup.closed;
    try {
      if (popup.location.href !== 'about:blank') seenPage = true;
    } catch {
      // A page of another origin. Only proof while open: a cut-off popup throws too.
      if (!closed) seenPage = true;
    }
    if (!closed) return 'open';
    return seenPage ? 'closed' : 'detached';
  };
}
