import type { Page } from '@playwright/test';
import { expect, test } from './patchbay';

const APP = 'Acme Tasks';

/** The browser's signal that the user came back to the tab: the kit checks the connections then, so no timer is waited for. */
const userReturnsToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

/** Through the hosted page in the popup the dialog's button opens: on to the consent page, Allow; the popup closes. */
async function finishHostedPage(page: Page, start: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const button = dialog.getByRole('button', { name: start, exact: true });
  // A press while the dialog still loads what it needs is ignored.
  await expect(button).not.toHaveAttribute('aria-busy');
  const popupOpened = page.context().waitForEvent('page');
  await button.click();
  const popup = await popupOpened;
  await popup.getByRole('link', { name: `Continue to ${APP}` }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  await expect(dialog.locator('[data-slot="connect-modal-status"]')).toHaveAttribute('data-state', 'active');
}

test('an account whose access expired is reconnected from the banner, keeping its id', async ({ page, patchbay }) => {
  await page.goto('/');
  await page.getByLabel('User name').fill(`ada-${Date.now()}`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // #region spec
  // Connect Acme Tasks through the hosted page.
  await page.getByRole('button', { name: `Connect ${APP}`, exact: true }).click();
  await finishHostedPage(page, `Continue to ${APP}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const account = page.locator('[data-slot="connection-manager-account"]');
  await expect(account).toHaveAttribute('data-state', 'connected');
  const id = (await account.getAttribute('data-account-id'))!;

  // The provider ends its access: the banner offers to reconnect it.
  await patchbay.expireAccount(id, 'token_expired');
  await userReturnsToTab(page);
  const banner = page.getByRole('region', { name: 'Apps to reconnect' });
  await expect(banner).toContainText(`${APP} needs reconnecting`);
  await expect(account).toHaveAttribute('data-attention', 'expired');

  // Reconnect in place: the same account is ACTIVE again and the banner is gone.
  await banner.getByRole('button', { name: `Reconnect ${APP}` }).click();
  await finishHostedPage(page, 'Reconnect');
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(banner).toBeHidden();
  await expect(account).toHaveAttribute('data-state', 'connected');
  await expect(account).toHaveAttribute('data-account-id', id);
  // #endregion spec
  // The service agrees, as the relay answers the signed-in user.
  const stored = await page.evaluate((accountId) => fetch(`/patchbay/api/v3/connected_accounts/${accountId}`).then((r) => r.json()), id);
  expect(stored).toMatchObject({ id, status: 'ACTIVE' });
});
