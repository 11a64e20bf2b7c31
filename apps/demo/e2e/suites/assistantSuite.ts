import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openTab, screenshot, signIn } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** The assistant's answer to the latest message. */
function lastAnswer(page: Page): Locator {
  return page.getByRole('list', { name: 'Conversation' }).locator('.demo-chat__turn--assistant').last();
}

/** Sends a message and waits until the assistant has finished answering it. */
async function ask(page: Page, text: string): Promise<Locator> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  return lastAnswer(page);
}

async function finished(answer: Locator): Promise<void> {
  await expect.poll(() => answer.getAttribute('aria-busy')).toBe('false');
}

/** The tool calls an answer shows (in words, with the tool's name for developers), by name, in order. */
async function toolCalls(answer: Locator): Promise<string[]> {
  return answer.locator('.demo-tool-call').evaluateAll((calls) => calls.map((call) => call.getAttribute('data-tool') ?? ''));
}

/** Grace's browser, shared by the steps. */
const state: { grace?: Awaited<ReturnType<E2eSession['harness']['newContext']>> } = {};

/**
 * The assistant as a user meets it: a deterministic agent in the app's
 * backend uses the user's tool router session over MCP; when it needs Acme
 * Tasks and the user has not connected it, the page shows the connect
 * component, and after the user connects the agent carries on by itself.
 * Grace Hopper has connected nothing in the earlier suites.
 */
export function assistantSuite(session: () => E2eSession): void {
  it('answers from a no-auth app straight away, showing each tool call', async () => {
    const s = session();
    const grace = await s.harness.newContext();
    state.grace = grace;
    await signIn(grace.page, 'Grace Hopper');
    await openTab(grace.page, 'Assistant');
    await grace.page.getByRole('button', { name: 'Is Acme Status up?' }).click();
    const answer = lastAnswer(grace.page);
    await finished(answer);
    expect(await toolCalls(answer)).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
    expect(await answer.locator('.demo-answer__text').last().textContent()).toMatch(
      /^Acme Status (says all systems are up|says some systems are slow right now|reports an outage right now)\.$/,
    );

    // The conversation is still there after a visit to another tab.
    await openTab(grace.page, 'Connections');
    await openTab(grace.page, 'Assistant');
    expect(await toolCalls(lastAnswer(grace.page))).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
  });

  it('asks for Acme Tasks, connects it inline, then adds the task once the user approves', async () => {
    const { page, context } = state.grace!;
    const answer = await ask(page, 'Add a task Call Ada about the renewal');
    const request = answer.getByRole('group', { name: 'Connection request: Acme Tasks' });
    await request.waitFor();
    await expect.poll(() => request.textContent()).toContain('To add “Call Ada about the renewal” I need access to your Acme Tasks account.');
    expect(await answer.getAttribute('aria-busy')).toBe('true'); // the agent is waiting
    await screenshot(page, 'assistant-01-connection-request', false);

    const [popup] = await Promise.all([context.waitForEvent('page'), request.getByRole('button', { name: 'Connect Acme Tasks' }).click()]);
    await popup.waitForLoadState();
    await popup.getByRole('link', { name: 'Continue to Acme Tasks' }).click();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;

    await expect.poll(() => request.textContent()).toContain('Acme Tasks is connected.');
    // Creating a task changes the user's data: the agent asks first, inline (see the approvals suite).
    const approval = answer.getByRole('group', { name: 'Approval request: Create task in Acme Tasks' });
    await approval.getByRole('button', { name: 'Approve', exact: true }).click();
    await finished(answer);
    const calls = await toolCalls(answer);
    expect(calls.slice(0, 2)).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MANAGE_CONNECTIONS']);
    expect(calls.slice(-2)).toEqual(['PATCHBAY_MULTI_EXECUTE_TOOL', 'PATCHBAY_WAIT_FOR_APPROVAL']);
    expect(calls.slice(2, -2).every((name) => name === 'PATCHBAY_WAIT_FOR_CONNECTIONS')).toBe(true);
    expect(await answer.locator('.demo-answer__text').last().textContent()).toBe('Added the task “Call Ada about the renewal” to Acme Tasks.');
    await screenshot(page, 'assistant-02-task-added', false);
  });

  it('uses the connection from then on: lists the task it added', async () => {
    const { page, context } = state.grace!;
    const answer = await ask(page, 'List my tasks');
    await finished(answer);
    expect(await toolCalls(answer)).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
    expect(await answer.locator('.demo-answer__text').last().textContent()).toContain('“Call Ada about the renewal”');
    await openTab(page, 'Connections');
    const rows = page.locator('[data-slot="connection-manager-account"]');
    await rows.first().waitFor();
    // The Connections tab lists exactly one connected Acme Tasks account.
    expect(await page.locator('[data-slot="connection-manager-app"]').allTextContents()).toEqual(['Acme Tasks']);
    expect(await rows.evaluateAll((items) => items.map((item) => [item.getAttribute('data-state'), item.textContent]))).toEqual([
      ['connected', expect.stringMatching(/^Connected/)],
    ]);
    // The agent's Manage connections and the card's Connect were one link: no second account left waiting either.
    const stored = await page.evaluate(async () => {
      const response = await fetch('/patchbay/api/v3/connected_accounts?user_ids=grace&toolkit_slugs=patchbay_oauth_demo');
      return ((await response.json()) as { items: { status: string }[] }).items.map((item) => item.status);
    });
    expect(stored).toEqual(['ACTIVE']);
    await screenshot(page, 'assistant-03-connections');
    await state.grace!.traffic.settle();
    await context.close();
  });
}
