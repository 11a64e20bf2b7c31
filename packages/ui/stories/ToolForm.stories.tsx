import type { Tool } from '@patchbay/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToolForm } from '../src/ToolForm';
import { createStoryClient } from './support/storyClient';
import { storyMessages } from './support/storyMessages';

/*
 * The tools come from the real service that Storybook runs as Vite
 * middleware: the form reads their `input_parameters` as an app gets them.
 * The theme toolbar (light, dark, brand) shows each story in every theme.
 */

const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

/** The tool `slug`, its input schema replaced by `input` when given (shapes no built-in tool has). */
function withTool(slug: string, input?: Tool['input_parameters']) {
  return async (): Promise<{ tool: Tool }> => {
    const tool = await createStoryClient().tools.get(slug);
    return { tool: input ? { ...tool, input_parameters: input } : tool };
  };
}

const meta = {
  title: 'Components/ToolForm',
  component: ToolForm,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: { tool: undefined as unknown as Tool, onSubmit: fn(), onValueChange: fn() },
  argTypes: { tool: { control: false } },
  loaders: [withTool(CREATE_TASK)],
  render: function Render(args, { loaded }) {
    return <ToolForm {...args} tool={(loaded as { tool: Tool }).tool} />;
  },
} satisfies Meta<typeof ToolForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Tasks' create-task input: the schema's defaults, nothing typed yet. */
export const Default: Story = {};

/** Prefilled, as when an approval's arguments are edited. */
export const Prefilled: Story = {
  args: { defaultValues: { title: 'Ship the release notes', project: 'ops', priority: 'high', estimate: 3 }, submitLabel: 'Approve' },
};

/** Submitted with the title missing and a negative estimate. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const estimate = await canvas.findByRole('textbox', { name: 'Estimate' });
    await userEvent.type(estimate, '-2');
    await userEvent.click(canvas.getByRole('button', { name: storyMessages(globals).toolForm.submit }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
  },
};

/** Arrays of strings and of objects, a nested object, formats, and a JSON field for a shape without a type. */
export const NestedShapes: Story = {
  args: { defaultValues: { tags: ['urgent'], steps: [{ name: 'Plan', done: true }] } },
  loaders: [
    withTool(CREATE_TASK, {
      type: 'object',
      additionalProperties: false,
      required: ['owner'],
      properties: {
        tags: { type: 'array', description: 'Labels to file it under', items: { type: 'string', minLength: 1 } },
        owner: {
          type: 'object',
          title: 'Task owner',
          description: 'Who answers for it',
          additionalProperties: false,
          required: ['email'],
          properties: { email: { type: 'string', format: 'email' }, homepage: { type: 'string', format: 'uri' } },
        },
        due: { type: 'string', format: 'date', description: 'The day it is due' },
        steps: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: { name: { type: 'string' }, done: { type: 'boolean' } },
          },
        },
        extra: { description: 'Anything the app keeps with it' },
      },
    }),
  ],
};
