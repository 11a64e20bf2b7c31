import { describe, expect, it, vi } from 'vitest';
import { expectEnvelope } from '../../server/test/harness';
import type { RelayRequestEvent } from '../src';
import { MAX_LOOKUPS_PER_REQUEST } from '../src/relayRequestCost';
import { authConfigFor, connectThroughRelay, useRelayService } from './relayFixture';

/*
 * No rule of RELAY_RULES reads twice, so the relay's guard against a second
 * ownership lookup can only be reached through a faulty rule: here
 * `connectedAccounts.delete` is given its ownership check twice.
 */
vi.mock('../src/relayOperations', async (importOriginal) => {
  const rules = await importOriginal<typeof import('../src/relayOperations')>();
  const { ownAccountInPath } = await import('../src/userBindings');
  return {
    ...rules,
    matchOperation: (...args: Parameters<typeof rules.matchOperation>) => {
      const matched = rules.matchOperation(...args);
      if (matched?.operation.name !== 'connectedAccounts.delete') return matched;
      return { ...matched, operation: { ...matched.operation, bindings: [ownAccountInPath, ownAccountInPath] } };
    },
  };
});

describe(`relay: a rule that would look up more than ${MAX_LOOKUPS_PER_REQUEST} record per request`, () => {
  const { t, open } = useRelayService('each');

  it('is stopped at the second lookup: a 500 envelope, reported to onRequest, nothing forwarded', async () => {
    const events: RelayRequestEvent[] = [];
    const relay = await open({ onRequest: (event) => events.push(event) });
    const accountId = await connectThroughRelay(relay, 'alice', await authConfigFor(t));
    const before = relay.upstream.length;
    events.length = 0;

    const refused = await relay.as('alice').call('DELETE', `/connected_accounts/${accountId}`);

    const error = expectEnvelope(refused, 500);
    expect(error.slug).toBe('internal_error');
    expect(error.message).toBe('The relay failed to handle this request.');
    // The first lookup reached the service; the second, and the delete, never did.
    expect(relay.upstream.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/v3/connected_accounts/${accountId}`,
    ]);
    expect(events).toMatchObject([{ operation: 'connectedAccounts.delete', userId: 'alice', status: 500, forwarded: false }]);
    expect((events[0]?.error as Error).message).toBe(`connectedAccounts.get: more than ${MAX_LOOKUPS_PER_REQUEST} lookup for one request`);
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.status).toBe('ACTIVE');
  });
});
