import { renderAppMark } from './appMark';
import { html } from './html';
import { renderDocument } from './layout';
import { PLAIN_LOOK, type PageLook } from './pageLook';

export type MessageTone = 'ok' | 'bad' | 'info';

export interface MessagePageOptions {
  /** Messages of `look.text`, names marked by its `strong` shown bold. */
  title: string;
  message: string;
  tone: MessageTone;
  /** Further lines, e.g. what to do next. */
  hint?: string | string[];
  /** What a developer needs to know, in English, behind "Details for developers". */
  details?: string | null;
  /** The theme, the language, and the app whose logo heads the page when known. @default PLAIN_LOOK */
  look?: PageLook;
}

const ICONS: Record<MessageTone, string> = { ok: '\u2714', bad: '\u2716', info: '\u2139' };

/** A one-message page: the done page and every error page (expired, used, unknown link). */
export function renderMessagePage({ title, message, tone, hint, details, look = PLAIN_LOOK }: MessagePageOptions): string {
  const { text } = look;
  const logo = look.brand ? html`<div class="logos">${renderAppMark(look.brand, text)}</div>` : '';
  const hints = hint === undefined ? [] : Array.isArray(hint) ? hint : [hint];
  return renderDocument({
    title,
    look,
    body: html`${logo}
<div class="status-icon ${tone === 'info' ? '' : tone}" aria-hidden="true">${ICONS[tone]}</div>
<h1>${text.rich(title)}</h1>
<p class="lead" role="${tone === 'bad' ? 'alert' : 'status'}">${text.rich(message)}</p>
${hints.map((line) => html`<p class="lead">${text.rich(line)}</p>`)}
${details ? html`<details class="dev"><summary>${text.m.detailsForDevelopers}</summary><p${text.englishOnly}>${details}</p></details>` : ''}`,
  });
}

export type LinkOutcome = 'success' | 'failed' | 'cancelled';

/** Why a link failed, as its done page tells it: in the page's language, with the reason the app got for developers. */
export interface LinkFailure {
  kind: 'access_denied' | 'provider_failed' | 'sign_in_failed';
  /** The reason stored on the account (English), shown under "Details for developers". */
  reason: string;
}

/** Shown when the link has no callback_url to return to; a reconnect that did not succeed left the account as it was. */
export function renderDonePage(outcome: LinkOutcome, toolkitName: string, failure: LinkFailure | null, reconnect = false, look = PLAIN_LOOK): string {
  const { text } = look;
  const { m } = text;
  const toolkit = text.name(toolkitName);
  const close = look.brand?.branded ? m.closeWindowBackTo(text.name(look.brand.name)) : m.closeWindow;
  if (outcome === 'success') {
    const message = reconnect ? m.reconnectedMessage : m.connectedMessage;
    return renderMessagePage({ title: m.connectedTitle(toolkit), message, tone: 'ok', hint: close, look });
  }
  if (outcome === 'cancelled') {
    return reconnect
      ? renderMessagePage({ title: m.reconnectionCancelledTitle, message: m.leftAsItWas(toolkit), tone: 'info', hint: close, look })
      : renderMessagePage({ title: m.connectionCancelledTitle, message: m.notConnected(toolkit), tone: 'info', hint: close, look });
  }
  const message =
    failure?.kind === 'access_denied'
      ? m.accessDenied(toolkit)
      : failure?.kind === 'provider_failed'
        ? m.providerFailed(toolkit)
        : failure?.kind === 'sign_in_failed'
          ? m.signInFailed(toolkit)
          : m.connectionFailed;
  return renderMessagePage({
    title: reconnect ? m.couldNotReconnect(toolkit) : m.couldNotConnect(toolkit),
    message,
    tone: 'bad',
    hint: reconnect ? [m.leftAsItWas(toolkit), close] : close,
    details: failure && failure.reason !== text.plain(message) ? failure.reason : null,
    look,
  });
}
