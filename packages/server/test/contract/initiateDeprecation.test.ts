import { describe, expect, it } from 'vitest';
import { INITIATE_DEPRECATED_AT, INITIATE_DEPRECATION_NOTICE } from '../../src/connectedAccounts/initiateDeprecation';
import { BACKENDS, useTestServer } from '../harness';
import { authConfigOf } from './toolFixtures';

const PREFIXES = ['/api/v3', '/api/v3.1'] as const;

/**
 * The vendor retired its initiate for the OAuth configs it manages (400,
 * naming the link endpoint); here it keeps working for SDKs that call
 * nothing else, and says it is deprecated.
 */
describe.each(BACKENDS)('initiate on a vendor-managed OAuth config (%s)', (backend) => {
  const t = useTestServer(backend);
  const initiate = (prefix: string, authConfigId: string) =>
    t.api('POST', `${prefix}/connected_accounts`, { body: { auth_config: { id: authConfigId }, connection: { user_id: 'user-1' } } });

  it.each(PREFIXES)('still answers the hosted link under %s, with Deprecation, Link and a warning naming the link endpoint', async (prefix) => {
    const managed = await authConfigOf(t, 'patchbay_oauth_demo', { auth_config: { type: 'use_composio_managed_auth' } });
    const res = await initiate(prefix, managed);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'INITIATED', redirect_url: expect.any(String), connectionData: { authScheme: 'OAUTH2' } });
    expect(res.headers.get('deprecation')).toBe(INITIATE_DEPRECATED_AT);
    expect(res.headers.get('link')).toBe(
      `<${INITIATE_DEPRECATION_NOTICE}>; rel="deprecation"; type="text/html", <${prefix}/connected_accounts/link>; rel="successor-version"`,
    );
    expect(res.body.warning).toContain(`POST ${prefix}/connected_accounts/link`);
  });

  it('says nothing of it for a custom OAuth config or a key-style one, which the vendor still initiates', async () => {
    const custom = await authConfigOf(t, 'patchbay_oauth_demo', {
      auth_config: { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'my-client', client_secret: 'my-secret' } },
    });
    const apiKey = await authConfigOf(t, 'patchbay_apikey_demo', { auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' } });
    for (const config of [custom, apiKey]) {
      const res = await initiate('/api/v3.1', config);
      expect(res.status).toBe(201);
      expect(res.headers.get('deprecation')).toBeNull();
      expect(res.body).not.toHaveProperty('warning');
    }
  });
});
