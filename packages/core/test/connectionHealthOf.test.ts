import type { ConnectedAccount, ConnectedAccountReasonCode } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { attentionReasonOf, connectionAttentionOf, connectionHealthOf, connectionStateOf } from '../src/connect/connectionHealthOf';
import * as core from '../src';

/** An account connected once, as `connectedAccounts.get` answers it, with `patch` applied. */
function account(patch: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    id: 'ca_1',
    user_id: 'u',
    status: 'ACTIVE',
    status_reason: null,
    status_reason_code: null,
    toolkit: { slug: 'patchbay_oauth_demo' },
    auth_config: { id: 'ac_1', auth_scheme: 'OAUTH2', is_vendor_managed: true, is_composio_managed: true, is_disabled: false },
    is_disabled: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    alias: null,
    connected_at: '2026-01-01T00:00:00.000Z',
    last_used_at: null,
    latest_link: null,
    ...patch,
  };
}

const expired = account({ status: 'EXPIRED', status_reason_code: 'token_expired' });
/** A reconnect of `expired` the service still shows as pending: an OAuth account reads INITIATED meanwhile. */
const reconnecting = account({
  status: 'INITIATED',
  latest_link: {
    status: 'PENDING',
    reconnect: true,
    previous: { status: 'EXPIRED', status_reason: 'Expired.', status_reason_code: 'token_expired' },
    reason_code: null,
    expires_at: '2026-01-01T00:10:00.000Z',
    finished_at: null,
  },
});

describe('connectionHealthOf', () => {
  it('gives the state and the reason in one classification, its halves the same as connectionStateOf and connectionAttentionOf', () => {
    const cases: [ConnectedAccount, ReadonlySet<string> | undefined, ReturnType<typeof connectionHealthOf>][] = [
      [account(), undefined, { state: 'connected', reason: null }],
      [expired, undefined, { state: 'needs-reconnecting', reason: 'expired' }],
      // A pending reconnect no flow of this page makes changes nothing the user reads.
      [reconnecting, undefined, { state: 'needs-reconnecting', reason: 'expired' }],
      // One this page makes reads reconnecting, and keeps the reason it had before.
      [reconnecting, new Set(['ca_1']), { state: 'reconnecting', reason: 'expired' }],
      [
        account({ status: 'FAILED', status_reason_code: 'credentials_rejected' }),
        undefined,
        { state: 'needs-reconnecting', reason: 'provider_rejected' },
      ],
      [account({ status: 'INACTIVE' }), undefined, { state: 'needs-reconnecting', reason: 'other' }],
      [account({ ...expired, is_disabled: true }), undefined, { state: 'disabled', reason: null }],
      [account({ status: 'INITIATED', connected_at: null }), undefined, { state: 'connecting', reason: null }],
      [account({ status: 'EXPIRED', connected_at: null }), undefined, { state: 'not-connected', reason: null }],
    ];
    for (const [input, inProgress, health] of cases) {
      expect(connectionHealthOf(input, inProgress)).toEqual(health);
      expect(connectionStateOf(input, inProgress)).toBe(health.state);
    }
    for (const [input] of cases) expect(connectionAttentionOf(input)).toBe(connectionHealthOf(input).reason);
  });

  it("gives a code's reason, as for a tool result's inactive_account", () => {
    const codes: (ConnectedAccountReasonCode | null)[] = [
      'token_expired',
      'access_revoked',
      'provider_unauthorized',
      'credentials_rejected',
      'access_denied',
      null,
    ];
    expect(codes.map((code) => attentionReasonOf(code))).toEqual(['expired', 'revoked', 'provider_rejected', 'provider_rejected', 'other', 'other']);
  });

  it('is exported by the package', () => {
    expect(core.connectionHealthOf).toBe(connectionHealthOf);
    expect(core.attentionReasonOf).toBe(attentionReasonOf);
  });
});
