import type { ConnectedAccount } from '@patchbay/client';

/**
 * Where a connected account stands for the person who owns it:
 * - `connected`: ACTIVE and usable;
 * - `needs-reconnecting`: connected once, now EXPIRED, FAILED or INACTIVE (or waiting without a pending link);
 * - `reconnecting`: connected once, with a reconnect link the user has not finished yet;
 * - `disabled`: turned off (`is_disabled`), whatever its status;
 * - `connecting`: a first attempt still under way (never connected);
 * - `not-connected`: a first attempt that was given up or failed (never connected).
 */
export type UserConnectionState = 'connected' | 'needs-reconnecting' | 'reconnecting' | 'disabled' | 'connecting' | 'not-connected';

/** The state to show for `account` (see `UserConnectionState`). */
export function connectionStateOf(account: ConnectedAccount): UserConnectionState {
  if (account.is_disabled) return 'disabled';
  const pendingLink = account.latest_link?.status === 'PENDING';
  if (account.connected_at === null) {
    return pendingLink || account.status === 'INITIATED' || account.status === 'INITIALIZING' ? 'connecting' : 'not-connected';
  }
  if (pendingLink && account.latest_link?.reconnect) return 'reconnecting';
  return account.status === 'ACTIVE' ? 'connected' : 'needs-reconnecting';
}
