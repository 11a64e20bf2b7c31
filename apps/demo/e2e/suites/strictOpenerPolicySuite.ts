import { expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { expectModalState, modalStatus, newestAccountId, openTab, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** A read of one connected account: what the connect flow's checks are. */
function isStatusRead(request: Request): boolean {
  return request.method() === 'GET' && /^\/patchbay\/api\/v3\/connected_accounts\/[^/]+$/.test(new URL(request.url()).pathname);
}

/**
 * An app that sends `Cross-Origin-Opener-Policy: same-origin` (the second
 * demo): the hosted connect page does not, so the browser moves the popup to
 * another browsing context group and cuts `window.opener`. The callback page
 * must still finish the flow at once, over its broadcast.
 */
export function strictOpenerPolicySuite(session: () => E2eSession): void {
  it('connects Acme Tasks through a popup that lost its opener, completing on the broadcast', async () => {
    const { harness } = session();
    const { context, page, traffic } = await harness.newContext(harness.strictOpenerDemo);
    try {
      // What the callback page in the popup sees, before its own script runs (it closes the popup at once).
      const callbackPages: { hasOpener: boolean; url: string }[] = [];
      await context.exposeBinding('reportCallbackPage', (_source, seen: { hasOpener: boolean; url: string }) => {
        callbackPages.push(seen);
      });
      await context.addInitScript(() => {
        if (!new URLSearchParams(window.location.search).has('pb_connect')) return;
        const report = (window as unknown as { reportCallbackPage(seen: { hasOpener: boolean; url: string }): void }).reportCallbackPage;
        report({ hasOpener: window.opener !== null, url: window.location.href });
      });

      // Fake timers in every page of the context, running at the real pace until paused below.
      await context.clock.install();
      await signIn(page, 'Ada Lovelace');
      const app = await page.goto('/settings/integrations/apps');
      expect(app?.headers()['cross-origin-opener-policy']).toBe('same-origin');

      await page.getByRole('button', { name: 'Connect Acme Tasks', exact: true }).click();
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Continue to Acme Tasks' }).click()]);
      await popup.waitForURL(/\/patchbay\/connect\/lt_/);
      await popup.getByRole('link', { name: 'Continue to Acme Tasks' }).click();
      const allow = popup.getByRole('button', { name: 'Allow' });
      await allow.waitFor();

      // By now the app's handle on the popup reads closed (the browser cut it off): not the user closing it.
      const poll = await page.waitForResponse((response) => isStatusRead(response.request()));
      await poll.finished();
      expect(await modalStatus(page).getAttribute('data-state'), 'the flow took the cut-off popup for a closed one').toBe('waiting');

      // Stop the pages' clocks: from here no timer fires, so no poll, popup check or
      // expiry can end the flow. Only a message can, and the cut-off popup has no
      // opener to post to: the broadcast is the one way left. The jump is far enough
      // ahead to stay in the future however slow this step is; the timers it fires
      // read the account before Allow, while it is still INITIATED.
      await context.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
      const closed = popup.waitForEvent('close');
      await allow.click();
      await closed;
      await expectModalState(page, 'active');
      await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Acme Tasks is connected.');
      expect(callbackPages).toEqual([{ hasOpener: false, url: expect.stringMatching(/[?&]status=success/) }]);
      await context.clock.resume();

      // The rest of the app works under the policy too.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await openTab(page, 'Connections');
      await newestAccountId(page, 'patchbay_oauth_demo');
    } finally {
      await traffic.settle();
      await context.close();
    }
  });
}
