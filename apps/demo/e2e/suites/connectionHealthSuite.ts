import { testControls } from '@patchbay/server/testing';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { connectionRow, expectModalState, newestAccountId, openTab, screenshot, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';
import { focusedElement } from '../support/keyboardFocus';
import { sidewaysOverflow } from '../support/sidewaysOverflow';
import { stepTimer } from '../support/stepTimer';

/** A phone held upright, used by touch. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

const TOOLKIT = 'patchbay_oauth_demo';
const APP = 'Acme Tasks';

/** The notice of connections that stopped working, at the top of the Integrations page. */
function healthBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Apps to reconnect' });
}

/**
 * What the browser does when the user comes back to the tab: `visibilitychange`
 * at the document, bubbling, as the page is shown again. The kit checks the
 * connections then, so the test waits for no timer.
 */
async function userReturnsToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

/** The account as the relay answers its owner (the signed-in user) in this page. */
function storedAccount(page: Page, id: string): Promise<{ id: string; status: string; status_reason_code: string | null }> {
  return page.evaluate(async (accountId) => {
    const response = await fetch(`/patchbay/api/v3/connected_accounts/${accountId}`);
    const { id, status, status_reason_code } = (await response.json()) as { id: string; status: string; status_reason_code: string | null };
    return { id, status, status_reason_code };
  }, id);
}

/** Whether the element lies wholly inside the phone's viewport. */
async function onPhoneScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const { width, height } = PHONE.viewport;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/** The reconnect dialog's Reconnect: the hosted page opens in a popup, on to the consent page, Allow; the popup closes. */
async function reconnectInPopup(page: Page, press: (button: Locator) => Promise<void>): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `Reconnect ${APP}` }).waitFor();
  const start = dialog.getByRole('button', { name: 'Reconnect', exact: true });
  // A press while the dialog still loads what it needs is ignored (the button is busy).
  await expect.poll(() => start.getAttribute('aria-busy')).toBeNull();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), press(start)]);
  await popup.waitForURL(/\/patchbay\/connect\/lt_/);
  await press(popup.getByRole('link', { name: `Continue to ${APP}` }));
  const closed = popup.waitForEvent('close');
  await press(popup.getByRole('button', { name: 'Allow' }));
  await closed;
  await expectModalState(page, 'active');
}

/**
 * An account that stopped working, fixed where the user is: the service ends
 * the access of Ada's Acme Tasks account (its test controls, over HTTP, as a
 * developer would), the notice appears when she comes back to the tab, the
 * Connections list says why, and Reconnect in the notice brings the same
 * account back; then the notice on a phone.
 */
export function connectionHealthSuite(session: () => E2eSession): void {
  it('shows an account whose access ended in a notice, and reconnects it from there, keeping its id', async () => {
    const { page, harness } = session();
    const controls = testControls({ url: harness.demo.url, orgApiKey: harness.demo.keys.orgApiKey });
    const timer = stepTimer('connection health journey');

    const id = await timer.step('open Connections, all working', async () => {
      await openTab(page, 'Connections');
      const accountId = await newestAccountId(page, TOOLKIT);
      expect(await healthBanner(page).count()).toBe(0);
      return accountId;
    });

    await timer.step('expire the account over HTTP', async () => {
      const expired = await controls.expireAccount(id, 'token_expired');
      expect(expired).toMatchObject({ id, status: 'EXPIRED', status_reason_code: 'token_expired' });
    });

    const banner = healthBanner(page);
    await timer.step('notice appears on return to the tab', async () => {
      await userReturnsToTab(page);
      await banner.waitFor();
      expect(await banner.getByRole('paragraph').textContent()).toBe(`${APP} needs reconnecting`);
      expect(await banner.locator('[data-account-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-account-id')))).toEqual([
        id,
      ]);
      expect(await banner.locator(`[data-account-id="${id}"]`).getAttribute('data-attention')).toBe('expired');
    });

    await timer.step('Connections marks the account with why', async () => {
      const row = connectionRow(page, id);
      await expect.poll(() => row.getAttribute('data-attention')).toBe('expired');
      expect(await row.getAttribute('data-state')).toBe('needs-reconnecting');
      expect(await row.locator('[data-slot="connection-status"]').textContent()).toBe('Access expired');
    });
    await screenshot(page, 'health-01-notice');

    await timer.step('Reconnect in the notice, Allow in the popup', async () => {
      // Named as the Connections list names it: "Account N" when the user has several unnamed ones.
      const button = banner.locator(`[data-account-id="${id}"]`).getByRole('button');
      expect(await button.textContent()).toMatch(new RegExp(`^Reconnect ${APP}( \\(Account \\d+\\))?$`));
      await button.click();
      await reconnectInPopup(page, (button) => button.click());
    });
    await screenshot(page, 'health-02-reconnected', false);

    await timer.step('Done: same account ACTIVE, notice gone', async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      await banner.waitFor({ state: 'detached' });
      expect(await storedAccount(page, id)).toMatchObject({ id, status: 'ACTIVE' });
      await expect.poll(() => connectionRow(page, id).getAttribute('data-state')).toBe('connected');
      expect(await connectionRow(page, id).getAttribute('data-attention')).toBeNull();
    });
    // The notice went with the button that opened the dialog: focus is left on nothing removed, nor in a dialog.
    const focusStaysInPage = await page.evaluate(
      () => document.activeElement?.isConnected === true && !document.activeElement.closest('[role="dialog"]'),
    );
    expect(focusStaysInPage, await focusedElement(page)).toBe(true);
    await screenshot(page, 'health-03-after');
    timer.log();
    harness.pageHtml.push(await page.content());
  });

  it('fits the notice on a 375 px phone with touch, its button on screen, and reconnects there', async () => {
    const s = session();
    const phone = await s.harness.newContext(s.harness.demo, PHONE);
    const { page } = phone;
    const controls = testControls({ url: s.harness.demo.url, orgApiKey: s.harness.demo.keys.orgApiKey });
    const timer = stepTimer('connection health on a phone');

    await signIn(page, 'Ada Lovelace');
    await page.getByRole('navigation', { name: 'Integrations' }).getByRole('link', { name: 'Connections', exact: true }).tap();
    const id = await newestAccountId(page, TOOLKIT);
    await timer.step('expire, notice on return to the tab', async () => {
      await controls.expireAccount(id, 'access_revoked');
      await userReturnsToTab(page);
      await healthBanner(page).waitFor();
    });
    const banner = healthBanner(page);
    const reconnect = banner.locator(`[data-account-id="${id}"]`).getByRole('button');
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await banner.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await onPhoneScreen(reconnect)).toBe(true);
    expect(await connectionRow(page, id).locator('[data-slot="connection-status"]').textContent()).toBe(`Access removed at ${APP}`);
    await screenshot(page, 'health-phone-notice', false);

    await timer.step('tap Reconnect, Allow in the popup', async () => {
      await reconnect.tap();
      await reconnectInPopup(page, (button) => button.tap());
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).tap();
      await banner.waitFor({ state: 'detached' });
    });
    expect(await storedAccount(page, id)).toMatchObject({ id, status: 'ACTIVE' });
    timer.log();

    s.harness.pageHtml.push(await page.content());
    await phone.traffic.settle();
    await phone.context.close();
  });
}
