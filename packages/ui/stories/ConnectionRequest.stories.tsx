import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectionRequest } from '../src/ConnectionRequest';
import { ensureAuthConfig } from './support/ensureAuthConfig';
import { STATUS_APP, userWithStatusAccounts } from './support/namedAccounts';
import { findSlot } from './support/findSlot';
import { createStoryClient } from './support/storyClient';
import { storyMessages } from './support/storyMessages';
import { answerConsent, storyPopup, stubWindowOpen } from './support/storyPopup';
import { storyUserId, useStoryUser } from './support/storyUser';

/*
 * Every story talks to the real service that Storybook runs as Vite
 * middleware; only `window.open` is stood in for (see ConnectAccountModal's
 * stories). The card asks only users with no ACTIVE account, so each
 * rendering acts for a new user: a story connected once asks again when shown again.
 */

/** A user of this rendering only. */
function useNewUser(): string {
  const storyUser = useStoryUser();
  const [userId] = useState(() => `${storyUser}:${crypto.randomUUID()}`);
  return userId;
}

/** An assistant's turn in a chat: its words, then the card. */
function AssistantTurn({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <p style={{ margin: 0 }}>I can add “Send the invoice” to your tasks for Friday.</p>
      {children}
    </div>
  );
}

/** Presses Connect (in any language) once the card is ready, and waits for the hosted page's address in the popup. */
async function connect(canvasElement: HTMLElement): Promise<string> {
  const button = await findSlot(canvasElement, 'connection-request-connect');
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  await userEvent.click(button);
  await waitFor(() => expect(storyPopup()?.location.href).toMatch(/\/connect\/lt_/));
  return storyPopup()?.location.href ?? '';
}

const stateIs = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="connection-request"]')).toHaveAttribute('data-state', state));

const meta = {
  title: 'Components/ConnectionRequest',
  component: ConnectionRequest,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: {
    userId: '',
    toolkit: 'patchbay_oauth_demo',
    reason: 'To add your task I need access to Acme Tasks.',
    flowOptions: { pollIntervalMs: 500 },
    onConnected: fn(),
    onExit: fn(),
  },
  argTypes: { userId: { control: false }, sessionId: { control: false }, flowOptions: { control: 'object' } },
  render: function Render(args) {
    const userId = useNewUser();
    return (
      <AssistantTurn>
        <ConnectionRequest {...args} userId={userId} />
      </AssistantTurn>
    );
  },
} satisfies Meta<typeof ConnectionRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent needs Acme Tasks: the app, the agent's reason and one button. */
export const Idle: Story = {};

/** The popup is open on the hosted page: the card waits, with Cancel. */
export const Waiting: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement }) => {
    await connect(canvasElement);
    await stateIs(canvasElement, 'waiting');
  },
};

/** The user allowed access: a compact "Connected", and `onConnected` lets the agent go on. */
export const Connected: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement, args }) => {
    await answerConsent(await connect(canvasElement), 'allow');
    await stateIs(canvasElement, 'active');
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledTimes(1));
  },
};

/** The user had connected Acme Tasks before (say, earlier in the chat): Connected at once, nothing asked. */
export const AlreadyConnected: Story = {
  loaders: [
    async ({ id }) => {
      const client = createStoryClient();
      const userId = `${storyUserId(id)}:${crypto.randomUUID()}`;
      const authConfigId = await ensureAuthConfig(client, 'patchbay_oauth_demo');
      const link = await client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: userId });
      await answerConsent(link.redirect_url, 'allow');
      return { userId };
    },
  ],
  render: (args, { loaded }) => (
    <AssistantTurn>
      <ConnectionRequest {...args} userId={loaded.userId as string} />
    </AssistantTurn>
  ),
  play: async ({ canvasElement, args }) => {
    await stateIs(canvasElement, 'active');
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledTimes(1));
  },
};

/** The user denied access at the provider: the reason, and Try again. */
export const Failed: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement }) => {
    await answerConsent(await connect(canvasElement), 'deny');
    await stateIs(canvasElement, 'failed');
  },
};

/** Through a tool router session's link (`sessionId`): the session decides the auth config. */
export const InSession: Story = {
  loaders: [
    async ({ id }) => {
      const userId = `${storyUserId(id)}:${crypto.randomUUID()}`;
      const session = await createStoryClient().toolRouter.createSession({ user_id: userId, toolkits: { enable: ['patchbay_oauth_demo'] } });
      return { userId, sessionId: session.session_id };
    },
  ],
  render: (args, { loaded }) => (
    <AssistantTurn>
      <ConnectionRequest {...args} userId={loaded.userId as string} sessionId={loaded.sessionId as string} />
    </AssistantTurn>
  ),
};

/** The user has two Acme Status accounts, Work and Personal: which one the agent uses, by name, or another one. */
export const SeveralAccounts: Story = {
  args: { toolkit: STATUS_APP, reason: 'To check the status page I need access to Acme Status.' },
  loaders: [({ id }) => userWithStatusAccounts(id, ['Work', 'Personal'])],
  render: (args, { loaded }) => (
    <AssistantTurn>
      <ConnectionRequest {...args} userId={loaded.userId as string} />
    </AssistantTurn>
  ),
};

/** The user picked Work: "Acme Status (Work) is connected.", and `onConnected` gets that account for the agent. */
export const AccountPicked: Story = {
  ...SeveralAccounts,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Work' }));
    await userEvent.click(canvas.getByRole('button', { name: storyMessages(globals).alias.use }));
    await stateIs(canvasElement, 'active');
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledWith(expect.objectContaining({ alias: 'Work' })));
  },
};

/** "Add another account": the new account's name, then Connect. */
export const AddingAnotherAccount: Story = {
  ...SeveralAccounts,
  play: async ({ canvasElement, globals }) => {
    const { alias } = storyMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: alias.addAnother }));
    await userEvent.type(canvas.getByRole('textbox', { name: alias.fieldLabel }), 'Home');
  },
};

/** "What can Acme Tasks do?" opened: its tools by kind, with counts and a few names (`showAbilities={false}` leaves it out). */
export const WhatItCanDo: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByText(storyMessages(globals).abilities.toggle('Acme Tasks')));
  },
};

/** The dark theme (any story follows the toolbar's theme too). */
export const Dark: Story = { globals: { theme: 'dark' } };

/** The brand theme: warmer colours, rounder corners. */
export const Brand: Story = { globals: { theme: 'brand' } };
