import { html } from './html';
import { renderDocument } from './layout';

export type MessageTone = 'ok' | 'bad' | 'info';

export interface MessagePageOptions {
  title: string;
  message: string;
  tone: MessageTone;
  /** A second line, e.g. what to do next. */
  hint?: string;
}

const ICONS: Record<MessageTone, string> = { ok: '\u2714', bad: '\u2716', info: '\u2139' };

/** A one-message page: the done page and every error page (expired, used, unknown link). */
export function renderMessagePage({ title, message, tone, hint }: MessagePageOptions): string {
  return renderDocument({
    title,
    body: html`<div class="status-icon ${tone === 'info' ? '' : tone}" aria-hidden="true">${ICONS[tone]}</div>
<h1>${title}</h1>
<p class="lead" role="${tone === 'bad' ? 'alert' : 'status'}">${message}</p>
${hint ? html`<p class="lead">${hint}</p>` : ''}`,
  });
}

export type LinkOutcome = 'success' | 'failed' | 'cancelled';

/** Shown when the link has no callback_url to return to; a reconnect that did not succeed left the account as it was. */
export function renderDonePage(outcome: LinkOutcome, toolkitName: string, reason: string | null, reconnect = false): string {
  const close = 'You can close this window.';
  if (outcome === 'success') {
    const message = reconnect ? 'Your account was reconnected successfully.' : 'Your account was connected successfully.';
    return renderMessagePage({ title: `${toolkitName} is connected`, message, tone: 'ok', hint: close });
  }
  if (outcome === 'cancelled') {
    return reconnect
      ? renderMessagePage({ title: 'Reconnection cancelled', message: `Your ${toolkitName} account was left as it was.`, tone: 'info', hint: close })
      : renderMessagePage({ title: 'Connection cancelled', message: `${toolkitName} was not connected.`, tone: 'info', hint: close });
  }
  return renderMessagePage({
    title: reconnect ? `Could not reconnect ${toolkitName}` : `Could not connect ${toolkitName}`,
    message: reason ?? 'The connection failed.',
    tone: 'bad',
    hint: reconnect ? `Your ${toolkitName} account was left as it was. ${close}` : close,
  });
}
