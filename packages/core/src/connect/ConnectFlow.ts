import type { ConnectedAccount, PatchbayClient } from '@patchbay/client';
import { withNonce, withoutCallbackParams, type CallbackStatus } from './callbackMessage';
import { INITIAL_FLOW_STATE, isFinal, reduce, type FlowEvent, type FlowState } from './connectFlowReducer';
import type { ConnectStoreOptions } from './connectOptions';
import type { ConnectEvent, ConnectExit, ConnectInput, ConnectLink, ConnectSnapshot } from './connectTypes';
import { watchFlow, type CheckReason } from './flowWatchers';
import { withHostedTheme, type HostedTheme } from './hostedTheme';
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

/**
 * The default link: a link session of `authConfigId` for `userId` that
 * returns to `callbackUrl` (the input's when not given apart, so it can stand
 * in for the options' `createLink`).
 */
export async function linkAccount(
  client: PatchbayClient,
  input: ConnectInput & { callbackUrl?: string },
  callbackUrl = input.callbackUrl!,
): Promise<ConnectLink> {
  const { authConfigId, userId, connectionData, alias, locale } = input;
  if (!authConfigId || !userId) throw new Error('A link needs authConfigId and userId.');
  return client.connectedAccounts.link({
    auth_config_id: authConfigId,
    user_id: userId,
    callback_url: callbackUrl,
    // Sent as JSON: a field left undefined is not sent.
    connection_data: connectionData || undefined,
    alias: alias || undefined,
    locale: locale || undefined,
  });
}

/** `callbackUrl` as the hosted page would return it, for a reconnect that needed no user step. */
export function finishedCallbackUrl(callbackUrl: string, connectedAccountId: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('status', 'success');
  url.searchParams.set('connected_account_id', connectedAccountId);
  return url.toString();
}

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
 * message only prompts a check. The flow's state changes in `reduce` alone:
 * this runs its calls and watchers, which send it events.
 */
export function createConnectFlow(options: ConnectFlowOptions): ConnectFlow {
  const { nonce, onChange, appOptions } = options;
  const callbackUrl = appOptions().callbackUrl ?? withoutCallbackParams(window.location.href);
  const pollIntervalMs = appOptions().pollIntervalMs ?? 2000;
  const abort = new AbortController();
  const { signal } = abort;
  let state = INITIAL_FLOW_STATE;
  let popup: Window | null = null;
  /** The last check asked for: the next one waits for its answer. */
  let checks = Promise.resolve();

  function emit(event: ConnectEvent): void {
    appOptions().onEvent?.(event);
  }

  /** Passes `event` to `reduce`, shows the UI what changed and, at the outcome, settles the flow. True when the state changed. */
  function send(event: FlowEvent): boolean {
    const previous = state;
    state = reduce(previous, event);
    if (state === previous) return false;
    const { reason, callback: _callback, ...snapshot } = state;
    // The callback's word is the flow's, not the UI's: it shows nothing new.
    if (event.type !== 'callback') onChange(snapshot);
    // Only the outcome sets a reason, and nothing changes it after.
    if (reason !== previous.reason) void settle();
    return true;
  }

  /** Sends `event`, and tells the app of it: the same event for both. */
  function tell(event: FlowEvent & ConnectEvent): void {
    send(event);
    emit(event);
  }

  function dispose(): void {
    abort.abort();
    // Closing a closed window does nothing.
    popup?.close();
    // Disposed twice (the outcome, then the store), it leaves alone a window it no longer owns.
    popup = null;
  }

  /**
   * Gives up the link named by `expiresAt` at the service, as the hosted
   * page's Cancel does, so a reconnect's account gets back the status it had
   * now rather than when the link expires. Resolves with the account as the
   * service then answers it, or with nothing: a service without this call
   * (the vendor's) or a failed request leaves the attempt pending there, and
   * the kit shows an attempt no flow of the page waits on as the account was
   * before it (`connectionHealthOf`).
   */
  async function release(connectedAccountId: string, expiresAt: string | null): Promise<ConnectedAccount | undefined> {
    try {
      if (expiresAt) return await appOptions().client.connectedAccounts.cancelLink(connectedAccountId, { expires_at: expiresAt });
    } catch (error) {
      emit({ type: 'cancel_failed', error: error as Error });
    }
  }

  /**
   * The flow has its outcome: every watcher stops, and the app hears of it.
   * Async only when the link is given up first: otherwise it all runs now.
   */
  async function settle(): Promise<void> {
    dispose();
    // Given up here (the window closed, the app cancelled), not on the hosted page: the service hears of it
    // before anyone is told the account may have changed.
    if (state.status === 'cancelled' && state.reason !== 'cancelled_by_user' && state.connectedAccountId) {
      const account = await release(state.connectedAccountId, state.expiresAt);
      if (account) send({ type: 'released', account });
    }
    const { status, reason, error, connectedAccountId, account } = state as FlowState & { reason: string };
    emit({ type: 'finished', status, reason });
    // Each callback as the app's options have it when it is called.
    appOptions().onSettled?.(connectedAccountId);
    if (status !== 'active') appOptions().onExit?.({ status: status as ConnectExit['status'], reason, error, connectedAccountId, account });
    else if (account) appOptions().onSuccess?.(account);
  }

  /**
   * Reads the account and sends what it read. Checks never overlap: each
   * runs after the last one's answer (few are ever asked for at once: one
   * per watcher), so a caller's promise settles after an answer as of its
   * own call.
   */
  function check(reason: CheckReason): Promise<void> {
    const run = () => {
      if (!isFinal(state))
        return appOptions()
          .client.connectedAccounts.get(state.connectedAccountId!, { signal })
          .then(
            (account) => void send({ type: 'account', account }),
            // A failed check is not a failed connection: the next poll tries again.
            (error: Error) => void (signal.aborted || emit({ type: 'check_failed', reason, error })),
          );
    };
    // After a check that threw (an app's callback did), the next still runs.
    return (checks = checks.then(run, run));
  }

  /** The link made; `expires_at` may come as null (JSON from an app's `createLink`) as well as left out. */
  function linked({
    connected_account_id: connectedAccountId,
    expires_at: expiresAt = null,
    redirect_url: redirectUrl,
  }: Omit<ConnectLink, 'expires_at'> & { expires_at?: string | null }): void {
    // Cancelled or disposed (its page moved on) while the link was being created: nobody will use it.
    if (isFinal(state) || signal.aborted) return void release(connectedAccountId, expiresAt);
    tell({ type: 'link_created', connectedAccountId, expiresAt });
    const url = withHostedTheme(redirectUrl, options.theme, callbackUrl);
    if (state.mode === 'redirect') {
      if (savePendingFlow({ nonce, flowKey: options.flowKey, connectedAccountId, expiresAt })) {
        send({ type: 'waiting' });
        emit({ type: 'redirecting', url });
        (appOptions().navigate ?? ((to: string) => window.location.assign(to)))(url);
      } else send({ type: 'error', reason: 'storage_unavailable', error: new Error('Cannot redirect without sessionStorage.') });
    } else if (popup && !popup.closed) {
      popup.location.href = url;
      send({ type: 'waiting' });
      watchFlow(signal, send, emit, check, callbackUrl, nonce, pollIntervalMs, popup, expiresAt);
    } else send({ type: 'popup_closed' });
  }

  return {
    nonce,
    start(input, opened) {
      const current = appOptions();
      let mode = options.mode;
      if (mode === 'popup' && !(popup = opened)) {
        mode = 'redirect';
        emit({ type: 'popup_blocked' });
      }
      tell({ type: 'opening', mode });
      (current.createLink ?? linkAccount)(current.client, {
        authConfigId: input.authConfigId ?? current.authConfigId,
        userId: input.userId ?? current.userId,
        connectionData: input.connectionData ?? current.connectionData,
        alias: input.alias ?? current.alias,
        locale: input.locale ?? current.locale,
        callbackUrl: withNonce(callbackUrl, nonce),
      }).then(linked, (error: unknown) =>
        send({ type: 'error', reason: 'link_error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    },
    resume({ connectedAccountId, expiresAt }, callback) {
      // The flow's nonce is the pending flow's (see `nonce`).
      clearPendingFlow(nonce);
      send({ type: 'resumed', mode: 'redirect', connectedAccountId, expiresAt, callback });
      emit({ type: 'resumed', connectedAccountId });
      watchFlow(signal, send, emit, check, callbackUrl, nonce, pollIntervalMs, null, expiresAt);
      void check('callback');
    },
    cancel() {
      send({ type: 'cancelled_by_app' });
    },
    dispose,
  };
}
