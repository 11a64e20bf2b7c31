import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axeViolations';
import { connectionRow, connectionRows, expectModalState, newestAccountId, openTab, screenshot, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** Opens the connect dialog from a "Try these" card and presses Continue; returns the popup. */
async function startInPopup(s: E2eSession, app: string): Promise<Page> {
  await s.page.getByRole('button', { name: `Connect ${app}`, exact: true }).click();
  const [popup] = await Promise.all([s.context.waitForEvent('page'), s.page.getByRole('button', { name: `Continue to ${app}` }).click()]);
  await popup.waitForLoadState();
  return popup;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Connecting accounts the ways a new user would: popup, API-key form, redirect fallback, cancel. */
export function connectAccountsSuite(session: () => E2eSession): void {
  it('signs in and shows the Apps screen', async () => {
    const { page } = session();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in as Ada Lovelace' }).waitFor();
    await screenshot(page, 'light-01-sign-in');
    // Each button is named by what it shows (label-content-name-mismatch), contrast included.
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'Ada Lovelace');
    // The sign-in button is gone: the focus is on the page's heading, not on the page body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByRole('heading', { name: 'Try these' }).waitFor();
    await page.locator('[data-slot="toolkit-picker-item"], [role="option"]').first().waitFor();
    await screenshot(page, 'light-02-apps');
  });

  it('connects Acme Tasks (OAuth) through the popup', async () => {
    const s = session();
    const popup = await startInPopup(s, 'Acme Tasks');
    await expectModalState(s.page, 'waiting');
    await screenshot(s.page, 'light-03-connect-modal-waiting', false);
    await popup.getByRole('link', { name: 'Continue to Acme Tasks' }).click();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    await expectModalState(s.page, 'active');
    await expect.poll(() => s.page.getByRole('dialog').textContent()).toContain('Acme Tasks is connected.');
    await screenshot(s.page, 'light-04-connect-modal-connected', false);
    await closeDialog(s.page);
    await openTab(s.page, 'Connections');
    await newestAccountId(s.page, 'patchbay_oauth_demo');
  });

  it('connects Acme Metrics (API key) after a wrong key', async () => {
    const s = session();
    await openTab(s.page, 'Apps');
    const popup = await startInPopup(s, 'Acme Metrics');
    await popup.getByLabel('API key').fill('wrong-key');
    await popup.getByRole('button', { name: 'Connect Acme Metrics' }).click();
    await popup.getByText('That API key was rejected by Acme Metrics.', { exact: false }).waitFor();
    await popup.getByLabel('API key').fill('pk_test_123');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Connect Acme Metrics' }).click();
    await closed;
    await expectModalState(s.page, 'active');
    await closeDialog(s.page);
    await openTab(s.page, 'Connections');
    await newestAccountId(s.page, 'patchbay_apikey_demo');
  });

  it('falls back to a redirect when popups are blocked', async () => {
    const s = session();
    const page = await s.context.newPage();
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/settings/integrations/apps');
    // Acme Tasks is connected already: its card offers another account.
    await page.getByRole('button', { name: 'Add another Acme Tasks account', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Acme Tasks' }).click();
    await page.waitForURL(/\/patchbay\/connect\//);
    await page.getByRole('link', { name: 'Continue to Acme Tasks' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/settings\/integrations\/apps/);
    await expectModalState(page, 'active');
    expect(page.url()).not.toContain('pb_connect');
    await closeDialog(page);
    await openTab(page, 'Connections');
    // The new page loads the list after the tab opens: wait for it rather than count a spinner.
    await expect.poll(() => connectionRows(page, 'patchbay_oauth_demo').count()).toBe(2);
    s.harness.pageHtml.push(await page.content());
    await page.close();
  });

  it('shows a cancelled flow when the user cancels on the hosted page', async () => {
    const s = session();
    await openTab(s.page, 'Apps');
    const popup = await startInPopup(s, 'Acme Status');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    await expectModalState(s.page, 'cancelled');
    await closeDialog(s.page);
  });

  it('connects Acme Status (no credentials) and lists every connection', async () => {
    const s = session();
    const popup = await startInPopup(s, 'Acme Status');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /^Connect/ }).click();
    await closed;
    await expectModalState(s.page, 'active');
    await closeDialog(s.page);
    await openTab(s.page, 'Connections');
    const id = await newestAccountId(s.page, 'patchbay_noauth_demo');
    // In words: the attempt cancelled before is not listed, the new account is Connected.
    await expect.poll(() => connectionRow(s.page, id).getAttribute('data-state')).toBe('connected');
    expect(await connectionRows(s.page, 'patchbay_noauth_demo').count()).toBe(1);
    expect(await connectionRow(s.page, id).locator('[data-slot="connection-status"]').textContent()).toBe('Connected');
    await screenshot(s.page, 'light-05-connections');
    s.harness.pageHtml.push(await s.page.content());
  });
}
