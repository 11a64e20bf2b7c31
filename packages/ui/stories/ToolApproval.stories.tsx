import type { Tool, ToolApproval as Approval, ToolJsonSchema } from '@patchbay/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToolApproval, ToolApprovalList } from '../src/ToolApproval';
import { ensureAuthConfig } from './support/ensureAuthConfig';
import { findSlot } from './support/findSlot';
import { createStoryClient } from './support/storyClient';
import { storyMessages } from './support/storyMessages';
import { answerConsent } from './support/storyPopup';
import { storyUserId } from './support/storyUser';

/*
 * Every approval is a real one: each rendering connects Acme Tasks for a new
 * user of the service that Storybook runs as Vite middleware, opens a tool
 * router session that holds creating, updating and deleting for approval,
 * and makes the agent's create-task call that the session holds. The theme
 * toolbar (light, dark, brand) shows each story in every theme.
 */

const TASKS = 'patchbay_oauth_demo';
const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

interface Loaded {
  approval: Approval;
  sessionId: string;
}

/** A pending approval of `arguments` (and `more` others in the same session), for a user of this rendering only. */
function heldCall(args: Record<string, unknown>, more: Record<string, unknown>[] = []) {
  return async ({ id }: { id: string }): Promise<Loaded> => {
    const client = createStoryClient();
    const userId = `${storyUserId(id)}:${crypto.randomUUID()}`;
    const link = await client.connectedAccounts.link({ auth_config_id: await ensureAuthConfig(client, TASKS), user_id: userId });
    await answerConsent(link.redirect_url, 'allow');
    const { session_id: sessionId } = await client.toolRouter.createSession({
      user_id: userId,
      toolkits: { enable: [TASKS] },
      tags: { require_approval: ['createHint', 'updateHint', 'destructiveHint'] },
    });
    let last: string | undefined;
    for (const call of [...more, args]) {
      const held = await client.toolRouter.execute(sessionId, { tool_slug: CREATE_TASK, arguments: call });
      last = held.approval?.id;
    }
    return { approval: await client.toolRouter.getApproval(sessionId, last!), sessionId };
  };
}

const TASK = { title: 'Send the invoice to Globex', project: 'billing', priority: 'high', estimate: 1.5 };

/** An assistant's turn in a chat: its words, then the card. */
const turn = (card: ReactNode) => (
  <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
    <p style={{ margin: 0 }}>I will add “Send the invoice to Globex” to your tasks, once you approve.</p>
    {card}
  </div>
);

/** The approval card, in any language. */
const cardOf = (canvasElement: HTMLElement) => findSlot(canvasElement, 'tool-approval');

const meta = {
  title: 'Components/ToolApproval',
  component: ToolApproval,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: { approval: undefined as unknown as Approval, onAnswered: fn() },
  argTypes: { approval: { control: false }, tool: { control: false }, toolkit: { control: false } },
  loaders: [heldCall(TASK)],
  render: function Render(args, { loaded }) {
    return turn(<ToolApproval {...args} approval={(loaded as Loaded).approval} />);
  },
} satisfies Meta<typeof ToolApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the user: the app, what the tool does, "Creates", the values in words, and Deny, Edit, Approve. */
export const Pending: Story = {};

/** Deny opened its reason field: the assistant reads what the user writes. */
export const Denying: Story = {
  play: async ({ canvasElement, globals }) => {
    const { toolApproval } = storyMessages(globals);
    const card = within(await cardOf(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: toolApproval.deny }));
    await waitFor(() => expect(card.getByRole('textbox', { name: toolApproval.reasonLabel })).toHaveFocus());
    await userEvent.keyboard('Not this week');
  },
};

/** Edit opened the tool's form, prefilled with the agent's values; submitting it approves with the edited ones. */
export const Editing: Story = {
  play: async ({ canvasElement, globals }) => {
    const card = within(await cardOf(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: storyMessages(globals).toolApproval.edit }));
    await waitFor(() => expect(card.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
  },
};

/** Approved: the task was created; the result is a click away. */
export const Approved: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const card = await cardOf(canvasElement);
    await userEvent.click(await within(card).findByRole('button', { name: storyMessages(globals).toolApproval.approve }));
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'approved'));
    await waitFor(() => expect(args.onAnswered).toHaveBeenCalledTimes(1));
  },
};

/** Denied, with the reason the agent reads. */
export const Denied: Story = {
  play: async ({ canvasElement, globals }) => {
    const { toolApproval } = storyMessages(globals);
    const card = await cardOf(canvasElement);
    await userEvent.click(await within(card).findByRole('button', { name: toolApproval.deny }));
    await userEvent.keyboard('Not this week');
    await userEvent.click(within(card).getByRole('button', { name: toolApproval.confirmDeny }));
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'denied'));
  },
};

/** Nobody answered in time: no actions left. (The service's approvals wait ten minutes; this one is shown as it reads then.) */
export const Expired: Story = {
  render: (args, { loaded }) => turn(<ToolApproval {...args} approval={{ ...(loaded as Loaded).approval, status: 'expired' }} />),
};

const RICH_INPUT: ToolJsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    notes: { type: 'string', description: 'Anything to know' },
    due: { type: 'string', format: 'date' },
    remind_at: { type: 'string', format: 'date-time', title: 'Reminder' },
    urgent: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    owner: { type: 'object', properties: { email: { type: 'string', format: 'email' }, homepage: { type: 'string', format: 'uri' } } },
  },
};

/** Other shapes, read through the schema: a date, a time, Yes/No, a list, a nested owner with links, long notes folded. */
export const RichValues: Story = {
  loaders: [async () => ({ tool: { ...(await createStoryClient().tools.get(CREATE_TASK)), input_parameters: RICH_INPUT } satisfies Tool })],
  render: (args, { loaded }) => {
    const { approval, tool } = loaded as Loaded & { tool: Tool };
    const values = {
      title: 'Send the invoice to Globex',
      notes: `${'Attach the signed order form and the timesheet for March; copy the account manager. '.repeat(4)}Thanks!`,
      due: '2030-04-01',
      remind_at: '2030-03-31T09:00:00Z',
      urgent: true,
      tags: ['billing', 'globex'],
      owner: { email: 'ada@example.com', homepage: 'https://example.com/ada' },
    };
    // Shown as answered so the card keeps these values rather than reading the approval's own again.
    return turn(
      <ToolApproval {...args} tool={tool} approval={{ ...approval, status: 'denied', reason: 'Shown for its values', arguments: values }} />,
    );
  },
};

/** A session's pending approvals, newest first; one answered here stays, saying how it ended. */
export const List: StoryObj<typeof ToolApprovalList> = {
  loaders: [heldCall(TASK, [{ title: 'Renew the domain', project: 'ops' }])],
  render: (_args, { loaded }) => (
    <div style={{ maxWidth: 560 }}>
      <ToolApprovalList sessionId={(loaded as Loaded).sessionId} />
    </div>
  ),
};
