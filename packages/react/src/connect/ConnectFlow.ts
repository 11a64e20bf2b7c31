import type { ConnectedAccount, PatchbayClient } from '@patchbay/client';
import { listenForCallbacks } from './callbackChannel';
import { createNonce, isConnectCallbackMessage, withNonce, type CallbackStatus } from './callbackMessage';
import type { ConnectEvent, ConnectExit, ConnectLink, ConnectSnapshot } from './connectTypes';
import { observePopup } from './observePopup';
import { openBlankPopup, type PopupSize } from './openPopup';
import { clearPendingFlow, savePendingFlow, type PendingFlow } from './pendingFlow';

export interface ConnectFlowOptions {
  client: PatchbayClient;
  flowKey: string;
  mode: 'popup' | 'redirect';
  popupSize: PopupSize;
  pollIntervalMs: number;
  callbackUrl: string;
  navigate: (url: string) => void;
  onChange: (snapshot: ConnectSnapshot) => void;
  onSuccess?: ((account: ConnectedAccount) => void) | undefined;
  onExit?: ((exit: ConnectExit) => void) | undefined;
  onEvent?: ((event: ConnectEvent) => void) | undefined;
}

const POPUP_WATCH_MS = 500;

const FINAL: ReadonlySet<string> = new Set(['active', 'failed', 'expired', 'cancelled']);

type CheckReason = 'poll' | 'callback' | 'popup_closed' | 'expiry';

export const IDLE_SNAPSHOT: ConnectSnapshot = {
  status: 'idle',
  mode: null,
  connectedAccountId: null,
  account: null,
  expiresAt: null,
  error: null,
};

/**
 * One attempt to connect an account, from the click to a final status.
 * Completion is detected three ways, whichever comes first: the callback
 * page's message (posted to the opener or broadcast; origin and nonce
 * checked), polling of the account's status, and the popup being closed.
 * The account's status on the server is always what decides the outcome; a
 * message only prompts a check.
 */
export class ConnectFlow {
  readonly nonce = createNonce();
  #options: ConnectFlowOptions;
  #snapshot: ConnectSnapshot = IDLE_SNAPSHOT;
  #popup: Window | null = null;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #abort = new AbortController();
  #callbackStatus: CallbackStatus | null = null;
  #callbackReceived = false;
  #stopListening: (() => void) | null = null;
  #inflight: Promise<void> | null = null;
  #recheck = false;

  constructor(options: ConnectFlowOptions) {
    this.#options = options;
  }

  get snapshot(): ConnectSnapshot {
    return this.#snapshot;
  }

  get finished(): boolean {
    return FINAL.has(this.#snapshot.status);
  }

  /** Starts the flow. Call synchronously inside the user's click so the popup is allowed. */
  start(createLink: (callbackUrl: string) => Promise<ConnectLink>): void {
    let mode = this.#options.mode;
    if (mode === 'popup') {
      this.#popup = openBlankPopup(`patchbay-connect-${this.nonce}`, this.#options.popupSize);
      if (!this.#popup) {
        mode = 'redirect';
        this.#emit({ type: 'popup_blocked' });
      }
    }
    this.#update({ status: 'opening', mode });
    this.#emit({ type: 'opening', mode });

    createLink(withNonce(this.#options.callbackUrl, this.nonce)).then(
      (link) => this.#linked(link),
      (error: unknown) => this.#finish('failed', 'link_error', error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Picks up a flow that left the page through a full-page redirect and came back. */
  resume(pending: PendingFlow, callbackStatus: CallbackStatus | null): void {
    this.#callbackStatus = callbackStatus;
    clearPendingFlow(pending.nonce);
    this.#update({
      status: 'waiting',
      mode: 'redirect',
      connectedAccountId: pending.connectedAccountId,
      expiresAt: pending.expiresAt,
    });
    this.#emit({ type: 'resumed', connectedAccountId: pending.connectedAccountId });
    this.#watch();
    void this.#check('callback');
  }

  /** Gives up on the flow from the app's side (the account stays INITIATED until it expires). */
  cancel(): void {
    if (!this.finished) this.#finish('cancelled', 'cancelled_by_app');
  }

  /** Stops every timer and listener; closes the popup if still open. */
  dispose(): void {
    this.#abort.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
    window.removeEventListener('message', this.#onMessage);
    this.#stopListening?.();
    this.#stopListening = null;
    if (this.#popup && !this.#popup.closed) this.#popup.close();
    this.#popup = null;
  }

  #linked({ connected_account_id: connectedAccountId, expires_at, redirect_url: url }: ConnectLink): void {
    const expiresAt = expires_at ?? null;
    if (this.finished) return; // cancelled while the link was being created
    this.#update({ connectedAccountId, expiresAt });
    this.#emit({ type: 'link_created', connectedAccountId, expiresAt });

    if (this.#snapshot.mode === 'redirect') {
      const pending: PendingFlow = { nonce: this.nonce, flowKey: this.#options.flowKey, connectedAccountId, expiresAt };
      if (!savePendingFlow(pending)) {
        this.#finish('failed', 'storage_unavailable', new Error('Cannot redirect: sessionStorage is unavailable to resume the flow afterwards.'));
        return;
      }
      this.#update({ status: 'waiting' });
      this.#emit({ type: 'redirecting', url });
      this.#options.navigate(url);
      return;
    }

    if (!this.#popup || this.#popup.closed) {
      this.#finish('cancelled', 'popup_closed');
      return;
    }
    this.#popup.location.href = url;
    this.#update({ status: 'waiting' });
    this.#watch();
  }

  /** Message listeners, polling, popup watch and expiry, until the flow finishes. */
  #watch(): void {
    window.addEventListener('message', this.#onMessage);
    // A broadcast only carries messages between pages of this origin: it can
    // come from the callback page only when that page is of this origin too.
    if (new URL(this.#options.callbackUrl).origin === window.location.origin) {
      this.#stopListening ??= listenForCallbacks((data) => this.#receive(data, window.location.origin));
    }
    const poll = () => {
      this.#later(this.#options.pollIntervalMs, async () => {
        await this.#check('poll');
        if (!this.finished) poll();
      });
    };
    poll();
    if (this.#popup) {
      const popupState = observePopup(this.#popup);
      const watchPopup = () => {
        this.#later(POPUP_WATCH_MS, async () => {
          switch (popupState()) {
            case 'open':
              watchPopup();
              break;
            case 'detached':
              // Cut off by the app's opener policy, not closed: its closing can no
              // longer be seen, so the broadcast, polling or expiry ends the flow.
              this.#popup = null;
              this.#emit({ type: 'popup_detached' });
              break;
            case 'closed':
              this.#emit({ type: 'popup_closed' });
              // The callback may have just completed the flow: ask the server before calling it cancelled.
              await this.#check('popup_closed');
              if (!this.finished) this.#finish('cancelled', 'popup_closed');
              break;
          }
        });
      };
      watchPopup();
    }
    const expiresAt = this.#snapshot.expiresAt ? Date.parse(this.#snapshot.expiresAt) : NaN;
    if (Number.isFinite(expiresAt)) {
      this.#later(Math.max(0, expiresAt - Date.now()), async () => {
        await this.#check('expiry');
        if (!this.finished) this.#finish('expired', 'link_expired');
      });
    }
  }

  #onMessage = (event: MessageEvent): void => this.#receive(event.data, event.origin);

  /** A callback page's message, by postMessage or broadcast: only the callback's origin and this flow's nonce count. */
  #receive(data: unknown, origin: string): void {
    if (this.finished || !isConnectCallbackMessage(data)) return;
    const expectedOrigin = new URL(this.#options.callbackUrl).origin;
    if (origin !== expectedOrigin || data.nonce !== this.nonce) {
      this.#emit({ type: 'message_ignored', origin });
      return;
    }
    if (this.#callbackReceived) return; // the same result, the other way
    this.#callbackReceived = true;
    this.#callbackStatus = data.status;
    this.#emit({ type: 'callback', status: data.status });
    void this.#check('callback');
  }

  /**
   * Reads the account and finishes the flow if its status is final. Checks
   * never overlap: one asked for while another runs is done right after it,
   * and the returned promise settles only then, so a caller can rely on the
   * server's answer as of its own call.
   */
  #check(reason: CheckReason): Promise<void> {
    this.#recheck = true;
    return (this.#inflight ??= (async () => {
      while (this.#recheck && !this.finished) {
        this.#recheck = false;
        await this.#checkOnce(reason);
      }
    })().finally(() => {
      this.#inflight = null;
    }));
  }

  async #checkOnce(reason: CheckReason): Promise<void> {
    const id = this.#snapshot.connectedAccountId;
    if (!id) return;
    let account: ConnectedAccount;
    try {
      account = await this.#options.client.connectedAccounts.get(id, { signal: this.#abort.signal });
    } catch (error) {
      // A failed check is not a failed connection: the next poll tries again.
      if (!this.#abort.signal.aborted) this.#emit({ type: 'check_failed', reason, error: error as Error });
      return;
    }
    if (this.finished) return;
    this.#update({ account });
    const { status, status_reason: statusReason } = account;
    // Anything else (INITIATED): the user is not done yet.
    if (status === 'ACTIVE') this.#finish('active', 'connected');
    else if (status === 'EXPIRED') this.#finish('expired', 'link_expired');
    else if (status === 'FAILED') {
      // A poll may see the account before the callback says it was cancelled: the reason tells too.
      if (this.#callbackStatus === 'cancelled' || /cancel/i.test(statusReason ?? '')) this.#finish('cancelled', 'cancelled_by_user');
      else this.#finish('failed', statusReason ?? 'failed');
    }
  }

  #finish(status: 'active' | 'failed' | 'expired' | 'cancelled', reason: string, error: Error | null = null): void {
    if (this.finished) return;
    this.#update({ status, error });
    this.dispose();
    const { account, connectedAccountId } = this.#snapshot;
    this.#emit({ type: 'finished', status, reason });
    if (status === 'active' && account) this.#options.onSuccess?.(account);
    else if (status !== 'active') this.#options.onExit?.({ status, reason, error, connectedAccountId, account });
  }

  #later(ms: number, task: () => Promise<void> | void): void {
    if (this.#abort.signal.aborted) return;
    this.#timers.push(setTimeout(() => void task(), ms));
  }

  #update(patch: Partial<ConnectSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    this.#options.onChange(this.#snapshot);
  }

  #emit(event: ConnectEvent): void {
    this.#options.onEvent?.(event);
  }
}
