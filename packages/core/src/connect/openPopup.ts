import type { HostedTheme } from './hostedTheme';

export interface PopupSize {
  width: number;
  height: number;
}

export const DEFAULT_POPUP_SIZE: PopupSize = { width: 500, height: 700 };

/** The placeholder's colours: a dark app's popup does not flash white before the hosted page loads. */
const PLACEHOLDER_COLOURS: Record<HostedTheme, string> = {
  light: 'color-scheme:light;color:#555;background:#fff',
  dark: 'color-scheme:dark;color:#c4c8d0;background:#121317',
};
/** No theme asked for: the device's light or dark, as the hosted page will be. */
const DEVICE_COLOURS = 'color-scheme:light dark;color:CanvasText;background:Canvas';

/**
 * Opens a centred popup showing, at once, the app being connected and a
 * progress bar, while the link is made and the hosted page loads. Must run
 * synchronously inside the user's click: browsers block popups opened after
 * an await. Returns null when blocked.
 */
export function openBlankPopup(name: string, size: PopupSize, theme?: HostedTheme, appName?: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  const features = `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
  let popup: Window | null = null;
  try {
    popup = window.open('', name, features);
  } catch {
    return null;
  }
  if (!popup || popup.closed) return null;
  try {
    paintPlaceholder(popup.document, theme, appName);
  } catch {
    // Not same-origin or no document (some embedded browsers): the placeholder is only a nicety.
  }
  return popup;
}

/**
 * The popup's first paint, drawn from the opener without a request: the
 * app's name, an indeterminate progress bar (the browser animates it, with no
 * style sheet, which an app's Content-Security-Policy may forbid here) and the words.
 */
function paintPlaceholder(document: Document, theme: HostedTheme | undefined, appName: string | undefined): void {
  const words = appName ? `Connecting ${appName}…` : 'Connecting…';
  document.title = words;
  const { body } = document;
  body.style.cssText = `font:15px system-ui,sans-serif;${theme ? PLACEHOLDER_COLOURS[theme] : DEVICE_COLOURS};display:grid;place-content:center;justify-items:center;gap:12px;height:100vh;margin:0`;
  const progress = document.createElement('progress');
  progress.setAttribute('aria-label', words);
  body.replaceChildren(progress, words);
  if (!appName) return;
  const heading = document.createElement('h1');
  heading.textContent = appName;
  heading.style.cssText = 'margin:0;font-size:20px';
  body.prepend(heading);
}
