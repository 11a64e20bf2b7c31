import type { ConnectedAccount } from '@patchbay/client';

/**
 * The one value a UI renders for a connect flow:
 * idle → opening (creating the link) → waiting (user at the hosted page) →
 * active | failed | expired | cancelled.
 */
export type ConnectStatus = 'idle' | 'opening' | 'waiting' | 'active' | 'failed' | 'expired' | 'cancelled';

export interface ConnectSnapshot {
  status: ConnectStatus;
  /** 'redirect' when the popup was blocked (or redirect mode was asked for). */
  mode: 'popup' | 'redirect' | null;
  connectedAccountId: string | null;
  /** The account as last read from the server. */
  account: ConnectedAccount | null;
  expiresAt: string | null;
  /** Why the flow failed, when an error is the reason (e.g. the link could not be created). */
  error: Error | null;
}

export const IDLE_SNAPSHOT: ConnectSnapshot = {
  status: 'idle',
  mode: null,
  connectedAccountId: null,
  account: null,
  expiresAt: null,
  error: null,
};

/** What a link-creating call returns (a link session, or a tool router session's link). */
export interface ConnectLink {
  redirect_url: string;
  connected_account_id: string;
  expires_at?: string;
}

/** Given to `onExit` when a flow ends without an ACTIVE account. */
export interface ConnectExit {
  status: 'failed' | 'expired' | 'cancelled';
  /** e.g. 'popup_closed', 'link_expired', 'cancelled_by_user', 'link_error', or the account's `status_reason_code` ('access_denied', ...). */
  reason: string;
  error: Error | null;
  connectedAccountId: string | null;
  account: ConnectedAccount | null;
}

/** Everything that happens during a flow, for analytics and debugging. */
export type ConnectEvent =
  | { type: 'opening'; mode: 'popup' | 'redirect' }
  | { type: 'popup_blocked' }
  | { type: 'link_created'; connectedAccountId: string; expiresAt: string | null }
  | { type: 'redirecting'; url: string }
  | { type: 'resumed'; connectedAccountId: string }
  | { type: 'callback'; status: CallbackStatus }
  | { type: 'message_ignored'; origin: string }
  | { type: 'popup_closed' }
  /**
   * The popup reads as closed before it was seen showing the hosted page: the
   * app's `Cross-Origin-Opener-Policy` cut it off (or the user closed it while
   * it loaded). The flow goes on: the callback's broadcast, polling or expiry ends it.
   */
  | { type: 'popup_detached' }
  | { type: 'check_failed'; reason: string; error: Error }
  /**
   * The service could not be told that the flow gave its link up (a service
   * without `connectedAccounts.cancelLink`, or a failed request): the attempt
   * stays pending there until the user finishes it elsewhere or it expires.
   */
  | { type: 'cancel_failed'; error: Error }
  | { type: 'finished'; status: ConnectStatus; reason: string };

/** What the hosted page appends to the callback URL. */
export type CallbackStatus = 'success' | 'failed' | 'cancelled';

/** What the callback page sends the page that started the flow (postMessage or BroadcastChannel). */
export interface ConnectCallbackMessage {
  source: 'patchbay';
  type: 'connect-callback';
  nonce: string;
  status: CallbackStatus;
  connectedAccountId: string | null;
}

/** What a flow connects: the auth config, the user and what the hosted form starts with. */
export interface ConnectInput {
  /** The auth config to connect through. */
  authConfigId?: string;
  /** Your end user's id. */
  userId?: string;
  /** Pre-fills fields of the hosted form (e.g. `{ region: 'eu' }`). */
  connectionData?: Record<string, unknown>;
  /**
   * A label for the account, to tell several accounts of one app apart
   * (e.g. `'Work'`); unique among the user's accounts of the toolkit.
   */
  alias?: string;
  /**
   * The hosted pages' language, a BCP 47 tag (e.g. `'de'`), sent as the link's
   * `locale`; `@patchbay/ui` sets it from its provider's language.
   * @default undefined (the hosted page follows the browser's languages)
   */
  locale?: string;
}
