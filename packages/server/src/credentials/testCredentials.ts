import type { ConnectedAccountReasonCode, ConnectedAccountStatus, LinkSessionStatus } from '@patchbay/client';

/**
 * Values the hosted pages fail with on purpose while the test controls are
 * on, so an app can walk its failure paths on demand, as a payment
 * provider's test card numbers do. With the controls off they are ordinary
 * values. The README's "Test credentials" table is checked against these.
 */
export type TestCredentialKind = 'invalid_credentials' | 'access_denied' | 'provider_error';

export interface TestCredential {
  value: string;
  /** Where the user types it, as the README says it. */
  where: string;
  /** What the app sees for a first connection (a reconnect gets back the status it had). */
  accountStatus: ConnectedAccountStatus;
  reasonCode: ConnectedAccountReasonCode | null;
  linkStatus: LinkSessionStatus;
  /** The `status` the callback URL gets; null when the user stays on the page to try again. */
  callbackStatus: 'success' | 'failed' | 'cancelled' | null;
  /** What the API does with it as a key-style credential (see `apiTestCredentialOutcome`), as the README says it. */
  throughTheApi: string;
}

export const TEST_CREDENTIALS: Record<TestCredentialKind, TestCredential> = {
  invalid_credentials: {
    value: 'pb_test_invalid_credentials',
    where: 'Any field of a credential form (API key, token, username, password, ...), or the username on the OAuth consent screen',
    accountStatus: 'INITIATED',
    reasonCode: null,
    linkStatus: 'PENDING',
    callbackStatus: null,
    throughTheApi:
      'POST /connected_accounts answers 400 naming the field (body.connection.state.val.<field> or body.connection.data.<field>); no account is made. A refresh that reuses a stored value: FAILED, credentials_rejected.',
  },
  access_denied: {
    value: 'pb_test_access_denied',
    where: 'Username on the OAuth consent screen, then Allow',
    accountStatus: 'FAILED',
    reasonCode: 'access_denied',
    linkStatus: 'FAILED',
    callbackStatus: 'failed',
    throughTheApi:
      'POST /connected_accounts makes the account FAILED, access_denied, with no credentials stored, and answers FAILED. A refresh that reuses a stored value: FAILED, access_denied.',
  },
  provider_error: {
    value: 'pb_test_provider_error',
    where: 'Username on the OAuth consent screen, then Allow',
    accountStatus: 'FAILED',
    reasonCode: 'sign_in_failed',
    linkStatus: 'FAILED',
    callbackStatus: 'failed',
    throughTheApi:
      'POST /connected_accounts makes the account FAILED, sign_in_failed, with no credentials stored, and answers FAILED. A refresh that reuses a stored value: FAILED, sign_in_failed.',
  },
};

/** Which test credential `value` is, when the test controls are on; null for every other value, and for all of them with the controls off. */
export function testCredentialOf(testControls: boolean, value: string | undefined): TestCredentialKind | null {
  if (!testControls || value === undefined) return null;
  const kinds = Object.keys(TEST_CREDENTIALS) as TestCredentialKind[];
  return kinds.find((kind) => TEST_CREDENTIALS[kind].value === value.trim()) ?? null;
}
