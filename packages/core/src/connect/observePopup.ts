/**
 * What the opening page can tell about its popup:
 * - 'open';
 * - 'closed': by the user, or by the callback page when it was done;
 * - 'detached': reads as closed but was never seen showing a page past the
 *   blank one it was opened with. An app that sends
 *   `Cross-Origin-Opener-Policy: same-origin` sees that once the popup loads
 *   the hosted page (which does not send it): the browser moves the popup to
 *   another browsing context group and reports it closed to the opener,
 *   although the user is still there. (A user closing the popup while the
 *   hosted page loads looks the same.)
 */
export type PopupState = 'open' | 'closed' | 'detached';

/**
 * A reader of the popup's state; it remembers whether the popup was ever
 * seen showing a page. A page of this origin is proof at once. A page of
 * another origin cannot be read, and neither can a popup in the instant the
 * browser cuts it off (it still reads open then, and closed a few
 * milliseconds later), so an unreadable popup counts only once it has been
 * seen open and unreadable twice.
 */
export function observePopup(popup: Window): () => PopupState {
  let seenPage = false;
  let unreadableReads = 0;
  return () => {
    const closed = popup.closed;
    try {
      seenPage ||= popup.location.href !== 'about:blank';
    } catch {
      // Unreadable: another origin's page, or the instant of a cut-off.
      seenPage ||= !closed && ++unreadableReads >= 2;
    }
    return closed ? (seenPage ? 'closed' : 'detached') : 'open';
  };
}
