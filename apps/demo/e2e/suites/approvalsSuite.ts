import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openTab, screenshot, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';
import { focusedElement, tabTo } from '../support/keyboardFocus';
import { sidewaysOverflow } from '../support/sidewaysOverflow';
import { stepTimer } from '../support/stepTimer';

/** A phone held upright, used by touch. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/** The assistant's answer to the latest message. */
function lastAnswer(page: Page): Locator {
  return page.getByRole('list', { name: 'Conversation' }).locator('.demo-chat__turn--assistant').last();
}

/** Sends a message (`tap` on a touch phone) and answers the assistant's answer to it, still in progress. */
async function ask(page: Page, text: string, press: 'click' | 'tap' = 'click'): Promise<Locator> {
  const turns = await page.locator('.demo-chat__turn--assistant').count();
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' })[press]();
  await expect.poll(() => page.locator('.demo-chat__turn--assistant').count()).toBe(turns + 1);
  return lastAnswer(page);
}

async function finished(answer: Locator): Promise<void> {
  await expect.poll(() => answer.getAttribute('aria-busy')).toBe('false');
}

/** What the assistant said last in an answer. */
function lastWords(answer: Locator): Promise<string | null> {
  return answer.locator('.demo-answer__text').last().textContent();
}

/** The kit's approval card for a call of `tool` (its name, "Create task") at Acme Tasks, within `scope`. */
function approvalCard(scope: Page | Locator, tool: string): Locator {
  return scope.getByRole('group', { name: `Approval request: ${tool} in Acme Tasks` });
}

/** The titles of the signed-in user's Acme Tasks tasks, as the service's tool reads them through the relay. */
function taskTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/patchbay/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_LIST_TASKS', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ arguments: { limit: 100 } }),
    });
    const body = (await response.json()) as { successful: boolean; data: { tasks: { title: string }[] } };
    if (!body.successful) throw new Error(`Listing the tasks failed: ${JSON.stringify(body)}`);
    return body.data.tasks.map((task) => task.title);
  });
}

/** Whether the element lies wholly inside the phone's viewport. */
async function onPhoneScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const { width, height } = PHONE.viewport;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/**
 * The assistant asks before it changes anything: its session requires
 * approval for creates, updates and deletes. Ada (Acme Tasks connected in
 * the first suite) edits and approves a task inline, denies deleting her
 * tasks, answers from a second tab, on a phone and by keyboard; then runs a
 * tool herself from the API playground's form.
 */
export function approvalsSuite(session: () => E2eSession): void {
  it('adds a task only after an approval, with the title the user edited on the card', async () => {
    const { page } = session();
    const timer = stepTimer('approve with an edit');
    await openTab(page, 'Assistant');

    const answer = await ask(page, 'Add a task Draft the Q3 plan');
    const card = approvalCard(answer, 'Create task');
    await timer.step('the approval card shows inline', async () => {
      await card.waitFor();
      expect(await card.getAttribute('data-kind')).toBe('creates');
      expect(await card.textContent()).toContain('Draft the Q3 plan');
      expect(await answer.getAttribute('aria-busy')).toBe('true'); // the agent waits for the answer
    });
    // Nothing ran yet.
    expect(await taskTitles(page)).not.toContain('Draft the Q3 plan');
    await screenshot(page, 'approvals-01-card-inline', false);

    await timer.step('Edit, change the title, approve', async () => {
      await card.getByRole('button', { name: 'Edit', exact: true }).click();
      const title = card.getByLabel('Title');
      await title.fill('Draft the Q3 plan with Grace');
      await screenshot(page, 'approvals-02-editing', false);
      await card.getByRole('button', { name: 'Approve with these values' }).click();
    });
    // The service runs the call as it stores the approval: the task is there before the agent's wait returns.
    await timer.step('the task exists with the edited title', async () => {
      await expect.poll(() => taskTitles(page)).toContain('Draft the Q3 plan with Grace');
      expect(await taskTitles(page)).not.toContain('Draft the Q3 plan');
    });
    await timer.step('the assistant carries on and says it', async () => {
      await finished(answer);
      expect(await lastWords(answer)).toBe('Added the task “Draft the Q3 plan with Grace” to Acme Tasks.');
      await expect.poll(() => card.getAttribute('data-state')).toBe('approved');
    });
    await screenshot(page, 'approvals-03-approved', false);
    timer.log();
  });

  it('denies deleting the tasks with a reason: the assistant says so, and every task stays', async () => {
    const { page } = session();
    const timer = stepTimer('deny with a reason');
    const before = await taskTitles(page);
    expect(before.length).toBeGreaterThan(0);

    const answer = await ask(page, 'Delete my tasks');
    const card = approvalCard(answer, 'Delete task');
    await timer.step('the delete waits for approval', async () => {
      await card.waitFor();
      expect(await card.getAttribute('data-kind')).toBe('deletes');
      // It names the task by its title, as the user knows it; the id is only in the JSON.
      const target = await card.locator('[data-slot="tool-approval-target"]').textContent();
      expect(before.map((title) => `Deletes the task “${title}”`)).toContain(target);
      expect(await card.locator('[data-slot="tool-approval-arguments"]').innerText()).not.toMatch(/task_/);
    });
    await timer.step('Deny with a reason', async () => {
      await card.getByRole('button', { name: 'Deny', exact: true }).click();
      await card.getByLabel('Reason (optional)').fill('Keep them for the quarterly review');
      await card.getByRole('button', { name: 'Deny request' }).click();
    });
    await timer.step('the assistant says it did not, and why', async () => {
      await finished(answer);
      expect(await lastWords(answer)).toBe('You denied it, so I did not delete your tasks. Your reason: “Keep them for the quarterly review”');
      await expect.poll(() => card.getAttribute('data-state')).toBe('denied');
    });
    expect(await taskTitles(page)).toEqual(before);
    await screenshot(page, 'approvals-04-denied', false);
    timer.log();
  });

  it('reaches the conversation when another tab answers', async () => {
    const { page, context } = session();
    const timer = stepTimer('answered in another tab');
    const answer = await ask(page, 'Add a task Book the venue');
    const card = approvalCard(answer, 'Create task');
    await card.waitFor();

    const other = await context.newPage();
    await timer.step('the other tab lists the pending request', async () => {
      await other.goto('/settings/integrations/assistant');
      const waiting = other.getByRole('region', { name: 'Waiting for your answer' });
      await approvalCard(waiting, 'Create task').waitFor();
      await screenshot(other, 'approvals-05-other-tab', false);
    });
    await timer.step('approve there', async () => {
      const there = approvalCard(other.getByRole('region', { name: 'Waiting for your answer' }), 'Create task');
      await there.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect.poll(() => there.getAttribute('data-state')).toBe('approved');
    });
    await timer.step('the first tab shows it', async () => {
      await finished(answer);
      expect(await lastWords(answer)).toBe('Added the task “Book the venue” to Acme Tasks.');
      await expect.poll(() => card.getAttribute('data-state')).toBe('approved');
    });
    expect(await taskTitles(page)).toContain('Book the venue');
    await screenshot(page, 'approvals-06-first-tab-after', false);
    await other.close();
    timer.log();
  });

  it('approves by keyboard alone: Tab to Approve, Enter', async () => {
    const { page } = session();
    const timer = stepTimer('keyboard');
    const message = page.getByLabel('Message', { exact: true });
    const turns = await page.locator('.demo-chat__turn--assistant').count();
    await timer.step('type the message, Enter', async () => {
      await tabTo(page, message);
      await page.keyboard.type('Add a task Send the minutes');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.demo-chat__turn--assistant').count()).toBe(turns + 1);
    });
    const answer = lastAnswer(page);
    const card = approvalCard(answer, 'Create task');
    await timer.step('Tab to Approve, Enter', async () => {
      const approve = card.getByRole('button', { name: 'Approve', exact: true });
      await approve.waitFor();
      // Backwards from the message field: the newest answer, and its card, are right above it.
      await tabTo(page, approve, { backwards: true });
      await page.keyboard.press('Enter');
      await finished(answer);
    });
    expect(await lastWords(answer)).toBe('Added the task “Send the minutes” to Acme Tasks.');
    // The answered card dropped its buttons: the focus stays in the card, not lost to the page.
    const focusInCard = await card.evaluate((element) => element.contains(element.ownerDocument.activeElement));
    expect(focusInCard, await focusedElement(page)).toBe(true);
    timer.log();
  });

  it('fits a 375 px phone with touch: the card and its buttons on screen, no sideways scroll', async () => {
    const s = session();
    const phone = await s.harness.newContext(s.harness.demo, PHONE);
    const { page } = phone;
    const timer = stepTimer('approval on a phone');
    await signIn(page, 'Ada Lovelace');
    await page.getByRole('navigation', { name: 'Integrations' }).getByRole('link', { name: 'Assistant', exact: true }).tap();
    const answer = await ask(page, 'Add a task Call the printer about the badges', 'tap');
    const card = approvalCard(answer, 'Create task');
    await timer.step('the card shows', () => card.waitFor());
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const name of ['Deny', 'Edit', 'Approve']) {
      const button = card.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      expect(await onPhoneScreen(button), name).toBe(true);
    }
    await screenshot(page, 'approvals-phone-card', false);
    await timer.step('tap Approve, the assistant carries on', async () => {
      await card.getByRole('button', { name: 'Approve', exact: true }).tap();
      await finished(answer);
    });
    expect(await lastWords(answer)).toBe('Added the task “Call the printer about the badges” to Acme Tasks.');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'approvals-phone-approved', false);
    timer.log();
    s.harness.pageHtml.push(await page.content());
    await phone.traffic.settle();
    await phone.context.close();
  });

  it("runs a tool from the API playground's form: creates a task", async () => {
    const { page } = session();
    const timer = stepTimer('run a tool');
    await openTab(page, 'API playground');
    const panel = page.getByRole('region', { name: 'Run a tool' });
    const form = panel.getByRole('form', { name: 'Create task' });
    await timer.step('pick Acme Tasks and Create task', async () => {
      const app = panel.getByLabel('App', { exact: true });
      const tasks = await app.locator('option', { hasText: 'Acme Tasks' }).first().getAttribute('value');
      await app.selectOption(tasks ?? '');
      await panel.getByLabel('Tool', { exact: true }).selectOption({ label: 'Create task' });
      await form.waitFor();
    });
    await timer.step('fill the form, run it', async () => {
      await form.getByLabel('Title').fill('Order new badges');
      await form.getByRole('button', { name: 'Run tool' }).click();
      const result = page.getByTestId('tool-run-result');
      await expect.poll(() => result.getAttribute('data-successful')).toBe('true');
    });
    expect(await page.getByTestId('tool-run-summary').textContent()).toBe('Acme Tasks ran Create task.');
    expect(JSON.parse((await page.getByTestId('tool-run-data').textContent()) ?? '{}')).toMatchObject({
      title: 'Order new badges',
      project: 'inbox',
    });
    expect(await taskTitles(page)).toContain('Order new badges');
    await screenshot(page, 'approvals-07-run-a-tool');
    timer.log();
    session().harness.pageHtml.push(await page.content());
  });
}
