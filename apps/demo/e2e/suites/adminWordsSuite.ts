import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openTab, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** The problem shown at the field labelled `label`: the text its aria-describedby names, once it is marked invalid. */
async function problemAt(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const id = (await field.getAttribute('aria-describedby'))!;
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** Types `value` into the field labelled `label` and presses the form's button `button`. */
async function send(page: Page, label: string, value: string, button: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button }).click();
}

/** The panel titled `title`. */
function panel(page: Page, title: string): Locator {
  return page.locator('section.demo-panel').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * The admin's forms say what is wrong at the field, in words (the rule, not
 * "Something here is not right"), and an empty name gets a message; things
 * that may share a name are told apart; apps, events and options read as
 * words, not slugs. Runs in a browser of its own, after the console check:
 * the refusals it provokes are logged as failed loads on purpose.
 */
export function adminWordsSuite(session: () => E2eSession): void {
  it('says at each field what is wrong with it, and asks for an empty name', async () => {
    const { harness } = session();
    const { context, page } = await harness.newContext();
    try {
      await signIn(page, 'Ada Lovelace');
      await openTab(page, 'Admin');
      await page.getByRole('heading', { name: 'Auth configs' }).waitFor();

      // Nothing, or only spaces: a message at the field, and focus on it.
      for (const [label, button, words] of [
        ['Toolkit slug', 'Create auth config', 'Enter the slug of an app from the toolkit list, for example github.'],
        ['Server name', 'Create server', 'Enter a name for the server, for example sales-agent.'],
        ['Project name', 'Create project', 'Enter a name for the project, for example staging.'],
      ] as const) {
        await send(page, label, '   ', button);
        expect(await problemAt(page, label)).toBe(words);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
      }

      // The rule, where the slug or name is typed; never the generic sentence alone.
      for (const slug of ['no_such_app', '😀', '<b>github</b>']) {
        await send(page, 'Toolkit slug', slug, 'Create auth config');
        expect(await problemAt(page, 'Toolkit slug')).toBe('Matches no app: use a slug from the toolkit list.');
      }
      await send(page, 'Toolkit slug', 'a'.repeat(5000), 'Create auth config');
      expect(await problemAt(page, 'Toolkit slug')).toBe('Must be at most 255 characters.');
      await send(page, 'Server name', '😀 <b>', 'Create server');
      expect(await problemAt(page, 'Server name')).toBe('Must be 4 to 30 characters: letters, digits, spaces and hyphens.');

      // Typing again clears the problem.
      await page.getByLabel('Server name', { exact: true }).fill('twin-agent');
      await expect.poll(() => page.getByLabel('Server name', { exact: true }).getAttribute('aria-invalid')).toBeNull();

      // A project name in use is said as such.
      await send(page, 'Project name', 'words-check', 'Create project');
      await page.locator('[data-project="words-check"]').waitFor();
      await page.getByRole('status').filter({ hasText: 'API key of words-check' }).getByRole('button', { name: 'Done' }).click();
      await send(page, 'Project name', 'Words-Check', 'Create project');
      expect(await problemAt(page, 'Project name')).toBe('Already used by another project.');
      expect(await panel(page, 'Projects').textContent()).not.toContain('This cannot be done right now.');
    } finally {
      session().harness.pageHtml.push(await page.content());
      await context.close();
    }
  });

  it('tells apart servers of one name, names apps as the catalog does, and events in words', async () => {
    const { harness } = session();
    const { context, page } = await harness.newContext();
    try {
      await signIn(page, 'Ada Lovelace');
      await openTab(page, 'Admin');

      // GitHub, as the catalog spells it (not "Github").
      await send(page, 'Toolkit slug', 'github', 'Create auth config');
      const configs = page.getByRole('list', { name: 'Auth configs' });
      await configs.getByText('GitHub', { exact: true }).first().waitFor();
      expect(await configs.textContent()).not.toContain('Github');

      // Two servers of one name (the vendor allows it): each says when it was made, and its id.
      for (let i = 0; i < 2; i += 1) {
        const before = await page.locator('[data-mcp-server="twin-agent"]').count();
        await send(page, 'Server name', 'twin-agent', 'Create server');
        await expect.poll(() => page.locator('[data-mcp-server="twin-agent"]').count()).toBe(before + 1);
      }
      const twins = page.locator('[data-mcp-server="twin-agent"] .demo-card__head');
      const [first, second] = await twins.allTextContents();
      expect(first).toMatch(/Created /);
      expect(first).not.toBe(second);

      // The webhook's events in words.
      const webhook = panel(page, 'Webhook');
      await webhook.getByText('Trigger events').waitFor();
      expect(await webhook.textContent()).not.toContain('composio.');
    } finally {
      session().harness.pageHtml.push(await page.content());
      await context.close();
    }
  });
}
