import { it } from 'vitest';
import { openTab, screenshot } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** The admin area, and the Apps screen in the dark and brand themes. */
export function screensSuite(session: () => E2eSession): void {
  it('shows the admin area to an admin', async () => {
    const { page, harness } = session();
    await openTab(page, 'Admin');
    await page.getByRole('heading', { name: 'Auth configs' }).waitFor();
    await page.locator('[data-auth-config-id]').first().waitFor();
    await page.locator('[data-project="default"]').waitFor();
    await page.getByLabel('Server name').fill('sales-agent');
    await page.getByRole('button', { name: 'Create server' }).click();
    await page.locator('[data-mcp-server="sales-agent"]').getByRole('button', { name: 'Generate URL' }).click();
    await page.getByTestId('mcp-user-url').waitFor();
    await screenshot(page, 'light-09-admin');
    harness.pageHtml.push(await page.content());
  });

  for (const theme of ['dark', 'brand'] as const) {
    it(`renders the Apps screen in the ${theme} theme`, async () => {
      const { page } = session();
      await openTab(page, 'Apps');
      await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Brand' }).click();
      await page.getByRole('heading', { name: 'Try these' }).waitFor();
      await page.locator('[role="option"]').first().waitFor();
      await screenshot(page, `${theme}-apps`);
    });
  }

  it('returns to the light theme', async () => {
    await session().page.getByRole('radio', { name: 'Light' }).click();
  });
}
