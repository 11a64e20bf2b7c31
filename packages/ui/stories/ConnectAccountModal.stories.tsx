import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { Button } from '../src/shared/Button';
import { ensureAuthConfig } from './support/ensureAuthConfig';
import { findSlot } from './support/findSlot';
import { STATUS_APP, userWithStatusAccounts } from './support/namedAccounts';
import { createStoryClient } from './support/storyClient';
import { storyMessages } from './support/storyMessages';
import { answerConsent, storyPopup, stubWindowOpen } from './support/storyPopup';
import { storyUserId, useStoryUser } from './support/storyUser';

/*
 * Every story talks to the real service that Storybook runs as Vite
 * middleware. Only the browser's surface is stood in for: `window.open`
 * returns a stand-in popup, and the story does in it what a user would do on
 * the hosted page (over HTTP, against the same service).
 */

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses "Continue to …" (in any language) once the dialog is ready, and waits for the hosted page's address in the popup. */
async function continueToApp(canvasElement: HTMLElement, waitForPopup = true) {
  const button = await findSlot(canvasElement.ownerDocument.body, 'connect-modal-continue');
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  await userEvent.click(button);
  if (waitForPopup) await waitFor(() => expect(storyPopup()?.location.href).toMatch(/\/connect\/lt_/));
  return storyPopup()?.location.href ?? '';
}

const statusIs = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-slot="connect-modal-status"]')).toHaveAttribute('data-state', state));

const meta = {
  title: 'Components/ConnectAccountModal',
  component: ConnectAccountModal,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  // The dialog opens at once: in its own frame on the docs page, so it covers the example, not the page.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: {
    userId: '',
    toolkit: 'patchbay_oauth_demo',
    defaultOpen: true,
    flowOptions: { pollIntervalMs: 500 },
    onConnected: fn(),
    onExit: fn(),
    onOpenChange: fn(),
  },
  argTypes: { userId: { control: false }, flowOptions: { control: 'object' } },
  render: function Render(args) {
    const userId = useStoryUser();
    return <ConnectAccountModal {...args} userId={userId} trigger={<Button variant="primary">Connect an account</Button>} />;
  },
} satisfies Meta<typeof ConnectAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened for one app: its logo, auth scheme and the button that opens the popup. */
export const Idle: Story = {};

/** An API-key app: the user will enter their key on a secure page, which sends it to the app, not to this one. */
export const ApiKey: Story = {
  name: 'API key',
  args: { toolkit: 'patchbay_apikey_demo' },
};

/** An app that needs no credentials: nothing to enter, it connects right away. */
export const NoAuth: Story = {
  name: 'No credentials',
  args: { toolkit: 'patchbay_noauth_demo' },
};

/** The app asked for this tab rather than a popup: the line under the title says where the user goes. */
export const InThisTab: Story = {
  name: 'In this tab',
  args: { toolkit: 'patchbay_apikey_demo', flowOptions: { mode: 'redirect', navigate: fn() } },
};

/** Reconnecting an account whose key Acme Metrics refused: "Reconnect Acme Metrics", for the same account. */
export const Reconnect: Story = {
  args: { toolkit: undefined },
  loaders: [
    async ({ id }) => {
      const client = createStoryClient();
      // A user of its own, so the story shows the same account each time.
      const userId = `${storyUserId(id)}:${crypto.randomUUID()}`;
      const authConfigId = await ensureAuthConfig(client, 'patchbay_apikey_demo', 'API_KEY');
      const account = await client.connectedAccounts.create({
        auth_config: { id: authConfigId },
        connection: { user_id: userId, state: { authScheme: 'API_KEY', val: { api_key: 'storybook-revoked' } } },
      });
      await client.connectedAccounts.refresh(account.id, { validate_credentials: true });
      return { userId, accountId: account.id };
    },
  ],
  render: function Render(args, { loaded }) {
    return <ConnectAccountModal {...args} userId={loaded.userId as string} connectedAccountId={loaded.accountId as string} />;
  },
  play: async ({ canvasElement, globals }) => {
    await body(canvasElement).findByRole('heading', { name: storyMessages(globals).connect.reconnectTo('Acme Metrics') });
  },
};

/**
 * The user has an Acme Status account named Work: the dialog offers another,
 * with an optional name, checked as typed ("work" is taken: names compare
 * without case).
 */
export const AddAnotherAccount: Story = {
  args: { toolkit: STATUS_APP },
  loaders: [({ id }) => userWithStatusAccounts(id, ['Work'])],
  render: (args, { loaded }) => (
    <ConnectAccountModal {...args} userId={loaded.userId as string} trigger={<Button variant="primary">Connect an account</Button>} />
  ),
  play: async ({ canvasElement, globals }) => {
    const { alias } = storyMessages(globals);
    const group = await body(canvasElement).findByRole('group', { name: alias.addAnother });
    await userEvent.type(within(group).getByRole('textbox', { name: alias.fieldLabel }), 'work');
    await expect(within(group).getByRole('alert')).toHaveTextContent(alias.taken);
  },
};

/** "What can Acme Tasks do?" opened: its tools by kind, with counts and a few names (`showAbilities={false}` leaves it out). */
export const WhatItCanDo: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await body(canvasElement).findByText(storyMessages(globals).abilities.toggle('Acme Tasks')));
  },
};

/** No toolkit given: the user picks the app first. */
export const ChoosingAnApp: Story = {
  args: { toolkit: undefined },
};

/** The popup is open on the hosted page; the dialog waits for it. */
export const Waiting: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement }) => {
    await continueToApp(canvasElement);
    await statusIs(canvasElement, 'waiting');
  },
};

/** The user allowed access at the provider: the account is ACTIVE. */
export const Active: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement }) => {
    await answerConsent(await continueToApp(canvasElement), 'allow');
    await statusIs(canvasElement, 'active');
  },
};

/** The user denied access at the provider: the connection failed. */
export const Failed: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement }) => {
    await answerConsent(await continueToApp(canvasElement), 'deny');
    await statusIs(canvasElement, 'failed');
  },
};

/** The browser's clock runs 11 minutes ahead, so the 10-minute link is already past its expiry. */
export const Expired: Story = {
  beforeEach: () => {
    const restorePopup = stubWindowOpen()();
    const realNow = Date.now;
    Date.now = () => realNow() + 11 * 60 * 1000;
    return () => {
      Date.now = realNow;
      restorePopup();
    };
  },
  play: async ({ canvasElement }) => {
    await continueToApp(canvasElement);
    await statusIs(canvasElement, 'expired');
  },
};

/** The user closed the popup without finishing. */
export const Cancelled: Story = {
  beforeEach: stubWindowOpen(),
  play: async ({ canvasElement }) => {
    await continueToApp(canvasElement);
    storyPopup()!.closed = true;
    await statusIs(canvasElement, 'cancelled');
  },
};

/** The browser blocked the popup: the flow continues in this tab (here the navigation is only logged). */
export const PopupBlocked: Story = {
  args: { flowOptions: { navigate: fn() } },
  beforeEach: stubWindowOpen(true),
  play: async ({ canvasElement, args }) => {
    await continueToApp(canvasElement, false);
    await statusIs(canvasElement, 'waiting');
    await expect(args.flowOptions?.navigate).toHaveBeenCalled();
  },
};

/**
 * The auth config is disabled: the service's message, its suggested fix and the request id. An app no
 * other story connects, since stories share one service and another could pick this config up before
 * it is disabled.
 */
export const ServerError: Story = {
  name: 'Error from the service',
  tags: ['expect-http-error'],
  args: { toolkit: 'gitlab' },
  loaders: [
    async () => {
      const client = createStoryClient();
      // Named: a config of its own for each rendering (a bare create answers the toolkit's one default config).
      const { auth_config } = await client.authConfigs.create({
        toolkit: { slug: 'gitlab' },
        auth_config: { type: 'use_vendor_managed_auth', name: `Turned off ${crypto.randomUUID()}` },
      });
      await client.authConfigs.disable(auth_config.id);
      return { authConfigId: auth_config.id };
    },
  ],
  beforeEach: stubWindowOpen(),
  render: function Render(args, { loaded }) {
    const userId = useStoryUser();
    return <ConnectAccountModal {...args} userId={userId} authConfigId={loaded.authConfigId as string} />;
  },
  play: async ({ canvasElement }) => {
    await continueToApp(canvasElement, false);
    await statusIs(canvasElement, 'failed');
  },
};

/** The parts composed by hand: no picker, a custom trigger and card class. */
export const Composed: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const userId = useStoryUser();
    return (
      <ConnectAccountModal.Root {...args} userId={userId}>
        <ConnectAccountModal.Trigger>Connect Acme Tasks</ConnectAccountModal.Trigger>
        <ConnectAccountModal.Content>
          <ConnectAccountModal.Header />
          <ConnectAccountModal.Status />
          <ConnectAccountModal.Actions />
        </ConnectAccountModal.Content>
      </ConnectAccountModal.Root>
    );
  },
};
