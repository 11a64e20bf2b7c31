import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNAL_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';
import { createPatchbayServer } from '../../src/createPatchbayServer';
import { BACKENDS, expectEnvelope, testControls, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { connect, openLink } from './toolFixtures';

const START = '2026-03-01T12:00:00.000Z';

/** A webhook endpoint that answers the given statuses in order, then 200, and keeps the `webhook-timestamp` of each delivery. */
async function startFlakyReceiver(statuses: number[]) {
  const timestamps: number[] = [];
  const server = createServer((req, res) => {
    timestamps.push(Number(req.headers['webhook-timestamp']));
    req.resume();
    req.on('end', () => {
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    timestamps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(BACKENDS)('test controls: the clock (%s)', (backend) => {
  const clock = useTestClock(START);
  const t = useTestServer(backend, { clock, testControls: true });
  const controls = () => testControls(t.server);

  it('moves service time forward by whole seconds, over the configured clock', async () => {
    expect(await controls().clock()).toEqual({ now: START, offset_seconds: 0 });
    expect(await controls().advanceClock(90)).toEqual({ now: '2026-03-01T12:01:30.000Z', offset_seconds: 90 });
    clock.advance(1000);
    expect(await controls().clock()).toEqual({ now: '2026-03-01T12:01:31.000Z', offset_seconds: 90 });
    // What the service writes is on service time.
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
    expect((await t.api('GET', `/api/v3/auth_configs/${config.body.auth_config.id}`)).body.created_at).toBe('2026-03-01T12:01:31.000Z');
  });

  it('refuses to stand still, go back, or jump more than a year', async () => {
    const advance = (seconds: unknown) => t.api('POST', '/api/v3/test_helpers/clock/advance', { key: 'org', body: { seconds } });
    for (const seconds of [0, -1, 1.5, '60', null, 366 * 86_400 + 1]) expectEnvelope(await advance(seconds), 400);
    expect(expectEnvelope(await advance(-5), 400).errors[0]).toBe('body.seconds: the clock only moves forward: expected at least 1');
    expectEnvelope(await t.api('POST', '/api/v3/test_helpers/clock/advance', { key: 'org', body: {} }), 400);
    expect((await controls().clock()).offset_seconds).toBe(0);
    expect((await advance(366 * 86_400)).status).toBe(200);
  });

  it('expires a link at once when time passes its 10 minutes, without anyone reading it', async () => {
    const link = await openLink(t, 'patchbay_oauth_demo', 'user-1');
    await controls().advanceClock(9 * 60);
    expect(t.server.store.get('connected_accounts', link.accountId)!.status).toBe('INITIATED');
    await controls().advanceClock(61);
    // Read from the store, not the API: the API's reads expire links themselves.
    expect(t.server.store.get('connected_accounts', link.accountId)).toMatchObject({ status: 'EXPIRED', status_reason_code: 'link_expired' });
  });

  it('keeps keyset cursors working across a jump: no row twice, none left out', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await connect(t, 'patchbay_noauth_demo', `user-${i}`)).accountId);
    const first = await t.api('GET', '/api/v3/connected_accounts?limit=2');
    await controls().advanceClock(86_400);
    for (let i = 3; i < 5; i += 1) ids.push((await connect(t, 'patchbay_noauth_demo', `user-${i}`)).accountId);
    const seen = [...first.body.items];
    let cursor: string | null = first.body.next_cursor;
    while (cursor) {
      const page = await t.api('GET', `/api/v3/connected_accounts?cursor=${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.next_cursor;
    }
    const seenIds = seen.map((account: { id: string }) => account.id);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    // The page already read held the two newest of then; what followed the cursor is the rest of then (newer rows come before it).
    expect(seenIds.filter((id) => ids.slice(0, 3).includes(id)).sort()).toEqual(ids.slice(0, 3).sort());
    const all = await t.api('GET', '/api/v3/connected_accounts?limit=10');
    expect(
      all.body.items
        .map((account: { id: string }) => account.id)
        .slice(0, 2)
        .sort(),
    ).toEqual(ids.slice(3).sort());
  });

  describe('webhook retries', () => {
    let receiver: Awaited<ReturnType<typeof startFlakyReceiver>>;
    beforeEach(async () => {
      receiver = await startFlakyReceiver([503]);
    });
    afterEach(async () => {
      await t.server.idle();
      await receiver.close();
    });

    it('sends a due retry right after an advance, signed at the configured clock’s time', async () => {
      const subscribed = await t.api('POST', '/api/v3/webhook_subscriptions', {
        body: { webhook_url: receiver.url, enabled_events: ['composio.connected_account.expired'] },
      });
      expect(subscribed.status).toBe(201);
      const { accountId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
      await controls().expireAccount(accountId);
      await t.server.idle();
      expect(receiver.timestamps).toHaveLength(1);
      await controls().advanceClock(4);
      await t.server.idle();
      expect(receiver.timestamps).toHaveLength(1);
      await controls().advanceClock(3600);
      await t.server.idle();
      expect(receiver.timestamps).toHaveLength(2);
      // The receiver checks webhook-timestamp against its own clock: the test's clock here, not an hour ahead.
      expect(receiver.timestamps).toEqual([Date.parse(START) / 1000, Date.parse(START) / 1000]);
      const deliveries = t.server.store.find('webhook_deliveries', {});
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    });
  });

  it('ends a PATCHBAY_WAIT_FOR_CONNECTIONS wait once service time passes its end', async () => {
    const session = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: 'user-1', toolkits: { enable: ['patchbay_oauth_demo'] }, manage_connections: { enable_wait_for_connections: true } },
    });
    const base = `/api/v3/tool_router/session/${session.body.session_id}/execute_meta`;
    await t.api('POST', base, { body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: ['patchbay_oauth_demo'] } } });
    const reads = vi.spyOn(t.server.store, 'find');
    // Real time stands still for the wait: it cannot reach its end on real timers, so an answer at all is service time passing it.
    const now = performance.now();
    const stillTime = vi.spyOn(performance, 'now').mockReturnValue(now);
    const waiting = t.api('POST', base, {
      body: { slug: 'PATCHBAY_WAIT_FOR_CONNECTIONS', arguments: { toolkits: ['patchbay_oauth_demo'], timeout_seconds: 20 } },
    });
    // The clock moves once the wait has read the accounts: by then it has taken its end from the clock and is waiting.
    const ofToolkit = expect.objectContaining({ where: expect.objectContaining({ toolkit_slug: 'patchbay_oauth_demo' }) });
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('connected_accounts', ofToolkit), { timeout: SIGNAL_TIMEOUT_MS });
    reads.mockRestore();
    await controls().advanceClock(21);
    const done = await waiting.finally(() => stillTime.mockRestore());
    expect(done.body).toMatchObject({ successful: false, error_code: 'timed_out' });
  });
});

describe('test controls: the clock over a restart (sqlite)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'patchbay-clock-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps service time ahead after a restart, so nothing written goes into the future', async () => {
    const clock = () => new Date(START);
    const first = createPatchbayServer({ storage: { dataDir }, clock, testControls: true });
    await testControls(first).advanceClock(7200);
    await first.close();

    const second = createPatchbayServer({ storage: { dataDir }, clock, testControls: true, orgApiKey: first.orgApiKey });
    try {
      expect(await testControls(second).clock()).toEqual({ now: '2026-03-01T14:00:00.000Z', offset_seconds: 7200 });
      expect((await testControls(second).advanceClock(60)).offset_seconds).toBe(7260);
    } finally {
      await second.close();
    }
  });
});
