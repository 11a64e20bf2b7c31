import { expect, it } from 'vitest';
import { connectionRow, newestAccountId, openTab, screenshot } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

const TRIGGER_EVENTS = '[data-event-type="trigger.message"]';

/** Files, triggers with live events, the API playground and disconnecting, on the connections made before. */
export function featuresSuite(session: () => E2eSession): void {
  it('uploads a file, then recognises the same file', async () => {
    const { page } = session();
    await openTab(page, 'Files');
    const file = { name: 'quarterly-report.txt', mimeType: 'text/plain', buffer: Buffer.from('Acme CRM quarterly report\n'.repeat(200)) };
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(file);
    await page.getByText('Uploaded', { exact: true }).first().waitFor();
    await input.setInputFiles(file);
    await page.getByText('Already uploaded', { exact: true }).first().waitFor();
    await page.getByRole('table', { name: 'Files' }).getByText('quarterly-report.txt').waitFor();
    await screenshot(page, 'light-07-files');
  });

  it('delivers a trigger event for a new task, none while the trigger is paused, and again once resumed', async () => {
    const { page } = session();
    await openTab(page, 'Triggers');
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await expect.poll(() => page.getByText('Live', { exact: true }).count()).toBe(1);
    await page.getByLabel('Trigger', { exact: true }).selectOption('PATCHBAY_OAUTH_DEMO_TASK_CREATED');
    const creating = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/trigger_instances/'));
    await page.getByRole('button', { name: 'Create trigger' }).click();
    // The relay's answer first: a failure then says what it answered, or what the form showed instead of sending.
    const created = await creating.catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nThe page's alerts: ${JSON.stringify(await page.getByRole('alert').allTextContents())}`);
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const row = page.locator('[data-trigger-id]').first();
    // The list's refetch after the upsert shows the row; a failure says what the page showed instead (an error of that refetch).
    await expect
      .poll(() => row.getAttribute('data-state'))
      .toBe('listening')
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nThe page's alerts: ${JSON.stringify(await page.getByRole('alert').allTextContents())}`);
      });

    await page.getByRole('button', { name: 'Create a task in Acme Tasks' }).click();
    await expect.poll(() => page.locator(TRIGGER_EVENTS).count()).toBe(1);
    await expect.poll(() => page.locator(TRIGGER_EVENTS).first().textContent()).toContain('Follow up with lead #1');
    await screenshot(page, 'light-06-triggers-events');

    await row.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => row.getAttribute('data-state')).toBe('paused');
    await page.getByRole('button', { name: 'Create a task in Acme Tasks' }).click();
    await page.getByText('Added the task “Follow up with lead #2” to Acme Tasks.', { exact: true }).waitFor();

    // Listening again, the next task's event comes through: the pipeline ran after task #2 was
    // made, so had the paused trigger fired, its event would have been sent first.
    await row.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => row.getAttribute('data-state')).toBe('listening');
    await page.getByRole('button', { name: 'Create a task in Acme Tasks' }).click();
    await expect.poll(() => page.locator(TRIGGER_EVENTS).count()).toBe(2);
    const events = await page.locator(TRIGGER_EVENTS).allTextContents();
    expect(events.join('\n')).toContain('Follow up with lead #3');
    expect(events.join('\n')).not.toContain('Follow up with lead #2');
  });

  it('runs a proxy call in the API playground', async () => {
    const { page } = session();
    await openTab(page, 'API playground');
    const connection = page.getByLabel('Connection');
    const tasksOption = await connection.locator('option', { hasText: 'Acme Tasks' }).first().getAttribute('value');
    await connection.selectOption(tasksOption ?? '');
    await page.getByLabel('Endpoint').fill('/tasks');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByTestId('proxy-status').textContent()).toBe('200');
    const body = JSON.parse((await page.getByTestId('proxy-body').textContent()) ?? '') as { tasks: { title: string }[] };
    expect(body.tasks.map((task) => task.title)).toContain('Follow up with lead #1');
    await screenshot(page, 'light-08-playground');
  });

  it('disconnects an account', async () => {
    const { page } = session();
    await openTab(page, 'Connections');
    const id = await newestAccountId(page, 'patchbay_noauth_demo');
    await connectionRow(page, id)
      .getByRole('button', { name: /^More actions for Acme Status/ })
      .click();
    await connectionRow(page, id).getByRole('menuitem', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Disconnect Acme Status/ });
    await confirm.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await connectionRow(page, id).waitFor({ state: 'detached' });
    await page.getByText(/^Acme Status.* disconnected\.$/).waitFor({ state: 'attached' });
    session().harness.pageHtml.push(await page.content());
  });
}
