import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { applySignalTimeouts } from '../../../../scripts/test/signalTimeouts';
import { startDemo } from '../../server/startDemo';
import { connectionRows, expectModalState, openTab, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/**
 * The app as `pnpm demo:start` serves it, from its sources under Vite: React's
 * development build, where StrictMode mounts, unmounts and mounts again, which
 * the production build used by the other suites never does.
 */
export function developmentSuite(session: () => E2eSession): void {
  it('resumes a redirect flow under StrictMode in development', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'patchbay-demo-dev-e2e-'));
    const demo = await startDemo({ port: 0, dataDir, mode: 'dev' });
    // English whatever the machine's language, as the harness's contexts.
    const context = applySignalTimeouts(
      await session().harness.browser.newContext({ baseURL: demo.url, viewport: { width: 1360, height: 900 }, locale: 'en-US' }),
    );
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await signIn(page, 'Ada Lovelace');
      await page.goto('/settings/integrations/apps');
      await page.getByRole('button', { name: 'Connect Acme Status', exact: true }).click();
      await page.getByRole('button', { name: 'Continue to Acme Status' }).click();
      await page.waitForURL(/\/patchbay\/connect\//);
      await page.getByRole('button', { name: /^Connect/ }).click();
      await page.waitForURL(/\/settings\/integrations\/apps/);
      await expectModalState(page, 'active');
      expect(page.url()).not.toContain('pb_connect');
      await page.keyboard.press('Escape');
      await openTab(page, 'Connections');
      await connectionRows(page, 'patchbay_noauth_demo').first().waitFor();
    } finally {
      await context.close();
      await demo.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
