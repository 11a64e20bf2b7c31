import { expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectModalState, modalStatus, newestAccountId, openTab, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** How often the demo's connect dialog polls the account's status (`useConnectLink`'s default). */
const POLL_INTERVAL_MS = 2000;

/** One read of the account's status by the app's page, with the browser's own clock. */
interface StatusRead {
  startedAt: number;
  endedAt: number;
  request: Request;
}

/** A read of one connected account: what the connect flow's checks are. */
function isStatusRead(request: Request): boolean {
  return request.method() === 'GET' && /^\/patchbay\/api\/v3\/connected_accounts\/[^/]+$/.test(new URL(request.url()).pathname);
}

/** Records the app page's status reads as they finish. */
function recordStatusReads(page: Page): StatusRead[] {
  const reads: StatusRead[] = [];
  page.on('requestfinished', (request) => {
    if (!isStatusRead(request)) return;
    const timing = request.timing();
    reads.push({ startedAt: timing.startTime, endedAt: timing.startTime + timing.responseEnd, request });
  });
  return reads;
}

async function statusOf(read: StatusRead): Promise<string> {
  const body = (await (await read.request.response())?.json()) as { status?: string } | undefined;
  return body?.status ?? '';
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

      await signIn(page, 'Ada Lovelace');
      const app = await page.goto('/settings/integrations/apps');
      expect(app?.headers()['cross-origin-opener-policy']).toBe('same-origin');
      const reads = recordStatusReads(page);

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

      // Right after a poll, so the next one is a full interval away.
      const closed = popup.waitForEvent('close');
      await allow.click();
      await closed;
      await expectModalState(page, 'active');
      await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Acme Tasks is connected.');

      expect(callbackPages).toEqual([{ hasOpener: false, url: expect.stringMatching(/[?&]status=success/) }]);
      // A poll starts a full interval after the previous read ended: its timer is set once the
      // response is in, and timers never fire early. So a read sooner than that, on the same
      // clock, was prompted by the broadcast (the bound is exact: no margin to tune for load).
      const statuses = await Promise.all(reads.map(statusOf));
      const found = statuses.indexOf('ACTIVE');
      expect(found, `status reads: ${statuses.join(', ')}`).toBeGreaterThan(0);
      const gap = reads[found]!.startedAt - reads[found - 1]!.endedAt;
      expect(gap, 'ms from the previous status read to the one that saw ACTIVE').toBeLessThan(POLL_INTERVAL_MS);

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
