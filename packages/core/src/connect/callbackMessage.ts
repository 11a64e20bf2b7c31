import { broadcastCallback } from './callbackChannel';
import type { CallbackStatus, ConnectCallbackMessage } from './connectTypes';
import { loadPendingFlow } from './pendingFlow';

/** The query parameter that carries a flow's nonce through the hosted page and back. */
export const NONCE_PARAM = 'pb_connect';

export type { CallbackStatus, ConnectCallbackMessage } from './connectTypes';

export interface CallbackParams {
  nonce: string;
  status: CallbackStatus | null;
  connectedAccountId: string | null;
}

/** A fresh unguessable nonce for one flow. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `callbackUrl` with the flow's nonce added, so the callback page can name its flow. */
export function withNonce(callbackUrl: string, nonce: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set(NONCE_PARAM, nonce);
  return url.toString();
}

/** `url` without the parameters a connect flow added. */
export function withoutCallbackParams(url: string): string {
  const parsed = new URL(url);
  for (const name of [NONCE_PARAM, 'status', 'connected_account_id']) parsed.searchParams.delete(name);
  return parsed.toString();
}

export function readCallbackParams(url: string): CallbackParams | null {
  const params = new URL(url).searchParams;
  const nonce = params.get(NONCE_PARAM);
  if (!nonce) return null;
  const status = params.get('status');
  return {
    nonce,
    status: status === 'success' || status === 'failed' || status === 'cancelled' ? status : null,
    connectedAccountId: params.get('connected_account_id'),
  };
}

/** Whether `data`, as postMessage or a broadcast delivers it (a clone: never a function), is a callback page's message. */
export function isConnectCallbackMessage(data: unknown): data is ConnectCallbackMessage {
  const message = data as Partial<ConnectCallbackMessage> | null | undefined;
  return message?.source === 'patchbay' && message.type === 'connect-callback' && typeof message.nonce === 'string';
}

export interface CompleteConnectCallbackOptions {
  /** Close the popup after passing the result on. @default true */
  close?: boolean;
  /** Origin of the page that opened the popup. @default the callback page's own origin */
  openerOrigin?: string;
}

export interface CallbackResult extends CallbackParams {
  /**
   * 'popup': the result was passed on to the flow's page and the window
   * closes (unless `close: false`); 'redirect': this page resumes the flow itself.
   */
  handledBy: 'popup' | 'redirect';
}

/**
 * Call on the page at your `callback_url`. Back from a full-page redirect it
 * returns the result for `useConnectLink` to resume. Otherwise the page is
 * the connect popup: it posts the result to its opener (only to
 * `openerOrigin`), broadcasts it to the pages of its origin on the
 * BroadcastChannel `'patchbay:connect'` (this gets through when the app's
 * Cross-Origin-Opener-Policy cut the opener off) and closes the popup.
 * Returns null when the page is not a connect callback.
 */
export function completeConnectCallback(options: CompleteConnectCallbackOptions = {}): CallbackResult | null {
  if (typeof window === 'undefined') return null;
  const params = readCallbackParams(window.location.href);
  if (!params) return null;
  // A redirect flow saves itself under its nonce before leaving the tab; a
  // popup flow never does. So that record tells the two apart, also when the
  // popup's opener was cut off, per tab and per nonce (flows in other tabs do
  // not interfere), and read without being taken (a second call, as under
  // StrictMode, answers the same). Without storage no redirect flow can have
  // left: a popup. window.opener cannot tell (null in a cut-off popup, set in
  // a tab another page opened), and an acknowledgement over the channel would
  // make this asynchronous and fail when the opening tab is gone.
  if (loadPendingFlow(params.nonce)) return { ...params, handledBy: 'redirect' };

  const message: ConnectCallbackMessage = {
    source: 'patchbay',
    type: 'connect-callback',
    nonce: params.nonce,
    status: params.status ?? 'failed',
    connectedAccountId: params.connectedAccountId,
  };
  const opener = window.opener as Window | null;
  if (opener && opener !== window) opener.postMessage(message, options.openerOrigin ?? window.location.origin);
  broadcastCallback(message);
  if (options.close !== false) window.close();
  return { ...params, handledBy: 'popup' };
}
