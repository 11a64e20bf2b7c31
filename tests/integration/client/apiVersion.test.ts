import { describe, expect, it } from 'vitest';
import { ENDPOINTS, withApiVersion, type EndpointName } from '@patchbay/client';
import { APIKEY_TOOLKIT, connectAccount, useFileHarness } from './harness';

const h = useFileHarness();

describe('apiVersion', () => {
  it('speaks v3 by default and v3.1 when asked, with the same functions and answers', async () => {
    await h.client.toolkits.categories({ limit: 1 });
    expect(h.calls).toEqual(['GET /api/v3/toolkits/categories']);

    const v31 = h.makeClient({ apiVersion: 'v3.1' });
    const { accountId } = await connectAccount(h, 'versioned-user');
    h.calls.length = 0;
    const account = await v31.connectedAccounts.get(accountId);
    expect(account).toEqual(await h.client.connectedAccounts.get(accountId));
    const listed = await v31.toolkits.query({ toolkit_slugs: APIKEY_TOOLKIT });
    expect(listed.items.map((toolkit) => toolkit.slug)).toEqual([APIKEY_TOOLKIT]);
    expect(h.calls.filter((call) => call.includes('/api/v3.1/'))).toEqual([
      `GET /api/v3.1/connected_accounts/${accountId}`,
      'GET /api/v3.1/toolkits',
    ]);
  });

  it('serves the organization endpoints under v3.1 with the organization key only', async () => {
    const org = h.makeClient({ apiKey: undefined, orgApiKey: h.server.orgApiKey, apiVersion: 'v3.1' });
    expect((await org.projects.list()).items.length).toBeGreaterThan(0);
    const withProjectKey = await h.fetch('http://patchbay.test/api/v3.1/org/owner/project/list', {
      method: 'GET',
      headers: { 'x-api-key': h.server.projectApiKey },
    });
    expect(withProjectKey.status).toBe(403);
  });

  it('rewrites every row of the table to the v3.1 prefix and nothing else', () => {
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const path = ENDPOINTS[name].path;
      expect(withApiVersion(path, 'v3')).toBe(path);
      expect(withApiVersion(path, 'v3.1')).toBe(path.replace('/api/v3/', '/api/v3.1/'));
    }
  });
});
