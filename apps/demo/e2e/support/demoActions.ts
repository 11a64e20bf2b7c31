import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../../../../scripts/test/screenshots';
import { PAGE_POLLING_MS } from '../../../../scripts/test/signalTimeouts';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Signs in on the sign-in screen as the user with this display name. */
export async function signIn(page: Page, name: 'Ada Lovelace' | 'Grace Hopper'): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
  await page.getByTestId('signed-in-user').getByText(name).waitFor();
}

/** Opens a tab of the Integrations page. */
export async function openTab(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Integrations' }).getByRole('link', { name: label, exact: true }).click();
}

/** The connect dialog's status part. */
export function modalStatus(page: Page): Locator {
  return page.locator('[data-slot="connect-modal-status"]');
}

/** Waits until the connect dialog reports `state` (active, failed, cancelled...). */
export async function expectModalState(page: Page, state: string): Promise<void> {
  await expect.poll(() => modalStatus(page).getAttribute('data-state')).toBe(state);
}

/** The row of the Connections list (the kit's ConnectionManager) for one account. */
export function connectionRow(page: Page, accountId: string): Locator {
  return page.locator(`[data-slot="connection-manager-account"][data-account-id="${accountId}"]`);
}

/**
 * The Connections list's rows of `toolkit`'s accounts in `state` (`connected`,
 * `needs-reconnecting`, `disabled`, ...), oldest first.
 */
export function connectionRows(page: Page, toolkit: string, state = 'connected'): Locator {
  return page.locator(
    `[data-slot="connection-manager-group"][data-toolkit="${toolkit}"] [data-slot="connection-manager-account"][data-state="${state}"]`,
  );
}

/** Waits until nothing on the page is loading: lists and forms fill in after a tab opens. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.pb-spinner, [aria-busy="true"], [data-slot$="skeleton"]'), undefined, {
    polling: PAGE_POLLING_MS,
  });
}

/** Saves a screenshot to e2e/screenshots/<name>.png when asked (`PATCHBAY_SCREENSHOTS=1`): the full page, or the viewport (for dialogs). */
export function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  return saveScreenshot(page, `${SCREENSHOT_DIR}${name}.png`, fullPage);
}

/** The id of the newest connection of `toolkit` in `state`, read from the Connections list (an app's newest account is its last). */
export async function newestAccountId(page: Page, toolkit: string, state = 'connected'): Promise<string> {
  const row = connectionRows(page, toolkit, state).last();
  await row.waitFor();
  const id = await row.getAttribute('data-account-id');
  if (!id) throw new Error(`No ${state} ${toolkit} connection listed.`);
  return id;
}
