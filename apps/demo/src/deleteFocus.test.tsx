import { connectAccount } from '@patchbay/server/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { serveDemoInProcess } from './testing/serveDemoInProcess';
import { stubEventSource } from './testing/stubEventSource';

const demo = serveDemoInProcess();
beforeEach(stubEventSource);

type User = ReturnType<typeof userEvent.setup>;

/** Signs in as Ada (an admin) and opens a tab of the Integrations page. */
async function openTab(label: string): Promise<User> {
  const user = userEvent.setup();
  render(<App />);
  await user.click(await screen.findByRole('button', { name: /^Sign in as Ada Lovelace/ }));
  await user.click(within(await screen.findByRole('navigation', { name: 'Integrations' })).getByRole('link', { name: label }));
  return user;
}

/**
 * Deletes the row with the keyboard, as it asks: Delete, then Delete again in the question (focus starts on
 * its Cancel). With `deletedPath`, the answer is held until the list has refetched without the row (the
 * user came back to the tab meanwhile): the row is gone before the delete answers.
 */
async function deleteWithKeyboard(user: User, row: HTMLElement, deletedPath?: RegExp): Promise<void> {
  const held = deletedPath ? demo().hold('DELETE', deletedPath) : null;
  within(row).getByRole('button', { name: 'Delete' }).focus();
  await user.keyboard('{Enter}');
  const question = within(row).getByRole('group', { name: /^Delete / });
  expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
  await user.tab();
  await user.keyboard('{Enter}');
  if (held) {
    await held.reached;
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(row.isConnected).toBe(false));
    held.release();
  }
  await waitFor(() => expect(row.isConnected).toBe(false));
}

const focused = () => document.activeElement;
const firstButton = (row: HTMLElement) => within(row).getAllByRole('button')[0];

describe('focus after a confirmed delete', () => {
  it('moves to the next MCP server, then to the one before, then to the panel heading', async () => {
    const { kit } = demo();
    const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
    for (const name of ['alpha', 'beta', 'gamma']) await kit.client.mcp.createServer({ name, auth_config_ids: [config] });
    const user = await openTab('Admin');
    const list = await screen.findByRole('list', { name: 'MCP servers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [first, second, third] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];

    await deleteWithKeyboard(user, second, /\/api\/v3\/mcp\/[^/]+$/);
    await waitFor(() => expect(focused()).toBe(firstButton(third)));
    await deleteWithKeyboard(user, third);
    await waitFor(() => expect(focused()).toBe(firstButton(first)));
    await deleteWithKeyboard(user, first);
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'MCP servers' })));
  });

  it("moves to the next project's first button that works, or the panel heading", async () => {
    const { kit } = demo();
    for (const name of ['staging', 'testing']) await kit.client.projects.create({ name });
    const user = await openTab('Admin');
    const list = await screen.findByRole('list', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    // The app's own project has its buttons turned off: focus skips it.
    const deletable = within(list)
      .getAllByRole('listitem')
      .filter((row) => !within(row).getByRole('button', { name: 'Delete' }).hasAttribute('disabled'));
    expect(deletable).toHaveLength(2);
    const [first, second] = deletable as [HTMLElement, HTMLElement];

    await deleteWithKeyboard(user, first, /\/api\/v3\/org\/owner\/project\/[^/]+$/);
    await waitFor(() => expect(focused()).toBe(within(second).getByRole('button', { name: 'Regenerate key' })));
    await deleteWithKeyboard(user, second);
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Projects' })));
  });

  it('moves to the next trigger, and says the trigger was deleted', async () => {
    const { kit } = demo();
    const account = await connectAccount(kit, { userId: 'ada', toolkit: 'patchbay_noauth_demo' });
    for (const project of ['inbox', 'ops']) {
      await kit.client.triggerInstances.upsert('PATCHBAY_NOAUTH_DEMO_TASK_CREATED', {
        connected_account_id: account.id,
        trigger_config: { project },
      });
    }
    const user = await openTab('Triggers');
    const list = await screen.findByRole('list', { name: 'Triggers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    await deleteWithKeyboard(user, first, /\/trigger_instances\//);
    await waitFor(() => expect(focused()).toBe(firstButton(second)));
    // The list's live region says so: the row that could have is gone.
    await waitFor(() => expect(list.nextElementSibling?.textContent).toMatch(/deleted/i));
    await deleteWithKeyboard(user, second);
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Your triggers' })));
  });
});
