import type { Tool, ToolJsonSchema } from '@patchbay/client';
import { testControls } from '@patchbay/server/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ToolApproval, ToolApprovalList, type ToolApprovalProps } from '../src/ToolApproval';
import { CREATE_TASK, heldCreateTask as holdCreateTask } from './heldApproval';
import { renderWithServer, serveEachTest } from './renderWithServer';

const each = serveEachTest('/');
const { kit } = each;
const heldCreateTask = (args?: Record<string, unknown>, options?: { alias?: string }) => holdCreateTask(each, args, options);

function renderCard(props: ToolApprovalProps) {
  const view = renderWithServer(kit(), <ToolApproval {...props} />);
  return { ...view, user: userEvent.setup() };
}

const card = () => screen.getByRole('group', { name: /^Approval request:/ });
/** The value shown for a name in the list of values (the first list it is in). */
const valueOf = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('[data-slot="tool-approval-value"]')].find((row) => row.querySelector('dt')?.textContent === name)?.querySelector('dd')
    ?.textContent;
const stateOf = () => card().getAttribute('data-state');

async function expectNoAxeViolations(root: HTMLElement = card()) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

describe('ToolApproval', () => {
  it("says in words what the agent's call would do: the app, the tool, the kind of action and its values; JSON only when asked", async () => {
    const { approval } = await heldCreateTask();
    const { user } = renderCard({ approval });
    await screen.findByRole('heading', { name: 'Create task' });
    expect(card().getAttribute('aria-label')).toBe('Approval request: Create task in Acme Tasks');
    expect(card().textContent).toContain('An assistant wants to use Acme Tasks');
    expect(card().querySelector('[data-slot="status-pill"]')?.textContent).toBe('Creates');
    expect(valueOf('Title')).toBe('Ship the notes');
    expect(valueOf('Project')).toBe('ops');
    expect(valueOf('Priority')).toBe('high');
    expect(valueOf('Estimate')).toBe('2.5');
    expect(valueOf('Archived')).toBe('No');
    expect(card().textContent).not.toContain('{"');
    expect(card().textContent).not.toContain('"title"');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Show as JSON' }));
    expect(screen.getByRole('button', { name: 'Show as JSON' }).getAttribute('aria-expanded')).toBe('true');
    expect(JSON.parse(card().querySelector('pre')!.textContent)).toEqual(approval.arguments);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Show as JSON', 'Deny', 'Edit', 'Approve']);
  });

  it('names the account the call would use by its alias, so the user knows which one', async () => {
    const { approval } = await heldCreateTask(undefined, { alias: 'Work' });
    expect(approval.connected_account_alias).toBe('Work');
    renderCard({ approval });
    await screen.findByRole('heading', { name: 'Create task' });
    expect(card().textContent).toContain('An assistant wants to use Acme Tasks (Work)');
  });

  it("names the kind of action from the tool's hints: an update says Updates", async () => {
    const { sessionId } = await heldCreateTask();
    const held = await kit().client.toolRouter.execute(sessionId, {
      tool_slug: 'PATCHBAY_OAUTH_DEMO_UPDATE_TASK',
      arguments: { task_id: 'task_abc123', priority: 'low' },
    });
    renderCard({ approval: await kit().client.toolRouter.getApproval(sessionId, held.approval!.id) });
    await screen.findByRole('heading', { name: 'Update task' });
    expect(card().querySelector('[data-slot="status-pill"]')?.textContent).toBe('Updates');
    // No such task in the user's account: the card says so rather than showing the id.
    expect(valueOf('Task')).toBe('Not found in Acme Tasks');
  });

  it('reads other shapes through the schema: dates, Yes/No, lists, nested values, safe links, long text folded', async () => {
    const { approval: held, sessionId } = await heldCreateTask();
    // Answered, so the card shows these values rather than the service's when it reads the approval again.
    const approval = await kit().client.toolRouter.answerApproval(sessionId, held.id, { decision: 'deny' });
    const real = await kit().client.tools.get(CREATE_TASK);
    const input: ToolJsonSchema = {
      type: 'object',
      properties: {
        notes: { type: 'string' },
        due: { type: 'string', format: 'date' },
        remind_at: { type: 'string', format: 'date-time', title: 'Reminder' },
        urgent: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        owner: {
          type: 'object',
          properties: {
            email: { type: 'string', format: 'email' },
            homepage: { type: 'string', format: 'uri' },
            backup: { type: 'string', format: 'uri' },
          },
        },
      },
    };
    const notes = `${'Write the release notes for every change. '.repeat(6)}The end.`;
    const args = {
      notes,
      due: '2030-01-31',
      remind_at: '2030-01-30T09:00:00Z',
      urgent: true,
      tags: ['docs', 'release'],
      owner: { email: 'ada@example.com', homepage: 'https://example.com/ada', backup: 'javascript:alert(1)' },
      extra_count: 1200,
    };
    const { user } = renderCard({ approval: { ...approval, arguments: args }, tool: { ...real, input_parameters: input } });
    await screen.findByRole('heading', { name: 'Create task' });

    expect(valueOf('Due')).toBe('Jan 31, 2030');
    expect(valueOf('Reminder')).toMatch(/^Jan (29|30|31), 2030, \d{1,2}:\d{2}/);
    expect(card().querySelector('time')?.getAttribute('dateTime')).toBe('2030-01-31');
    expect(valueOf('Urgent')).toBe('Yes');
    expect([...card().querySelectorAll('[data-slot="tool-approval-list-item"]')].map((item) => item.textContent)).toEqual(['docs', 'release']);
    // The nested object is a list of its own, inside the row of its name.
    const owner = [...card().querySelectorAll('[data-slot="tool-approval-value"]')].find((row) => row.querySelector('dt')?.textContent === 'Owner')!;
    expect(owner.querySelector('dd dl')).toBeTruthy();
    expect(
      within(owner as HTMLElement)
        .getByRole('link', { name: 'ada@example.com' })
        .getAttribute('href'),
    ).toBe('mailto:ada@example.com');
    expect(
      within(owner as HTMLElement)
        .getByRole('link', { name: 'https://example.com/ada' })
        .getAttribute('rel'),
    ).toContain('noopener');
    expect(valueOf('Backup', owner)).toBe('javascript:alert(1)');
    expect(within(owner as HTMLElement).queryByRole('link', { name: /javascript/ })).toBeNull();
    // Names the schema does not list show too, in words.
    expect(valueOf('Extra count')).toBe('1,200');

    // Long text: folded, with Show more (and back).
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(valueOf('Notes')).not.toContain('The end.');
    expect(valueOf('Notes')!.length).toBeLessThan(notes.length);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(valueOf('Notes')).toBe(`${notes}Show less`);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(card().textContent).not.toContain('{"');
    await expectNoAxeViolations();
  });

  it('approves: the task is created, the card says Approved with a short result, and tells the app', async () => {
    const { approval, titles } = await heldCreateTask();
    const onAnswered = vi.fn();
    const { user } = renderCard({ approval, onAnswered });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(await titles()).toEqual([]);
    await user.click(approve);
    await waitFor(() => expect(stateOf()).toBe('approved'));
    expect(await titles()).toEqual(['Ship the notes']);
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(onAnswered.mock.calls[0]![0]).toMatchObject({ id: approval.id, status: 'approved', result: { successful: true } });
    const status = card().querySelector('[data-slot="tool-approval-status"]')!;
    expect(status.textContent).toBe('ApprovedAcme Tasks did it.Show the result');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    // The button that had focus is gone: focus stays in the card.
    expect(document.activeElement).toBe(card());
    expect(document.querySelector('[data-slot="live-region"]')?.textContent).toBe('Approved: Create task.');
    await user.click(screen.getByRole('button', { name: 'Show the result' }));
    expect(valueOf('Title', card().querySelector('[data-slot="tool-approval-result"]')!)).toBe('Ship the notes');
    await expectNoAxeViolations();
  });

  it('edits the values in the tool form from the keyboard, then approves with them: the task has the edited title', async () => {
    const { approval, sessionId, titles } = await heldCreateTask();
    const { user } = renderCard({ approval });
    const edit = await screen.findByRole('button', { name: 'Edit' });
    edit.focus();
    await user.keyboard('{Enter}');
    // Into the form (its code loads on demand), prefilled with the call's values.
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Title/ });
    // Focus moves in once the form has mounted, a render after the field appears.
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.value).toBe('Ship the notes');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Priority' }).value).toBe('high');
    expect(card().querySelector('[data-slot="tool-approval-arguments"]')).toBeNull();
    await expectNoAxeViolations();

    // Cancel: back on Edit, nothing answered.
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: /^Title/ }));
    await user.keyboard('Ship the edited notes{Enter}');

    await waitFor(() => expect(stateOf()).toBe('approved'));
    expect(await titles()).toEqual(['Ship the edited notes']);
    expect(await kit().client.toolRouter.getApproval(sessionId, approval.id)).toMatchObject({
      status: 'approved',
      arguments: { title: 'Ship the edited notes', project: 'ops' },
    });
    expect(valueOf('Title')).toBe('Ship the edited notes');
  });

  it('keeps a bad edit from running: the problem shows at its field, nothing is created, the approval still waits', async () => {
    const { approval, sessionId, titles } = await heldCreateTask();
    const { user } = renderCard({ approval });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Approve with these values' }));
    expect(title.closest('[data-slot="tool-form-field"]')?.querySelector('[data-slot="tool-form-error"]')?.textContent).toBe('Title is required.');
    expect(document.activeElement).toBe(title);
    expect(stateOf()).toBe('pending');
    expect(await titles()).toEqual([]);
    expect((await kit().client.toolRouter.getApproval(sessionId, approval.id)).status).toBe('pending');
  });

  it('shows the service field errors of an edit at their fields', async () => {
    const { approval, titles } = await heldCreateTask();
    const real = await kit().client.tools.get(CREATE_TASK);
    // The form's copy of the schema lets any project key through; the service's does not.
    const loose: Tool = {
      ...real,
      input_parameters: { ...real.input_parameters, properties: { ...real.input_parameters.properties, project: { type: 'string' } } },
    };
    const { user } = renderCard({ approval, tool: loose });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const project = await screen.findByRole('textbox', { name: 'Project' });
    await user.clear(project);
    await user.type(project, 'not a key!');
    await user.click(screen.getByRole('button', { name: 'Approve with these values' }));
    await waitFor(() => expect(project.getAttribute('aria-invalid')).toBe('true'));
    expect(project.closest('[data-slot="tool-form-field"]')?.querySelector('[data-slot="tool-form-error"]')?.textContent).toMatch(/^Project: /);
    expect(card().querySelector('[data-slot="error-notice"]')).toBeNull();
    expect(stateOf()).toBe('pending');
    expect(await titles()).toEqual([]);
  });

  it('denies with a reason, from the keyboard: focus goes to the reason, the service keeps it, nothing runs', async () => {
    const { approval, sessionId, titles } = await heldCreateTask();
    const onAnswered = vi.fn();
    const { user } = renderCard({ approval, onAnswered });
    await screen.findByRole('button', { name: 'Approve' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show as JSON' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deny' }));
    await user.keyboard('{Enter}');
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
    expect(document.activeElement).toBe(reason);
    await expectNoAxeViolations();

    // Cancel: back on Deny.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deny' }));

    await user.keyboard('{Enter}');
    await user.keyboard('Not this week');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deny request' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(stateOf()).toBe('denied'));
    expect(await kit().client.toolRouter.getApproval(sessionId, approval.id)).toMatchObject({ status: 'denied', reason: 'Not this week' });
    expect(card().querySelector('[data-slot="tool-approval-status"]')?.textContent).toBe('DeniedReason: Not this week');
    expect(onAnswered).toHaveBeenCalledWith(expect.objectContaining({ status: 'denied', reason: 'Not this week' }));
    expect(screen.queryByRole('button', { name: /Deny|Approve|Edit/ })).toBeNull();
    expect(document.activeElement).toBe(card());
    expect(await titles()).toEqual([]);
  });

  it('says when the request expired, with no actions: given expired, or found expired when read again', async () => {
    const { approval, sessionId } = await heldCreateTask();
    await testControls(kit().server).advanceClock(601);
    const expired = await kit().client.toolRouter.getApproval(sessionId, approval.id);
    expect(expired.status).toBe('expired');
    const view = renderCard({ approval: expired });
    await screen.findByRole('heading', { name: 'Create task' });
    expect(stateOf()).toBe('expired');
    expect(card().querySelector('[data-slot="tool-approval-status"]')?.textContent).toBe('This request expired.');
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(['Show as JSON']);
    await expectNoAxeViolations();
    view.unmount();
    kit().queryClient.clear();

    // As the agent's call said it: still pending then. The card reads it again.
    renderCard({ approval });
    await waitFor(() => expect(stateOf()).toBe('expired'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows an answer that failed in plain words, with details, and keeps the approval to answer again', async () => {
    const { approval, accountId, sessionId } = await heldCreateTask();
    // The user's access ends at Acme Tasks before they answer: the service refuses the approval and it stays pending.
    await testControls(kit().server).expireAccount(accountId, 'access_revoked');
    const { user } = renderCard({ approval });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const notice = await waitFor(() => card().querySelector<HTMLElement>('[data-slot="error-notice"]')!);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.querySelector('[data-slot="error-notice-message"]')?.textContent).toBe('This account needs reconnecting.');
    expect(within(notice).getByText('Details for developers')).toBeTruthy();
    expect(stateOf()).toBe('pending');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect((await kit().client.toolRouter.getApproval(sessionId, approval.id)).status).toBe('pending');
    await expectNoAxeViolations();
  });
  it('drops its class names when unstyled, keeping data-slot on its parts, and takes its strings from messages', async () => {
    const { approval } = await heldCreateTask();
    renderCard({ approval, unstyled: true, className: 'mine', messages: { approve: 'Go ahead', kind: { creates: 'Adds' } } });
    await screen.findByRole('button', { name: 'Go ahead' });
    expect(card().className).toBe('mine');
    expect(card().querySelectorAll('[class*="pb-"]')).toHaveLength(0);
    expect(card().querySelector('[data-slot="tool-approval-values"]')).toBeTruthy();
    expect(card().querySelector('[data-slot="status-pill"]')?.textContent).toBe('Adds');
  });
});

describe('ToolApprovalList', () => {
  it("lists the session's pending approvals; one answered here stays, saying how it ended", async () => {
    const { sessionId, titles } = await heldCreateTask();
    const second = await kit().client.toolRouter.execute(sessionId, { tool_slug: CREATE_TASK, arguments: { title: 'Second' } });
    const user = userEvent.setup();
    renderWithServer(kit(), <ToolApprovalList sessionId={sessionId} options={{ refetchInterval: false }} />);
    const region = screen.getByRole('region', { name: 'Approval requests' });
    await waitFor(() => expect(within(region).getAllByRole('group', { name: /^Approval request:/ })).toHaveLength(2));
    const [newest] = within(region).getAllByRole('group', { name: /^Approval request:/ });
    await waitFor(() => expect(valueOf('Title', newest)).toBe('Second'));
    await user.click(await within(newest!).findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(newest!.getAttribute('data-state')).toBe('approved'));
    expect(within(region).getAllByRole('group', { name: /^Approval request:/ })).toHaveLength(2);
    expect(await titles()).toEqual(['Second']);
    expect(second.approval?.id).toBeTruthy();
    await expectNoAxeViolations(region);
  });

  it('says when nothing is waiting', async () => {
    const { sessionId, approval } = await heldCreateTask();
    await kit().client.toolRouter.answerApproval(sessionId, approval.id, { decision: 'deny' });
    renderWithServer(kit(), <ToolApprovalList sessionId={sessionId} options={{ refetchInterval: false }} />);
    expect(await screen.findByText('No requests are waiting for you.')).toBeTruthy();
  });
});
