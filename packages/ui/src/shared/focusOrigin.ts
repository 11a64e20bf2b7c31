/**
 * Where focus was when a dialog opened: the element and the parts of the page around it, so focus
 * can go back there on close even when the element itself was drawn again meanwhile (a card that
 * turned "Connect" into "Add another").
 */
export interface FocusOrigin {
  element: HTMLElement;
  /** Its ancestors, nearest first, up to (not including) the body. */
  ancestors: HTMLElement[];
}

/** What takes focus with Tab: the first of these in a part of the page is where focus goes back to. */
const TABBABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The element that has focus now, or null when nothing does (the body) or there is no page (server rendering). */
export function rememberFocus(): FocusOrigin | null {
  if (typeof document === 'undefined') return null;
  const doc = document;
  const element = doc.activeElement;
  if (!(element instanceof HTMLElement) || element === doc.body) return null;
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== doc.body; node = node.parentElement) ancestors.push(node);
  return { element, ancestors };
}

/**
 * Where focus goes back to: the element when it is still on the page; else, in the nearest of its
 * ancestors still there, the first control (its new primary action) or else its heading (made
 * focusable from script only); null when none of them is left.
 */
export function focusTargetOf(origin: FocusOrigin | null): HTMLElement | null {
  if (!origin) return null;
  if (origin.element.isConnected) return origin.element;
  for (const ancestor of origin.ancestors) {
    if (!ancestor.isConnected) continue;
    const control = ancestor.querySelector<HTMLElement>(TABBABLE);
    if (control) return control;
    const heading = ancestor.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      return heading;
    }
  }
  return null;
}
