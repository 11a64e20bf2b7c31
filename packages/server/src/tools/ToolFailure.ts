import type { InactiveAccount, ToolErrorCode } from '@patchbay/client';

/**
 * A tool that ran and failed: the app refused or could not be reached. It
 * becomes a `successful: false` result with `error` and `error_code`, never
 * an HTTP error: the call itself was fine.
 */
export class ToolFailure extends Error {
  constructor(
    readonly code: ToolErrorCode,
    message: string,
    /** With `connected_account_not_active`: the account the app must reconnect. */
    readonly inactiveAccount?: InactiveAccount,
    /** When the app rate-limited the call (429) and said when to try again: the seconds its `Retry-After` asks for. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ToolFailure';
  }
}
