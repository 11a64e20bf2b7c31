// #region fixture
import { test as base } from '@playwright/test';
import { testControls, type TestControls } from '@patchbay/server/test-controls';

/**
 * `patchbay`: the local service's test controls (expire an account, advance
 * its clock, make a toolkit fail), typed. The service must run with
 * `patchbay-server --test-controls`; they take the organization key.
 */
export const test = base.extend<{ patchbay: TestControls }>({
  patchbay: async ({}, use) => {
    const url = process.env.PATCHBAY_URL;
    const orgApiKey = process.env.PATCHBAY_ORG_API_KEY;
    if (!url || !orgApiKey) throw new Error('Set PATCHBAY_URL and PATCHBAY_ORG_API_KEY (playwright.config.ts does).');
    await use(testControls({ url, orgApiKey }));
  },
});

export { expect } from '@playwright/test';
// #endregion fixture
