import { validateToolArguments, type Tool, type ToolJsonSchema } from '@patchbay/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ToolForm, type ToolFormProps } from '../src/ToolForm';
import { renderWithServer, serveEachTest } from './renderWithServer';
import { connectTasksAccount } from './heldApproval';

const BUILTIN_TOOLKITS = 'patchbay_oauth_demo,patchbay_apikey_demo,patchbay_noauth_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

const { kit } = serveEachTest('/');

function renderForm(props: Partial<ToolFormProps> & { tool: Tool }) {
  const onSubmit = vi.fn<(values: Record<string, unknown>) => unknown>();
  const view = renderWithServer(kit(), <ToolForm onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit: props.onSubmit ?? onSubmit, user: userEvent.setup() };
}

/** A real tool of the service, with another input schema: the form reads only `input_parameters`. */
async function toolWith(input_parameters: ToolJsonSchema): Promise<Tool> {
  return { ...(await kit().client.tools.get(CREATE_TASK)), input_parameters };
}

const fieldOf = (control: HTMLElement) => control.closest('[data-slot="tool-form-field"]')!;
const errorOf = (control: HTMLElement) => fieldOf(control).querySelector('[data-slot="tool-form-error"]')?.textContent ?? null;

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

/** A value for a required string that its pattern or format accepts. */
function sampleFor(schema: ToolJsonSchema): string {
  if (schema.format === 'date-time') return '2025-01-31T09:00:00Z';
  const candidates = ['task_abc123', 'ops', 'signups', 'Something to do'];
  return candidates.find((text) => schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text)) ?? 'x';
}

describe('ToolForm', () => {
  it("lays out Acme Tasks' create-task input: labels, help, required marks, defaults", async () => {
    const tool = await kit().client.tools.get(CREATE_TASK);
    renderForm({ tool });
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(screen.getByRole('form', { name: tool.name })).toBeTruthy();
    expect(fieldOf(title).querySelector('label')?.textContent).toBe('Title* (Required)');
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('What the task is');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Project' }).value).toBe('inbox');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Priority' }).value).toBe('normal');
    expect(screen.getByRole('textbox', { name: 'Estimate' }).getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Archived' }).checked).toBe(false);
  });

  it('shows problems at their fields, focuses the first on submit, and submits only valid values', async () => {
    const tool = await kit().client.tools.get(CREATE_TASK);
    const { user, onSubmit } = renderForm({ tool, submitLabel: 'Create task' });
    const title = screen.getByRole('textbox', { name: /^Title/ });
    const estimate = screen.getByRole('textbox', { name: 'Estimate' });
    await user.click(estimate);
    await user.keyboard('-3');
    await user.tab();
    expect(errorOf(estimate)).toBe('Estimate: must be at least 0');
    expect(estimate.getAttribute('aria-invalid')).toBe('true');
    expect(estimate.getAttribute('aria-describedby')).toContain(fieldOf(estimate).querySelector('[data-slot="tool-form-error"]')!.id);

    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(document.activeElement).toBe(title);
    expect(errorOf(title)).toBe('Title is required.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('Write the docs');
    await user.clear(estimate);
    await user.type(estimate, 'lots');
    expect(errorOf(estimate)).toBe('Estimate must be a number.');
    await user.clear(estimate);
    await user.type(estimate, '2.5{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Write the docs', project: 'inbox', priority: 'normal', estimate: 2.5, archived: false });
  });

  it('fills in every built-in tool of the local service into values its validator accepts', async () => {
    const { items } = await kit().client.tools.list({ toolkit_slug: BUILTIN_TOOLKITS, limit: 100 });
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const tool of items) {
      const onSubmit = vi.fn();
      const { unmount } = renderWithServer(kit(), <ToolForm tool={tool} onSubmit={onSubmit} />);
      const schema = tool.input_parameters;
      for (const name of schema.required ?? []) {
        const property = schema.properties![name]!;
        if (property.default !== undefined) continue;
        const control = document.querySelector<HTMLInputElement>(`[data-slot="tool-form-control"][name="${name}"]`)!;
        fireEvent.change(control, { target: { value: sampleFor(property) } });
      }
      fireEvent.submit(screen.getByRole('form', { name: tool.name }));
      expect(screen.queryAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid'))).toEqual([]);
      expect(onSubmit, tool.slug).toHaveBeenCalledTimes(1);
      const submitted = onSubmit.mock.calls[0]![0];
      expect(validateToolArguments(schema, submitted), tool.slug).toEqual({ value: submitted, errors: [] });
      unmount();
    }
  });

  it("runs a tool through the service's execute from the keyboard, and the created task is there", async () => {
    const accountId = await connectTasksAccount(kit());
    const tool = await kit().client.tools.get(CREATE_TASK);
    const onSubmit = (values: Record<string, unknown>) =>
      kit().client.tools.execute(CREATE_TASK, { connected_account_id: accountId, arguments: values });
    const { user } = renderForm({ tool, onSubmit, defaultValues: { project: 'ops' } });

    await user.tab();
    await user.keyboard('Ship the form');
    await user.tab();
    expect((document.activeElement as HTMLInputElement).value).toBe('ops');
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await user.tab();
    await user.keyboard('4{Enter}');

    await waitFor(() => expect(document.querySelector('[data-slot="live-region"]')?.textContent).toBe('Submitted.'));
    const listed = await kit().client.tools.execute('PATCHBAY_OAUTH_DEMO_LIST_TASKS', {
      connected_account_id: accountId,
      arguments: { project: 'ops' },
    });
    expect(listed.data.tasks).toEqual([
      expect.objectContaining({ title: 'Ship the form', project: 'ops', priority: 'high', estimate: 4, archived: false }),
    ]);
  });

  it('shows the service’s field errors on their fields when a submit is refused', async () => {
    const accountId = await connectTasksAccount(kit());
    const real = await kit().client.tools.get(CREATE_TASK);
    // A stale copy of the schema in the app: the service still bounds the estimate.
    const stale: Tool = {
      ...real,
      input_parameters: { ...real.input_parameters, properties: { ...real.input_parameters.properties, estimate: { type: 'number' } } },
    };
    const onSubmit = (values: Record<string, unknown>) =>
      kit().client.tools.execute(CREATE_TASK, { connected_account_id: accountId, arguments: values });
    const { user } = renderForm({ tool: stale, onSubmit, defaultValues: { title: 'Too big', estimate: 99_999 } });
    await user.click(screen.getByRole('button', { name: 'Run tool' }));
    const estimate = screen.getByRole('textbox', { name: 'Estimate' });
    await waitFor(() => expect(errorOf(estimate)).toBe('Estimate: must be at most 10000'));
    expect(document.activeElement).toBe(estimate);
  });

  it('adds and removes array items, nests objects in fieldsets, and falls back to JSON for shapes it cannot lay out', async () => {
    const tool = await toolWith({
      type: 'object',
      additionalProperties: false,
      required: ['owner'],
      properties: {
        tags: { type: 'array', description: 'Labels', items: { type: 'string', minLength: 1 } },
        owner: {
          type: 'object',
          title: 'Task owner',
          additionalProperties: false,
          required: ['email'],
          properties: { email: { type: 'string', format: 'email' }, homepage: { type: 'string', format: 'uri' } },
        },
        due: { type: 'string', format: 'date' },
        steps: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: { name: { type: 'string' }, done: { type: 'boolean' } },
          },
        },
        extra: { description: 'Anything else' },
        choice: { oneOf: [{ type: 'string' }, { type: 'number' }] } as ToolJsonSchema,
        notes: { type: 'string', maxLength: 5000 },
      },
    });
    const { user, onSubmit } = renderForm({ tool, defaultValues: { steps: [{ name: 'Plan' }] } });

    const owner = screen.getByRole('group', { name: /^Task owner/ });
    expect(owner.tagName).toBe('FIELDSET');
    expect(
      within(owner)
        .getByRole('textbox', { name: /^Email/ })
        .getAttribute('type'),
    ).toBe('email');
    expect(within(owner).getByRole('textbox', { name: 'Homepage' }).getAttribute('type')).toBe('url');
    expect(document.querySelector('input[type="date"][name="due"]')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Extra' }).getAttribute('data-format')).toBe('json');
    expect(screen.getByRole('textbox', { name: 'Choice' }).getAttribute('data-format')).toBe('json');
    expect(within(screen.getByRole('group', { name: 'Steps 1' })).getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe('Plan');

    await user.click(screen.getByRole('button', { name: 'Add to Tags' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Tags 1/ }));
    await user.keyboard('urgent');
    await user.click(screen.getByRole('button', { name: 'Add to Tags' }));
    await user.keyboard('later');
    await user.click(screen.getByRole('button', { name: 'Remove Tags 1' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Tags 1/ }).value).toBe('later');
    expect(screen.queryByRole('textbox', { name: /^Tags 2/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add to Steps' }));
    await user.click(screen.getByRole('button', { name: 'Remove Steps 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Extra' }), '{{"a": [[1');
    await user.click(screen.getByRole('button', { name: 'Run tool' }));
    const extra = screen.getByRole('textbox', { name: 'Extra' });
    expect(errorOf(extra)).toBe('Extra is not valid JSON.');
    expect(document.activeElement).toBe(within(owner).getByRole('textbox', { name: /^Email/ }));
    expect(errorOf(document.activeElement as HTMLElement)).toBe('Email is required.');

    await user.keyboard('ada@example.com');
    await user.type(extra, ']}');
    await user.click(screen.getByRole('button', { name: 'Run tool' }));
    expect(onSubmit).toHaveBeenCalledWith({ tags: ['later'], owner: { email: 'ada@example.com' }, steps: [{ name: 'Plan' }], extra: { a: [1] } });
    await expectNoAxeViolations();
  });

  it("turns Add off at the array's maxItems and Remove off at its minItems, so the list never breaks its bounds", async () => {
    const tool = await toolWith({
      type: 'object',
      properties: {
        tags: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string' } },
        // Bounds that are not numbers are no bounds, to the form as to the validator.
        labels: { type: 'array', maxItems: 'two', minItems: 'three', items: { type: 'string' } } as unknown as ToolJsonSchema,
      },
    });
    const { user, onSubmit } = renderForm({ tool, defaultValues: { tags: ['one'] } });
    const add = screen.getByRole('button', { name: 'Add to Tags' });
    expect(add.getAttribute('aria-disabled')).toBeNull();
    // At minItems: Remove is there, says it is off, and does nothing.
    const remove = screen.getByRole('button', { name: 'Remove Tags 1' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.click(remove);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Tags 1/ }).value).toBe('one');

    await user.click(add);
    await user.keyboard('two');
    // At maxItems: Add says it is off (and stays focusable), and a press adds nothing.
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove Tags 1' }).getAttribute('aria-disabled')).toBeNull();
    await user.click(add);
    expect(screen.queryByRole('textbox', { name: /^Tags 3/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Tags 2' }));
    expect(add.getAttribute('aria-disabled')).toBeNull();

    const addLabel = screen.getByRole('button', { name: 'Add to Labels' });
    for (let i = 0; i < 3; i++) await user.click(addLabel);
    expect(addLabel.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Labels 1' }).getAttribute('aria-disabled')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Labels 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove Labels 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove Labels 1' }));
    await user.click(screen.getByRole('button', { name: 'Run tool' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tags: ['one'] }));
  });

  it('keeps hostile schemas to a bounded page: deep nesting, huge enums, $ref loops and giant objects', async () => {
    let deep: ToolJsonSchema = { type: 'string' };
    for (let level = 0; level < 200; level++) deep = { type: 'object', properties: { inner: deep } };
    const looping: Record<string, unknown> = { type: 'object', properties: {} };
    (looping.properties as Record<string, unknown>).self = looping;
    const huge = Array.from({ length: 5_000 }, (_, i) => `option-${i}`);
    const tool = await toolWith({
      type: 'object',
      properties: {
        deep,
        looping: looping,
        ref: { $ref: '#' } as ToolJsonSchema,
        pick: { type: 'string', enum: huge },
        few: { type: 'string', enum: huge.slice(0, 5) },
      },
    });
    // Bounded by what is rendered (counted below), not by how long rendering takes.
    const { unmount } = renderForm({ tool });

    // Nested past the cap: the innermost groups shown hold a JSON field.
    expect(screen.getAllByRole('group', { name: 'Inner' }).length).toBeLessThan(5);
    const jsonFields = document.querySelectorAll('textarea[data-format="json"]');
    expect([...jsonFields].map((field) => (field as HTMLTextAreaElement).name)).toEqual(['inner', 'self', 'ref']);
    expect(document.querySelectorAll('option').length).toBeLessThan(30);
    const pick = screen.getByRole('combobox', { name: 'Pick' });
    expect(pick.tagName).toBe('INPUT');
    expect(screen.getByRole('combobox', { name: 'Few' }).tagName).toBe('SELECT');
    unmount();

    const giant = await toolWith({
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, { type: 'string' }])),
    });
    renderForm({ tool: giant });
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('data-format'))).toEqual(['json']);
    expect(screen.getByRole('textbox', { name: /^Input/ })).toBeTruthy();
  });

  it('has no axe violations, with errors shown, in the dark theme', async () => {
    const tool = await kit().client.tools.get(CREATE_TASK);
    const { user } = renderForm({ tool });
    await user.click(screen.getByRole('button', { name: 'Run tool' }));
    expect(screen.getByText('Title is required.')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
