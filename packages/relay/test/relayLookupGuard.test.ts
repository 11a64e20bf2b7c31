import { describe, expect, it, vi } from 'vitest';
import { createRelay, type RelayRequestEvent } from '../src';
import { MAX_LOOKUPS_PER_REQUEST } from '../src/relayRequestCost';

/*
 * No rule of RELAY_RULES reads more than MAX_LOOKUPS_PER_REQUEST times, so the
 * relay's guard against a further lookup can only be reached through a faulty
 * rule: here `connectedAccounts.delete` is given its ownership check once more
 * than that.
 */
vi.mock('../src/relayOperations', async (importOriginal) => {
  const rules = await importOriginal<typeof import('../src/relayOperations')>();
  const { ownAccountInPath } = await import('../src/userBindings');
  const { MAX_LOOKUPS_PER_REQUEST: bound } = await import('../src/relayRequestCost');
  return {
    ...rules,
    matchOperation: (...args: Parameters<typeof rules.matchOperation>) => {
      const matched = rules.matchOperation(...args);
      if (matched?.operation.name !== 'connectedAccounts.delete') return matched;
      const bindings = Array.from({ length: bound + 1 }, () => ownAccountInPath);
      return { ...matched, operation: { ...matched.operation, bindings } };
    },
  };
});

const ACCOUNT = 'ca_alice';

describe(`relay: a rule that would look up more than ${MAX_LOOKUPS_PER_REQUEST} record per request`, () => {
  it('is stopped at the lookup past the bound: a 500 envelope, reported to onRequest, nothing forwarded', async () => {
    const forwarded: string[] = [];
    const events: RelayRequestEvent[] = [];
    // A stand-in service that owns one account, alice's: each lookup of it passes the ownership check.
    const relay = createRelay({
      target: (request) => {
        forwarded.push(`${request.method} ${new URL(request.url).pathname}`);
        return Promise.resolve(Response.json({ id: ACCOUNT, user_id: 'alice' }));
      },
      apiKey: 'pk_test',
      authenticate: () => ({ userId: 'alice' }),
      onRequest: (event) => events.push(event),
    });

    const refused = await relay(new Request(`http://app.test/patchbay/api/v3/connected_accounts/${ACCOUNT}`, { method: 'DELETE' }));

    expect(refused.status).toBe(500);
    const { error } = (await refused.json()) as { error: { slug: string; message: string; status: number } };
    expect(error).toMatchObject({ slug: 'internal_error', message: 'The relay failed to handle this request.', status: 500 });
    // The lookups within the bound reached the service; the one past it, and the delete, never did.
    expect(forwarded).toEqual(Array(MAX_LOOKUPS_PER_REQUEST).fill(`GET /api/v3/connected_accounts/${ACCOUNT}`));
    expect(events).toMatchObject([{ operation: 'connectedAccounts.delete', userId: 'alice', status: 500, forwarded: false }]);
    expect((events[0]?.error as Error).message).toBe(`connectedAccounts.get: more than ${MAX_LOOKUPS_PER_REQUEST} lookup for one request`);
  });
});
