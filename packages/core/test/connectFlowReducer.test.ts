import type { ConnectedAccount, ConnectedAccountLatestLink } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { INITIAL_FLOW_STATE, isFinal, reduce, type FlowEvent, type FlowState } from '../src/connect/connectFlowReducer';

// The flow's decisions as data: no timers, no window, no service. Each test sends the events a
// watcher or a call would send and reads the state that comes out.

const EXPIRES_AT = '2026-01-01T00:10:00.000Z';

/** An account as `connectedAccounts.get` answers it, with `patch` applied. */
function account(patch: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    id: 'ca_1',
    user_id: 'u',
    status: 'INITIATED',
    status_reason: null,
    status_reason_code: null,
    toolkit: { slug: 'patchbay_apikey_demo' },
    auth_config: { id: 'ac_1', auth_scheme: 'API_KEY', is_vendor_managed: true, is_composio_managed: true, is_disabled: false },
    is_disabled: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    alias: null,
    connected_at: null,
    last_used_at: null,
    latest_link: null,
    ...patch,
  };
}

/** The account's newest link: this flow's when it has the flow's expiry. */
function link(patch: Partial<ConnectedAccountLatestLink> = {}): ConnectedAccountLatestLink {
  return { status: 'PENDING', reconnect: false, previous: null, reason_code: null, expires_at: EXPIRES_AT, finished_at: null, ...patch };
}

const run = (events: FlowEvent[], from: FlowState = INITIAL_FLOW_STATE) => events.reduce(reduce, from);

/** A popup flow whose link is made and shown: the user is at the hosted page. */
const waiting = run([
  { type: 'opening', mode: 'popup' },
  { type: 'link_created', connectedAccountId: 'ca_1', expiresAt: EXPIRES_AT },
  { type: 'waiting' },
]);

describe('reduce', () => {
  it('goes idle, opening, waiting as the click starts the flow and the link is made and shown', () => {
    const opening = reduce(INITIAL_FLOW_STATE, { type: 'opening', mode: 'popup' });
    expect(opening).toMatchObject({ status: 'opening', mode: 'popup', connectedAccountId: null, reason: null });
    const linked = reduce(opening, { type: 'link_created', connectedAccountId: 'ca_1', expiresAt: EXPIRES_AT });
    expect(linked).toMatchObject({ status: 'opening', connectedAccountId: 'ca_1', expiresAt: EXPIRES_AT });
    expect(reduce(linked, { type: 'waiting' })).toMatchObject({ status: 'waiting', mode: 'popup', connectedAccountId: 'ca_1' });
    expect(isFinal(waiting)).toBe(false);
  });

  it('ends active when the account is ACTIVE, after the callback said success', () => {
    const told = reduce(waiting, { type: 'callback', callback: 'success' });
    expect(told).toMatchObject({ status: 'waiting', callback: 'success' });
    const done = reduce(told, { type: 'account', account: account({ status: 'ACTIVE', latest_link: link({ status: 'COMPLETED' }) }) });
    expect(done).toMatchObject({ status: 'active', reason: 'connected', error: null, account: { status: 'ACTIVE' } });
    expect(isFinal(done)).toBe(true);
  });

  it('keeps waiting while the account is not final, and keeps the account it read', () => {
    const read = account({ latest_link: link() });
    expect(reduce(waiting, { type: 'account', account: read })).toMatchObject({ status: 'waiting', reason: null, account: read });
  });

  it('counts the callback once: the same result the other way changes nothing', () => {
    const told = reduce(waiting, { type: 'callback', callback: 'cancelled' });
    expect(reduce(told, { type: 'callback', callback: 'success' })).toBe(told);
  });

  it('ends cancelled by the user: by the link, by the reason code, or by the callback', () => {
    const byLink = account({ status: 'EXPIRED', latest_link: link({ status: 'CANCELLED', reason_code: 'cancelled_by_user' }) });
    expect(reduce(waiting, { type: 'account', account: byLink })).toMatchObject({ status: 'cancelled', reason: 'cancelled_by_user' });
    // Not this flow's link (another expiry): the account's status and reason code tell.
    const byCode = account({ status: 'EXPIRED', status_reason_code: 'cancelled_by_user', latest_link: null });
    expect(reduce(waiting, { type: 'account', account: byCode })).toMatchObject({ status: 'cancelled', reason: 'cancelled_by_user' });
    const byCallback = run(
      [
        { type: 'callback', callback: 'cancelled' },
        { type: 'account', account: account({ status: 'EXPIRED' }) },
      ],
      waiting,
    );
    expect(byCallback).toMatchObject({ status: 'cancelled', reason: 'cancelled_by_user' });
  });

  it('ends cancelled when the app cancels, at any step before the outcome', () => {
    for (const from of [INITIAL_FLOW_STATE, reduce(INITIAL_FLOW_STATE, { type: 'opening', mode: 'popup' }), waiting]) {
      expect(reduce(from, { type: 'cancelled_by_app' })).toMatchObject({ status: 'cancelled', reason: 'cancelled_by_app' });
    }
  });

  it('ends cancelled when the popup is closed, before or after the hosted page showed', () => {
    const linked = run([
      { type: 'opening', mode: 'popup' },
      { type: 'link_created', connectedAccountId: 'ca_1', expiresAt: EXPIRES_AT },
    ]);
    expect(reduce(linked, { type: 'popup_closed' })).toMatchObject({ status: 'cancelled', reason: 'popup_closed', connectedAccountId: 'ca_1' });
    expect(reduce(waiting, { type: 'popup_closed' })).toMatchObject({ status: 'cancelled', reason: 'popup_closed' });
    // No flow yet, no popup to speak of.
    expect(reduce(INITIAL_FLOW_STATE, { type: 'popup_closed' })).toBe(INITIAL_FLOW_STATE);
  });

  it('ends expired at the link expiry, or when the service says the link expired', () => {
    expect(reduce(waiting, { type: 'link_expired' })).toMatchObject({ status: 'expired', reason: 'link_expired' });
    const expired = account({
      status: 'EXPIRED',
      status_reason_code: 'link_expired',
      latest_link: link({ status: 'EXPIRED', reason_code: 'link_expired' }),
    });
    expect(reduce(waiting, { type: 'account', account: expired })).toMatchObject({ status: 'expired', reason: 'link_expired' });
    // Expiry only ends a flow whose link was shown: a click still making its link is not expired.
    const opening = reduce(INITIAL_FLOW_STATE, { type: 'opening', mode: 'popup' });
    expect(reduce(opening, { type: 'link_expired' })).toBe(opening);
  });

  it("ends failed with the error, or with the account's reason code", () => {
    const error = new Error('disabled');
    const opening = reduce(INITIAL_FLOW_STATE, { type: 'opening', mode: 'redirect' });
    expect(reduce(opening, { type: 'error', reason: 'link_error', error })).toMatchObject({ status: 'failed', reason: 'link_error', error });
    const denied = account({
      status: 'FAILED',
      status_reason: 'The user denied access.',
      latest_link: link({ status: 'FAILED', reason_code: 'access_denied' }),
    });
    expect(reduce(waiting, { type: 'account', account: denied })).toMatchObject({ status: 'failed', reason: 'access_denied', error: null });
    // No code at all: the prose, then a plain 'failed'.
    const prose = account({ status: 'FAILED', status_reason: 'Refused.' });
    expect(reduce(waiting, { type: 'account', account: prose })).toMatchObject({ status: 'failed', reason: 'Refused.' });
    expect(reduce(waiting, { type: 'account', account: account({ status: 'FAILED' }) })).toMatchObject({ reason: 'failed' });
  });

  it('tries again as a new flow: a finished one takes no second start', () => {
    const failed = run([
      { type: 'opening', mode: 'popup' },
      { type: 'error', reason: 'link_error', error: new Error('offline') },
    ]);
    expect(reduce(failed, { type: 'opening', mode: 'popup' })).toBe(failed);
    // The retry is a fresh state, which goes through every step again.
    expect(run([{ type: 'opening', mode: 'popup' }], INITIAL_FLOW_STATE)).toMatchObject({ status: 'opening', reason: null, error: null });
  });

  it("reconnects keeping the account's id: decided by its own link while the account stays ACTIVE", () => {
    const reconnecting = run([
      { type: 'opening', mode: 'popup' },
      { type: 'link_created', connectedAccountId: 'ca_kept', expiresAt: EXPIRES_AT },
      { type: 'waiting' },
    ]);
    const stillOld = account({ id: 'ca_kept', status: 'ACTIVE', connected_at: '2025-12-01T00:00:00.000Z', latest_link: link({ reconnect: true }) });
    expect(reduce(reconnecting, { type: 'account', account: stillOld })).toMatchObject({ status: 'waiting', connectedAccountId: 'ca_kept' });
    const renewed = account({ ...stillOld, latest_link: link({ reconnect: true, status: 'COMPLETED' }) });
    expect(reduce(reconnecting, { type: 'account', account: renewed })).toMatchObject({
      status: 'active',
      reason: 'connected',
      connectedAccountId: 'ca_kept',
    });
    // Given up on the hosted page: the account is back to what it was (ACTIVE), the link says cancelled.
    const gaveUp = account({ ...stillOld, latest_link: link({ reconnect: true, status: 'CANCELLED', reason_code: 'cancelled_by_user' }) });
    expect(reduce(reconnecting, { type: 'account', account: gaveUp })).toMatchObject({ status: 'cancelled', reason: 'cancelled_by_user' });
    // A newer link replaced this flow's: the account's own status tells.
    const superseded = account({ ...stillOld, latest_link: link({ reconnect: true, status: 'SUPERSEDED' }) });
    expect(reduce(reconnecting, { type: 'account', account: superseded })).toMatchObject({ status: 'active' });
  });

  it('resumes a flow back from a full-page redirect, waiting with what the callback said', () => {
    const resumed = reduce(INITIAL_FLOW_STATE, {
      type: 'resumed',
      mode: 'redirect',
      connectedAccountId: 'ca_1',
      expiresAt: null,
      callback: 'cancelled',
    });
    expect(resumed).toMatchObject({ status: 'waiting', mode: 'redirect', connectedAccountId: 'ca_1', callback: 'cancelled' });
    expect(reduce(resumed, { type: 'account', account: account({ status: 'EXPIRED' }) })).toMatchObject({ status: 'cancelled' });
  });

  it('ignores every late event once the flow has its outcome, but the account the service answers when the link is given up', () => {
    const cancelled = reduce(waiting, { type: 'cancelled_by_app' });
    const late: FlowEvent[] = [
      { type: 'account', account: account({ status: 'ACTIVE' }) },
      { type: 'callback', callback: 'success' },
      { type: 'popup_closed' },
      { type: 'link_expired' },
      { type: 'cancelled_by_app' },
      { type: 'error', reason: 'link_error', error: new Error('late') },
      { type: 'link_created', connectedAccountId: 'ca_2', expiresAt: null },
      { type: 'waiting' },
      { type: 'opening', mode: 'popup' },
      { type: 'resumed', mode: 'redirect', connectedAccountId: 'ca_2', expiresAt: null, callback: 'success' },
    ];
    for (const event of late) expect(reduce(cancelled, event)).toBe(cancelled);
    const released = account({ status: 'EXPIRED', status_reason_code: 'cancelled_by_user' });
    expect(reduce(cancelled, { type: 'released', account: released })).toEqual({ ...cancelled, account: released });
    // Before the outcome, there is nothing to give up yet.
    expect(reduce(waiting, { type: 'released', account: released })).toBe(waiting);
  });

  it('ignores events that do not belong to the step it is at', () => {
    expect(reduce(INITIAL_FLOW_STATE, { type: 'waiting' })).toBe(INITIAL_FLOW_STATE);
    expect(reduce(INITIAL_FLOW_STATE, { type: 'account', account: account({ status: 'ACTIVE' }) })).toBe(INITIAL_FLOW_STATE);
    const opening = reduce(INITIAL_FLOW_STATE, { type: 'opening', mode: 'popup' });
    // A message before the hosted page was shown is no callback of this flow yet.
    expect(reduce(opening, { type: 'callback', callback: 'success' })).toBe(opening);
    expect(reduce(waiting, { type: 'opening', mode: 'redirect' })).toBe(waiting);
    expect(reduce(waiting, { type: 'link_created', connectedAccountId: 'ca_2', expiresAt: null })).toBe(waiting);
  });
});
