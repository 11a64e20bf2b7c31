import { renderAppMark } from './appMark';
import { html } from './html';
import { renderDocument } from './layout';
import { PLAIN_LOOK, type PageLook } from './pageLook';

export type MessageTone = 'ok' | 'bad' | 'info';

export interface MessagePageOptions {
  title: string;
  message: string;
  tone: MessageTone;
  /** A second line, e.g. what to do next. */
  hint?: string;
  /** The theme, and the app whose logo heads the page when known. @default PLAIN_LOOK */
  look?: PageLook;
}

const ICONS: Record<MessageTone, string> = { ok: '\u2714', bad: '\u2716', info: '\u2139' };

/** A one-message page: the done page and every error page (expired, used, unknown link). */
export function renderMessagePage({ title, message, tone, hint, look = PLAIN_LOOK }: MessagePageOptions): string {
  const logo = look.brand ? html`<div class="logos">${renderAppMark(look.brand)}</div>` : '';
  return renderDocument({
    title,
    look,
    body: html`${logo}
<div class="status-icon ${tone === 'info' ? '' : tone}" aria-hidden="true">${ICONS[tone]}</div>
<h1>${title}</h1>
<p class="lead" role="${tone === 'bad' ? 'alert' : 'status'}">${message}</p>
${hint ? html`<p class="lead">${hint}</p>` : ''}`,
  });
}

export type LinkOutcome = 'success' | 'failed' | 'cancelled';

/** Shown when the link has no callback_url to return to; a reconnect that did not succeed left the account as it was. */
export function renderDonePage(outcome: LinkOutcome, toolkitName: string, reason: string | null, reconnect = false, look = PLAIN_LOOK): string {
  const close = look.brand?.branded ? `You can close this window and go back to ${look.brand.name}.` : 'You can close this window.';
  if (outcome === 'success') {
    const message = reconnect ? 'Your account was reconnected successfully.' : 'Your account was connected successfully.';
    return renderMessagePage({ title: `${toolkitName} is connected`, message, tone: 'ok', hint: close, look });
  }
  if (outcome === 'cancelled') {
    return reconnect
      ? renderMessagePage({
          title: 'Reconnection cancelled',
          message: `Your ${toolkitName} account was left as it was.`,
          tone: 'info',
          hint: close,
          look,
        })
      : renderMessagePage({ title: 'Connection cancelled', message: `${toolkitName} was not connected.`, tone: 'info', hint: close, look });
  }
  return renderMessagePage({
    title: reconnect ? `Could not reconnect ${toolkitName}` : `Could not connect ${toolkitName}`,
    message: reason ?? 'The connection failed.',
    tone: 'bad',
    hint: reconnect ? `Your ${toolkitName} account was left as it was. ${close}` : close,
    look,
  });
}
