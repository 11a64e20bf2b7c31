import type { HostedTheme } from './hostedTheme';

export interface PopupSize {
  width: number;
  height: number;
}

export const DEFAULT_POPUP_SIZE: PopupSize = { width: 500, height: 700 };

/** The placeholder's colours: a dark app's popup does not flash white before the hosted page loads. */
const PLACEHOLDER_COLOURS: Record<HostedTheme, string> = {
  light: 'color:#555;background:#fff',
  dark: 'color:#c4c8d0;background:#121317',
};

/**
 * Opens a blank, centred popup. Must run synchronously inside the user's
 * click: browsers block popups opened after an await. Returns null when blocked.
 */
export function openBlankPopup(name: string, size: PopupSize, theme: HostedTheme = 'light'): Window | null {
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
    // A blank window reads as broken while the link is created: say what is happening.
    popup.document.title = 'Connecting…';
    popup.document.body.style.cssText = `font:15px system-ui,sans-serif;${PLACEHOLDER_COLOURS[theme]};display:grid;place-items:center;height:100vh;margin:0`;
    popup.document.body.textContent = 'Connecting…';
  } catch {
    // Not same-origin or no document (some embedded browsers): the text is only a nicety.
  }
  return popup;
}
