import type { ConnectedAccount } from '@patchbay/client';

/**
 * Where a connected account stands for the person who owns it:
 * - `connected`: ACTIVE and usable;
 * - `needs-reconnecting`: connected once, now EXPIRED, FAILED or INACTIVE (or waiting on a reconnect no flow here is making);
 * - `reconnecting`: connected once, with a reconnect under way in this page (see `useConnectAttempts`);
 * - `disabled`: turned off (`is_disabled`), whatever its status;
 * - `connecting`: a first attempt still under way (never connected);
 * - `not-connected`: a first attempt that was given up or failed (never connected).
 */
export type UserConnectionState = 'connected' | 'needs-reconnecting' | 'reconnecting' | 'disabled' | 'connecting' | 'not-connected';

const NO_ATTEMPTS: ReadonlySet<string> = new Set();

/**
 * The state to show for `account` (see `UserConnectionState`). `inProgress`
 * holds the accounts a connect flow of this page is waiting on
 * (`useConnectAttempts()`): only those are `reconnecting`. A reconnect the
 * service still shows as pending that no flow here is making (its window
 * closed, another tab's, one given up before the service heard) is no
 * progress: the account needs reconnecting as before, and says why
 * (`connectionAttentionOf`). @default none: no account is `reconnecting`
 */
export function connectionStateOf(account: ConnectedAccount, inProgress: ReadonlySet<string> = NO_ATTEMPTS): UserConnectionState {
  if (account.is_disabled) return 'disabled';
  if (account.connected_at === null) {
    const pendingLink = account.latest_link?.status === 'PENDING';
    return pendingLink || account.status === 'INITIATED' || account.status === 'INITIALIZING' ? 'connecting' : 'not-connected';
  }
  if (inProgress.has(account.id)) return 'reconnecting';
  return account.status === 'ACTIVE' ? 'connected' : 'needs-reconnecting';
}
