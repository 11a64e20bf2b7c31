import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { Button } from '../src/shared/Button';
import { createStoryClient } from './support/storyClient';
import { useStoryUser } from './support/storyUser';

/*
 * Every story talks to the real service that Storybook runs as Vite
 * middleware. Only the browser's surface is stood in for: `window.open`
 * returns a stand-in popup, and the story does in it what a user would do on
 * the hosted page (over HTTP, against the same service).
 */

/** The part of a popup window the connect flow touches. */
interface StoryPopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

let popup: StoryPopup | null = null;

/** `window.open` hands out a stand-in popup (or null: blocked) for the story's lifetime. */
function stubWindowOpen(blocked = false) {
  return () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on window as it was
    const original = window.open;
    const fake: StoryPopup = {
      closed: false,
      location: { href: 'about:blank' },
      close() {
        fake.closed = true;
      },
    };
    popup = blocked ? null : fake;
    window.open = () => popup as unknown as Window;
    return () => {
      window.open = original;
      popup = null;
    };
  };
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses "Continue to …" once the dialog is ready, and waits for the hosted page's address in the popup. */
async function continueToApp(canvasElement: HTMLElement, waitForPopup = true) {
  const button = await body(canvasElement).findByRole('button', { name: /^Continue to / }, { timeout: 10_000 });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  await userEvent.click(button);
  if (waitForPopup) await waitFor(() => expect(popup?.location.href).toMatch(/\/connect\/lt_/), { timeout: 10_000 });
  return popup?.location.href ?? '';
}

/** On the hosted page: Continue to the provider, then Allow or Deny on its consent screen. */
async function answerConsent(hostedPage: string, decision: 'allow' | 'deny') {
  const page = await (await fetch(hostedPage)).text();
  const authorize = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!authorize) throw new Error('The hosted page has no sign-in link.');
  const consent = await (await fetch(authorize)).text();
  const form = new URLSearchParams({ decision });
  for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    form.set(name!, value!.replaceAll('&amp;', '&'));
  }
  await fetch(new URL('/oauth/authorize', hostedPage), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

const statusIs = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-slot="connect-modal-status"]')).toHaveAttribute('data-state', state), {
    timeout: 15_000,
  });

const meta = {
  title: 'Components/ConnectAccountModal',
  component: ConnectAccountModal,
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
    popup!.closed = true;
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

/** The auth config is disabled: the service's message, its suggested fix and the request id. */
export const ServerError: Story = {
  name: 'Error from the service',
  tags: ['expect-http-error'],
  loaders: [
    async () => {
      const client = createStoryClient();
      const { auth_config } = await client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } });
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
