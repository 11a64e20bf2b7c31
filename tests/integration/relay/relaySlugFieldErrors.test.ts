import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { ADMIN, useRelayService } from './relayFixture';

/** A form that takes one toolkit slug shows the relay's refusal at that field: it speaks of one slug, in words. */
describe('relay: a refused toolkit slug, said at its field', () => {
  const { open } = useRelayService('each');

  it.each([
    ['too long', 'a'.repeat(5000), 'must be at most 255 characters'],
    ['with a comma', 'github,slack', 'must be one slug, without commas'],
  ])('%s', async (_, slug, message) => {
    const relay = await open();
    const error = expectEnvelope(await relay.as(ADMIN).call('POST', '/auth_configs', { body: { toolkit: { slug } } }), 400);
    expect(error.field_errors).toEqual([{ path: ['body', 'toolkit', 'slug'], code: 'invalid_value', message }]);
    expect(JSON.stringify(error)).not.toContain('a'.repeat(256));
  });
});
