import type { ConnectedAccount, PatchbayClient } from '@patchbay/client';
import type { ConnectEvent, ConnectExit, ConnectInput, ConnectLink } from './connectTypes';
import type { HostedThemeOption } from './hostedTheme';
import type { PopupSize } from './openPopup';

/** How a connect flow runs and whom it tells (see `createConnectStore`); read again at each step, so changes apply to the next one. */
export interface ConnectOptions extends ConnectInput {
  /**
   * Creates the link instead of `connectedAccounts.link`, e.g. a tool router
   * session's link (see `useSessionConnectLink` in `@patchbay/react`).
   */
  createLink?: (client: PatchbayClient, input: ConnectInput & { callbackUrl: string }) => Promise<ConnectLink>;
  /**
   * The page the hosted flow returns to. It must run `completeConnectCallback()`
   * (a page that resumes the flow does so by itself).
   * @default the current page
   */
  callbackUrl?: string;
  /** 'popup' falls back to 'redirect' when the browser blocks the popup. @default 'popup' */
  mode?: 'popup' | 'redirect';
  /** @default { width: 500, height: 700 } */
  popupSize?: PopupSize;
  /**
   * The app being connected (e.g. `'GitHub'`), named in the popup at once,
   * with a progress bar, until the hosted page loads; a function is read at
   * each click. `useConnectToolkit` gives the toolkit's name.
   * @default undefined (the popup says "Connecting…")
   */
  appName?: string | (() => string | undefined);
  /**
   * The hosted page's theme, so it matches the app: `'light'` or `'dark'`,
   * or a function read at each click (return undefined to let the page
   * follow the device). Added to the page's URL as `theme=`, for the popup
   * and the redirect alike.
   * @default undefined (the page follows the device's prefers-color-scheme)
   */
  theme?: HostedThemeOption;
  /** How often the account's status is polled while waiting. @default 2000 */
  pollIntervalMs?: number;
  /**
   * Which pending redirect flow this one resumes when the page loads;
   * use distinct keys when several connect buttons share a page.
   * @default authConfigId, or 'default'
   */
  flowKey?: string;
  /** Leaves the page for the redirect fallback. @default url => window.location.assign(url) */
  navigate?: (url: string) => void;
  /** Called with the ACTIVE account. */
  onSuccess?: (account: ConnectedAccount) => void;
  /** Called when the flow ends without an ACTIVE account. */
  onExit?: (exit: ConnectExit) => void;
  onEvent?: (event: ConnectEvent) => void;
}

/** A connect store's options: the flow's, the client it calls, and what hears of every ending. */
export interface ConnectStoreOptions extends ConnectOptions {
  client: PatchbayClient;
  /**
   * Called when a flow ends, whatever the outcome, before `onSuccess` or
   * `onExit`: the account may have changed either way (e.g. refetch what shows it).
   */
  onSettled?: (connectedAccountId: string | null) => void;
}
