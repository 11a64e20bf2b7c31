import { describe, expect, it } from 'vitest';
import { createRelay } from '@patchbay/relay';
import { useTestServer } from '@patchbay/server/testing';
import { authConfigFor } from './relayFixture';

describe('relay: a URL target spelled other than the service spells its own URLs', () => {
  const t = useTestServer('memory', {}, 'all');

  // The service hands out URLs on the origin it is reached at, as URL parsing spells it: host lowercased, no default port.
  it.each(['HTTP://Service.Example:80/', 'https://SERVICE.example:443', 'http://service.EXAMPLE:80//'])(
    'still moves the service URLs in its answers under the relay (target %s)',
    async (target) => {
      const relay = createRelay({
        target,
        // The service answers in-process, at whatever origin the request names.
        fetch: (request) => t.server.fetch(request),
        apiKey: t.server.projectApiKey,
        authenticate: () => ({ userId: 'alice' }),
      });
      const response = await relay(
        new Request('http://app.test/patchbay/api/v3/connected_accounts/link', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ auth_config_id: await authConfigFor(t), user_id: 'alice' }),
        }),
      );
      expect(response.status).toBe(201);
      const link = (await response.json()) as { redirect_url: string; link_token: string };
      expect(link.redirect_url).toBe(`http://app.test/patchbay/connect/${link.link_token}`);
    },
  );
});
