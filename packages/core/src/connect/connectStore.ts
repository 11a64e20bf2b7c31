import { createSnapshotStore, type SnapshotStore } from '../store/snapshotStore';
import { createNonce } from './callbackMessage';
import { reportConnectAttempt } from './connectAttempts';
import type { ConnectFlow, ConnectFlowOptions } from './ConnectFlow';
import type { ConnectOptions, ConnectStoreOptions } from './connectOptions';
import { IDLE_SNAPSHOT, type ConnectInput, type ConnectSnapshot } from './connectTypes';
import { readHostedTheme } from './hostedTheme';
import { loadConnectFlow } from './loadConnectFlow';
import { DEFAULT_POPUP_SIZE, openBlankPopup } from './openPopup';
import { takeReturningFlow, type ReturningFlow } from './returningFlow';

export type { ConnectStoreOptions } from './connectOptions';

/** One connect button's flow as a store a UI subscribes to (see `createConnectStore`); its functions need no `this`. */
export interface ConnectStore extends Omit<SnapshotStore<ConnectSnapshot>, 'set'> {
  /** Replaces the options; a flow under way reads the new ones at its next step. */
  configure: (options: ConnectStoreOptions) => void;
  /** Starts a flow. Call it directly in a click handler: the popup must open before any await. */
  start: (input?: ConnectInput) => void;
  /** Abandons the current flow (status becomes 'cancelled'). */
  cancel: () => void;
  /**
   * Call once the page is shown: picks up the flow this page came back to from
   * a full-page redirect (true when there is one), and loads the flow's code so
   * a click finds it there. The return is read once and kept: called again
   * after `dispose()`, it resumes the same flow.
   */
  resume: () => boolean;
  /** Back to 'idle', e.g. before trying again. */
  reset: () => void;
  /** Stops the flow under way and closes its popup; the snapshot stays, and the store can start again. */
  dispose: () => void;
}

/** Which pending redirect flow the store resumes. */
const flowKeyOf = (options: ConnectOptions) => options.flowKey ?? options.authConfigId ?? 'default';

/** A click, or a return from a redirect, whose flow waits for the flow's code. */
interface Pending {
  cancelled: boolean;
}

/**
 * Connects an end user's account through the hosted page: opens it in a
 * popup (or redirects when popups are blocked), and reports one status. The
 * flow's code is loaded lazily, on `resume()` or the first `start()`.
 */
export function createConnectStore(initialOptions: ConnectStoreOptions): ConnectStore {
  let options = initialOptions;
  const snapshots = createSnapshotStore(IDLE_SNAPSHOT);
  const { subscribe, getSnapshot } = snapshots;
  /** This store, as the owner of the attempt it reports to `connectAttempts`. */
  const owner = {};
  function set(next: ConnectSnapshot): void {
    // Waiting with a link made: an attempt under way in this page, until the flow ends or stops.
    reportConnectAttempt(owner, next.status === 'waiting' ? next.connectedAccountId : null);
    snapshots.set(next);
  }
  let flow: ConnectFlow | null = null;
  let pending: Pending | null = null;
  /** undefined until read: the callback is read once, so a second `resume()` finds it after the address bar was cleaned. */
  let returning: ReturningFlow | null | undefined;

  function stop(): void {
    pending = null;
    flow?.dispose();
    flow = null;
    reportConnectAttempt(owner, null);
  }

  // The flow's code could not be loaded: the flow fails as one whose link could not be made.
  function failWithoutFlow(error: Error, mode: 'popup' | 'redirect', connectedAccountId: string | null = null): void {
    set({ ...IDLE_SNAPSHOT, status: 'failed', mode, connectedAccountId, error });
    options.onSettled?.(connectedAccountId);
    options.onExit?.({ status: 'failed', reason: 'link_error', error, connectedAccountId, account: null });
  }

  /**
   * Creates a flow once its code is loaded and runs `begin` on it, unless the
   * store was stopped or started again meanwhile (then `abandoned`).
   */
  function whenLoaded(
    flowOptions: Pick<ConnectFlowOptions, 'mode' | 'nonce' | 'theme'>,
    begin: (created: ConnectFlow) => void,
    fail: (error: Error) => void,
    abandoned: () => void = () => undefined,
  ): void {
    const attempt: Pending = { cancelled: false };
    stop();
    pending = attempt;
    loadConnectFlow().then(
      ({ createConnectFlow }) => {
        if (pending !== attempt) return abandoned();
        pending = null;
        const created = (flow = createConnectFlow({
          ...flowOptions,
          appOptions: () => options,
          flowKey: flowKeyOf(options),
          onChange: (next) => flow === created && set(next),
        }));
        begin(created);
        if (attempt.cancelled) created.cancel();
      },
      (error: Error) => {
        abandoned();
        if (pending !== attempt) return;
        pending = null;
        fail(error);
      },
    );
  }

  return {
    subscribe,
    getSnapshot,
    configure(next) {
      options = next;
    },
    start(input = {}) {
      const mode = options.mode ?? 'popup';
      const nonce = createNonce();
      // Read at the click, as the app looks now.
      const theme = readHostedTheme(options.theme);
      // Now, inside the click: browsers block a popup opened after an await.
      const appName = typeof options.appName === 'function' ? options.appName() : options.appName;
      const popup = mode === 'popup' ? openBlankPopup(`patchbay-connect-${nonce}`, options.popupSize ?? DEFAULT_POPUP_SIZE, theme, appName) : null;
      // A blocked popup falls back to redirect.
      const shownMode = popup ? 'popup' : 'redirect';
      whenLoaded(
        { mode, nonce, theme },
        (started) => started.start(input, popup),
        (error) => failWithoutFlow(error, shownMode),
        // Reset, disposed or clicked again meanwhile: this click is over, and so is its popup.
        () => popup?.close(),
      );
      // Shown at once, as the flow will report it.
      set({ ...IDLE_SNAPSHOT, status: 'opening', mode: shownMode });
    },
    cancel() {
      if (pending) pending.cancelled = true;
      else flow?.cancel();
    },
    resume() {
      if (returning === undefined) returning = takeReturningFlow(flowKeyOf(options));
      if (!returning) {
        void loadConnectFlow().catch(() => undefined); // a click tries again
        return false;
      }
      const { pending: saved, status } = returning;
      whenLoaded(
        { mode: 'redirect', nonce: saved.nonce },
        (resumed) => resumed.resume(saved, status),
        // Without the flow's code the flow cannot be followed: say so, as for a link that could not be made.
        (error) => failWithoutFlow(error, 'redirect', saved.connectedAccountId),
      );
      return true;
    },
    reset() {
      stop();
      set(IDLE_SNAPSHOT);
    },
    dispose: stop,
  };
}
