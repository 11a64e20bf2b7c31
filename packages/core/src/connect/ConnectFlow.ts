import type { ConnectedAccount, PatchbayClient } from '@patchbay/client';
import { listenForCallbacks } from './callbackChannel';
import { isConnectCallbackMessage, withNonce, withoutCallbackParams, type CallbackStatus } from './callbackMessage';
import type { ConnectStoreOptions } from './connectOptions';
import { IDLE_SNAPSHOT, type ConnectEvent, type ConnectInput, type ConnectLink, type ConnectSnapshot } from './connectTypes';
import { withHostedTheme, type HostedTheme } from './hostedTheme';
import { observePopup } from './observePopup';
import { clearPendingFlow, savePendingFlow, type PendingFlow } from './pendingFlow';

export interface ConnectFlowOptions {
  /** The store's options, read at each step: the app's callbacks as they are when each is called. */
  appOptions: () => ConnectStoreOptions;
  /** Names the flow in the callback URL (the caller made it to name the popup it opened too), or the redirect flow it resumes. */
  nonce: string;
  /** Which store resumes the flow after a redirect. */
  flowKey: string;
  mode: 'popup' | 'redirect';
  /** Asked of the hosted page (`theme=`) in the URL the flow opens. @default undefined: the page follows the device */
  theme?: HostedTheme | undefined;
  onChange: (snapshot: ConnectSnapshot) => void;
}

/** The default link: a link session of `authConfigId` for `userId`. */
export function linkAccount(client: PatchbayClient, input: ConnectInput, callbackUrl: string): Promise<ConnectLink> {
  const { authConfigId, userId, connectionData, alias } = input;
  if (!authConfigId || !userId) {
    return Promise.reject(new Error('useConnectLink: authConfigId and userId are required to create a link.'));
  }
  return client.connectedAccounts.link({
    auth_config_id: authConfigId,
    user_id: userId,
    callback_url: callbackUrl,
    // Sent as JSON: a field left undefined is not sent.
    connection_data: connectionData || undefined,
    alias: alias || undefined,
  });
}

/** `callbackUrl` as the hosted page would return it, for a reconnect that needed no user step. */
export function finishedCallbackUrl(callbackUrl: string, connectedAccountId: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('status', 'success');
  url.searchParams.set('connected_account_id', connectedAccountId);
  return url.toString();
}

type CheckReason = 'poll' | 'callback' | 'popup_closed' | 'expiry';

/** One attempt to connect an account (see `createConnectFlow`). */
export interface ConnectFlow {
  readonly nonce: string;
  /**
   * Starts the flow for `input` (the options' fields fill in what it leaves
   * out) in `popup`, which the caller opened inside the user's
   * click (`openBlankPopup`; browsers block popups opened after an await);
   * null when it was blocked or in redirect mode.
   */
  start(input: ConnectInput, popup: Window | null): void;
  /** Picks up a flow that left the page through a full-page redirect and came back. */
  resume(pending: PendingFlow, callbackStatus: CallbackStatus | null): void;
  /**
   * Gives up on the flow from the app's side. A link already made is given
   * up at the service too (`connectedAccounts.cancelLink`), as the hosted
   * page's Cancel would: a reconnect's account gets back what it had.
   */
  cancel(): void;
  /** Stops every timer and listener; closes the popup if still open. */
  dispose(): void;
}

/**
 * One attempt to connect an account, from the click to a final status.
 * Completion is detected three ways, whichever comes first: the callback
 * page's message (posted to the opener or broadcast; origin and nonce
 * checked), polling of the account's status, and the popup being closed.
 * The account's status on the server is always what decides the outcome; a
 * message only prompts a check.
 */
export function createConnectFlow(options: ConnectFlowOptions): ConnectFlow {
  const { nonce, onChange, appOptions } = options;
  const initial = appOptions();
  const callbackUrl = initial.callbackUrl ?? withoutCallbackParams(window.location.href);
  const pollIntervalMs = initial.pollIntervalMs ?? 2000;
  const abort = new AbortController();
  let snapshot = IDLE_SNAPSHOT;
  let popup: Window | null = null;
  // `dispose` clears them; `later` starts none after it.
  const timers: ReturnType<typeof setTimeout>[] = [];
  let callbackStatus: CallbackStatus | null = null;
  let callbackReceived = false;
  let stopListening: (() => void) | null = null;
  let inflight: Promise<void> | null = null;
  let recheck = false;
  /** Set by `finish`, the one way to a final status. */
  let finished = false;

  function update(patch: Partial<ConnectSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    onChange(snapshot);
  }

  function emit(event: ConnectEvent): void {
    appOptions().onEvent?.(event);
  }

  function later(ms: number, task: () => Promise<void> | void): void {
    if (!abort.signal.aborted) timers.push(setTimeout(() => void task(), ms));
  }

  function dispose(): void {
    abort.abort();
    for (const timer of timers) clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    stopListening?.();
    stopListening = null;
    if (popup && !popup.closed) popup.close();
    popup = null;
  }

  /**
   * Gives up the link named by `expiresAt` at the service, as the hosted
   * page's Cancel does, so a reconnect's account gets back the status it had
   * now rather than when the link expires. Resolves with the account as the
   * service then answers it, or null: a service without this call (the
   * vendor's) or a failed request leaves the attempt pending there, and the
   * kit shows an attempt no flow of the page waits on as the account was
   * before it (`connectionStateOf` in @patchbay/react).
   */
  function release(connectedAccountId: string | null, expiresAt: string | null): Promise<ConnectedAccount | null> {
    if (!connectedAccountId || expiresAt === null) return Promise.resolve(null);
    // In a `then`: a client without the call throws there, not in the caller.
    return Promise.resolve()
      .then(() => appOptions().client.connectedAccounts.cancelLink(connectedAccountId, { expires_at: expiresAt }))
      .catch((error: unknown) => {
        emit({ type: 'cancel_failed', error: error as Error });
        return null;
      });
  }

  function finish(status: 'active' | 'failed' | 'expired' | 'cancelled', reason: string, error: Error | null = null): void {
    if (finished) return;
    finished = true;
    update({ status, error });
    dispose();
    const settle = () => {
      const { account, connectedAccountId } = snapshot;
      emit({ type: 'finished', status, reason });
      const listeners = appOptions();
      listeners.onSettled?.(connectedAccountId);
      if (status === 'active' && account) listeners.onSuccess?.(account);
      else if (status !== 'active') listeners.onExit?.({ status, reason, error, connectedAccountId, account });
    };
    // Given up here (the window closed, the app cancelled), not on the hosted page: the service hears of it
    // before anyone is told the account may have changed.
    if (status === 'cancelled' && reason !== 'cancelled_by_user' && snapshot.connectedAccountId) {
      void release(snapshot.connectedAccountId, snapshot.expiresAt).then((account) => {
        if (account) update({ account });
        settle();
      });
    } else {
      settle();
    }
  }

  async function checkOnce(reason: CheckReason): Promise<void> {
    const id = snapshot.connectedAccountId;
    if (!id) return;
    let account: ConnectedAccount;
    try {
      account = await appOptions().client.connectedAccounts.get(id, { signal: abort.signal });
    } catch (error) {
      // A failed check is not a failed connection: the next poll tries again.
      if (!abort.signal.aborted) emit({ type: 'check_failed', reason, error: error as Error });
      return;
    }
    if (finished) return;
    update({ account });
    const link = account.latest_link;
    let { status, status_reason_code: reasonCode }: { status: string; status_reason_code: string | null } = account;
    if (link && snapshot.expiresAt !== null && link.expires_at === snapshot.expiresAt && link.status !== 'SUPERSEDED') {
      // This flow's own link (the account's newest, same expiry) decides: a reconnect keeps the account's status
      // while the user is on the hosted page and puts it back when they give up, so the status alone cannot tell.
      // A SUPERSEDED link was replaced by a newer one or removed with the account: the account's status tells.
      ({ status, reason_code: reasonCode } = link);
    } else if ((status === 'EXPIRED' || status === 'FAILED') && (callbackStatus === 'cancelled' || reasonCode === 'cancelled_by_user')) {
      // A poll may see the account before the callback says it was cancelled: the reason code tells too.
      status = 'CANCELLED';
    }
    // Anything else (INITIATED, a PENDING link): the user is not done yet.
    if (status === 'ACTIVE' || status === 'COMPLETED') finish('active', 'connected');
    else if (status === 'CANCELLED') finish('cancelled', 'cancelled_by_user');
    else if (status === 'EXPIRED') finish('expired', 'link_expired');
    else if (status === 'FAILED') finish('failed', reasonCode ?? account.status_reason ?? 'failed');
  }

  /**
   * Reads the account and finishes the flow if its status is final. Checks
   * never overlap: one asked for while another runs is done right after it,
   * and the returned promise settles only then, so a caller can rely on the
   * server's answer as of its own call.
   */
  function check(reason: CheckReason): Promise<void> {
    recheck = true;
    return (inflight ??= (async () => {
      while (recheck && !finished) {
        recheck = false;
        await checkOnce(reason);
      }
    })().finally(() => {
      inflight = null;
    }));
  }

  /** A callback page's message, by postMessage or broadcast: only the callback's origin and this flow's nonce count. */
  function receive(data: unknown, origin: string): void {
    if (finished || !isConnectCallbackMessage(data)) return;
    const expectedOrigin = new URL(callbackUrl).origin;
    if (origin !== expectedOrigin || data.nonce !== nonce) {
      emit({ type: 'message_ignored', origin });
      return;
    }
    if (callbackReceived) return; // the same result, the other way
    callbackReceived = true;
    callbackStatus = data.status;
    emit({ type: 'callback', status: data.status });
    void check('callback');
  }

  function onMessage(event: MessageEvent): void {
    receive(event.data, event.origin);
  }

  /** Message listeners, polling, popup watch and expiry, until the flow finishes. */
  function watch(): void {
    window.addEventListener('message', onMessage);
    // A broadcast only carries messages between pages of this origin: it can
    // come from the callback page only when that page is of this origin too.
    if (new URL(callbackUrl).origin === window.location.origin) {
      stopListening ??= listenForCallbacks((data) => receive(data, window.location.origin));
    }
    const poll = () => {
      later(pollIntervalMs, async () => {
        await check('poll');
        if (!finished) poll();
      });
    };
    poll();
    if (popup) {
      const POPUP_WATCH_MS = 500;
      const popupState = observePopup(popup);
      const watchPopup = () => {
        later(POPUP_WATCH_MS, async () => {
          const state = popupState();
          if (state === 'open') watchPopup();
          else if (state === 'detached') {
            // Cut off by the app's opener policy, not closed: its closing can no
            // longer be seen, so the broadcast, polling or expiry ends the flow.
            popup = null;
            emit({ type: 'popup_detached' });
          } else {
            emit({ type: 'popup_closed' });
            // The callback may have just completed the flow: ask the server before calling it cancelled.
            await check('popup_closed');
            finish('cancelled', 'popup_closed');
          }
        });
      };
      watchPopup();
    }
    const expiresAt = Date.parse(snapshot.expiresAt ?? '');
    if (Number.isFinite(expiresAt)) {
      later(Math.max(0, expiresAt - Date.now()), async () => {
        await check('expiry');
        finish('expired', 'link_expired');
      });
    }
  }

  function linked({ connected_account_id: connectedAccountId, expires_at, redirect_url: redirectUrl }: ConnectLink): void {
    const expiresAt = expires_at ?? null;
    const url = withHostedTheme(redirectUrl, options.theme, callbackUrl);
    if (finished) {
      // Cancelled while the link was being created: nobody will use it.
      void release(connectedAccountId, expiresAt);
      return;
    }
    update({ connectedAccountId, expiresAt });
    emit({ type: 'link_created', connectedAccountId, expiresAt });

    if (snapshot.mode === 'redirect') {
      const pending: PendingFlow = { nonce, flowKey: options.flowKey, connectedAccountId, expiresAt };
      if (savePendingFlow(pending)) {
        update({ status: 'waiting' });
        emit({ type: 'redirecting', url });
        (appOptions().navigate ?? ((to: string) => window.location.assign(to)))(url);
      } else {
        finish('failed', 'storage_unavailable', new Error('Cannot redirect: sessionStorage is unavailable to resume the flow afterwards.'));
      }
    } else if (popup && !popup.closed) {
      popup.location.href = url;
      update({ status: 'waiting' });
      watch();
    } else {
      finish('cancelled', 'popup_closed');
    }
  }

  return {
    nonce,
    start(input, opened) {
      const current = appOptions();
      const merged: ConnectInput = {
        authConfigId: input.authConfigId ?? current.authConfigId,
        userId: input.userId ?? current.userId,
        connectionData: input.connectionData ?? current.connectionData,
        alias: input.alias ?? current.alias,
      };
      let mode = options.mode;
      if (mode === 'popup') {
        popup = opened;
        if (!popup) {
          mode = 'redirect';
          emit({ type: 'popup_blocked' });
        }
      }
      update({ status: 'opening', mode });
      emit({ type: 'opening', mode });

      const linkUrl = withNonce(callbackUrl, nonce);
      (current.createLink
        ? current.createLink(current.client, { ...merged, callbackUrl: linkUrl })
        : linkAccount(current.client, merged, linkUrl)
      ).then(linked, (error: unknown) => finish('failed', 'link_error', error instanceof Error ? error : new Error(String(error))));
    },
    resume(pending, status) {
      callbackStatus = status;
      clearPendingFlow(pending.nonce);
      update({
        status: 'waiting',
        mode: 'redirect',
        connectedAccountId: pending.connectedAccountId,
        expiresAt: pending.expiresAt,
      });
      emit({ type: 'resumed', connectedAccountId: pending.connectedAccountId });
      watch();
      void check('callback');
    },
    cancel() {
      finish('cancelled', 'cancelled_by_app');
    },
    dispose,
  };
}
