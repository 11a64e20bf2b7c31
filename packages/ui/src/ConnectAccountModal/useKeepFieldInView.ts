import { useEffect } from 'react';

/** Room left between the focused field and the bar over it (px): the field's focus ring stays visible. */
const CLEARANCE = 8;

/**
 * Scrolls the card so its focused text field shows between its sticky
 * header and its sticky actions, inside the visual viewport (what an
 * on-screen keyboard leaves of the screen).
 */
function reveal(card: HTMLElement, viewport: VisualViewport): void {
  const field = document.activeElement;
  // A field the keyboard types into (the name of the account, the picker's search); buttons sit in the bars.
  if (!field?.matches('input, textarea, select') || !card.contains(field)) return;
  const box = field.getBoundingClientRect();
  const actions = card.querySelector('[data-slot="connect-modal-actions"]')?.getBoundingClientRect();
  const header = card.querySelector('[data-slot="connect-modal-header"]')?.getBoundingClientRect();
  // Client coordinates are the layout viewport's; the visual one may be scrolled within it.
  const visibleTop = viewport.offsetTop;
  const visibleBottom = viewport.offsetTop + viewport.height;
  const lowest = Math.min(visibleBottom, actions && actions.height > 0 ? actions.top : visibleBottom) - CLEARANCE;
  const highest = Math.max(visibleTop, header && header.height > 0 ? header.bottom : visibleTop) + CLEARANCE;
  if (box.bottom > lowest) card.scrollTop += Math.min(box.bottom - lowest, box.top - highest);
  else if (box.top < highest) card.scrollTop -= highest - box.top;
}

/**
 * While the dialog is open: follows `window.visualViewport` (an on-screen
 * keyboard shrinks it, on some browsers without resizing the page) so the
 * sheet sits above the keyboard and fits what is left (`--pb-keyboard-inset`,
 * `--pb-visual-height` on the card), and keeps the focused field in view,
 * clear of the sticky Cancel/Continue bar, when the keyboard opens, the
 * viewport moves or focus moves. Without `visualViewport`, nothing changes.
 */
export function useKeepFieldInView(card: HTMLElement | null): void {
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!card || !viewport) return;
    let frame = 0;
    const fit = () => {
      // The part of the page's bottom the keyboard (or other browser UI) covers.
      const covered = Math.max(0, window.innerHeight - (viewport.offsetTop + viewport.height));
      card.style.setProperty('--pb-keyboard-inset', `${Math.round(covered)}px`);
      card.style.setProperty('--pb-visual-height', `${Math.round(viewport.height)}px`);
      reveal(card, viewport);
    };
    // The new size and focus land before layout settles: measure in the next frame, once per frame.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    fit();
    // One signal ends every listener.
    const listening = new AbortController();
    const { signal } = listening;
    viewport.addEventListener('resize', schedule, { signal });
    viewport.addEventListener('scroll', schedule, { signal });
    card.addEventListener('focusin', schedule, { signal });
    return () => {
      listening.abort();
      cancelAnimationFrame(frame);
      card.style.removeProperty('--pb-keyboard-inset');
      card.style.removeProperty('--pb-visual-height');
    };
  }, [card]);
}
