import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ToolApproval } from '../src/ToolApproval';
import { heldCreateTask } from './heldApproval';
import { renderWithServer, serveEachTest } from './renderWithServer';

const each = serveEachTest('/');
const { kit } = each;
const DELETE_TASK = 'PATCHBAY_OAUTH_DEMO_DELETE_TASK';

const card = () => screen.getByRole('group', { name: /^Approval request:/ });
const valueOf = (name: string) =>
  [...card().querySelectorAll('[data-slot="tool-approval-value"]')].find((row) => row.querySelector('dt')?.textContent === name)?.querySelector('dd')
    ?.textContent;

/** A held delete of the user's task titled `title`: the session's agent names it by id only. */
async function heldDelete(title: string) {
  const { sessionId, accountId } = await heldCreateTask(each);
  const { client } = kit();
  const created = await client.tools.execute('PATCHBAY_OAUTH_DEMO_CREATE_TASK', { connected_account_id: accountId, arguments: { title } });
  const taskId = (created.data as { id: string }).id;
  const held = await client.toolRouter.execute(sessionId, { tool_slug: DELETE_TASK, arguments: { task_id: taskId } });
  expect(held.error_code).toBe('approval_required');
  return { taskId, approval: await client.toolRouter.getApproval(sessionId, held.approval!.id) };
}

describe('ToolApproval names what will change', () => {
  it('says which task a delete removes by its title; the id only in the JSON for developers', async () => {
    const { taskId, approval } = await heldDelete('Write report');
    const user = userEvent.setup();
    renderWithServer(kit(), <ToolApproval approval={approval} />);
    await screen.findByRole('heading', { name: 'Delete task' });
    expect(card().querySelector('[data-slot="tool-approval-target"]')?.textContent).toBe('Deletes the task “Write report”');
    expect(valueOf('Task')).toBe('Write report');
    expect(card().textContent).not.toContain(taskId);
    expect(card().textContent).not.toContain('Task id');
    const results = await axe.run(card(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: 'Show as JSON' }));
    expect(JSON.parse(card().querySelector('pre')!.textContent)).toEqual({ task_id: taskId });
  });

  it('takes the sentence from messages, so an app can say it its own way', async () => {
    const { approval } = await heldDelete('Write report');
    renderWithServer(
      kit(),
      <ToolApproval approval={approval} messages={{ target: (kind, resource, label) => `${kind}: ${resource} ${label ?? '?'}` }} />,
    );
    await screen.findByRole('heading', { name: 'Delete task' });
    expect(card().querySelector('[data-slot="tool-approval-target"]')?.textContent).toBe('deletes: task Write report');
  });

  it('does not name the record while the values are being edited: the id in the form may be another one', async () => {
    const { approval } = await heldDelete('Write report');
    const user = userEvent.setup();
    renderWithServer(kit(), <ToolApproval approval={approval} />);
    const target = () => card().querySelector('[data-slot="tool-approval-target"]');
    await screen.findByRole('heading', { name: 'Delete task' });
    expect(target()?.textContent).toBe('Deletes the task “Write report”');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('textbox', { name: /^Task/ });
    expect(target()).toBeNull();
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Edit' });
    expect(target()?.textContent).toBe('Deletes the task “Write report”');
  });
});
