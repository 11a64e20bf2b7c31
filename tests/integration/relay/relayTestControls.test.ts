import { afterEach, describe, expect, it } from 'vitest';
import { createRelay } from '@patchbay/relay';
import { expectEnvelope, testControls, useTestServer } from '@patchbay/server/testing';
import { ADMIN, startRelay, type RelayFixture } from './relayFixture';

const CONTROLS = [
  ['GET', '/test_helpers/clock'],
  ['POST', '/test_helpers/clock/advance'],
  ['POST', '/test_helpers/connected_accounts/ca_abcdefgh1234/expire'],
  ['POST', '/test_helpers/toolkits/patchbay_oauth_demo/faults'],
  ['GET', '/test_helpers/toolkits/patchbay_oauth_demo/faults'],
  ['DELETE', '/test_helpers/toolkits/patchbay_oauth_demo/faults'],
] as const;

describe('relay: the test controls are never reachable through it', () => {
  const t = useTestServer('memory', { testControls: true });
  let relay: RelayFixture | undefined;
  afterEach(async () => {
    relay?.expectNoKeysLeaked([t.server.projectApiKey, t.server.orgApiKey]);
    await relay?.close();
  });

  it('refuses every control with 403, for users and admins, under both versions, forwarding nothing', async () => {
    relay = await startRelay(t);
    for (const user of ['alice', ADMIN]) {
      for (const apiVersion of ['v3', 'v3.1'] as const) {
        for (const [method, path] of CONTROLS) {
          const body = method === 'POST' ? { seconds: 60, reason: 'token_expired', status: 401 } : undefined;
          const refused = expectEnvelope(await relay.as(user).call(method, path, { apiVersion, body }), 403);
          expect(refused.message).toBe('This operation is not allowed through the relay.');
        }
      }
    }
    expect(relay.upstream).toEqual([]);
    // They are on behind it: the service itself moved no clock.
    expect(await testControls(t.server).clock()).toMatchObject({ offset_seconds: 0 });
  });

  it('cannot be allow-listed: they are no operations of the endpoint table', () => {
    const make = (allow: string[]) => createRelay({ target: t.baseUrl, apiKey: 'k', authenticate: () => null, allow: allow as never });
    for (const name of ['testHelpers.advanceClock', 'test_helpers.clock', 'testControls.expireAccount']) expect(() => make([name])).toThrow();
  });
});
