import type { ConnectedAccountReasonCode } from '@patchbay/client';
import { providerFailedReason } from './providerFailedReason';
import { testCredentialOf, type TestCredentialKind } from './testCredentials';

/** What a test credential given through the API (not the hosted page) does to a key-style connection. */
export type ApiTestCredentialOutcome =
  /** Refused as a wrong key is: 400 naming `field`, nothing stored. */
  | { kind: 'invalid_credentials'; field: string; message: string }
  /** The app would not let the key in: the account is FAILED with the reason. */
  | {
      kind: Exclude<TestCredentialKind, 'invalid_credentials'>;
      field: string;
      status_reason: string;
      status_reason_code: ConnectedAccountReasonCode;
    };

/**
 * The first test credential among key-style `credentials` (API key, token,
 * username, password, ...) given through the API while the test controls are
 * on, and what it does; null for ordinary values and with the controls off.
 * It applies whether or not the call asks to validate the credentials: the
 * values exist to make the failure happen on demand.
 */
export function apiTestCredentialOutcome(
  testControls: boolean,
  toolkitName: string,
  credentials: Record<string, string>,
): ApiTestCredentialOutcome | null {
  for (const [field, value] of Object.entries(credentials)) {
    switch (testCredentialOf(testControls, value)) {
      case 'invalid_credentials':
        return { kind: 'invalid_credentials', field, message: `Not accepted by ${toolkitName}: the credentials are invalid.` };
      case 'access_denied':
        return { kind: 'access_denied', field, status_reason: `${toolkitName} denied access to your account.`, status_reason_code: 'access_denied' };
      case 'provider_error':
        return { kind: 'provider_error', field, status_reason: providerFailedReason(toolkitName), status_reason_code: 'sign_in_failed' };
      case null:
        break;
    }
  }
  return null;
}
