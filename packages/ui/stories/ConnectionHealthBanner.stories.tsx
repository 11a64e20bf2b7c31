import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConnectionHealthBanner } from '../src/ConnectionHealthBanner';
import { ensureAuthConfig } from './support/ensureAuthConfig';
import { createStoryClient } from './support/storyClient';
import { storyMessages } from './support/storyMessages';
import { storyUserId, useStoryUser } from './support/storyUser';

/*
 * The real service Storybook runs has no test controls (they take the
 * organization key, which never reaches a browser), so the account that
 * stopped working here is one whose key Acme Metrics refused on a check.
 */
async function seedUser(storyId: string, broken: boolean): Promise<{ userId: string }> {
  const client = createStoryClient();
  const userId = `${storyUserId(storyId)}:${crypto.randomUUID()}`;
  const create = async (toolkit: string, state?: { authScheme: 'API_KEY'; val: { api_key: string } }) =>
    (
      await client.connectedAccounts.create({
        auth_config: { id: await ensureAuthConfig(client, toolkit, state ? 'API_KEY' : undefined) },
        connection: { user_id: userId, ...(state ? { state } : {}) },
      })
    ).id;
  await create('patchbay_noauth_demo');
  if (broken) {
    const metrics = await create('patchbay_apikey_demo', { authScheme: 'API_KEY', val: { api_key: 'storybook-revoked' } });
    await client.connectedAccounts.refresh(metrics, { validate_credentials: true });
  }
  return { userId };
}

const meta = {
  title: 'Components/ConnectionHealthBanner',
  component: ConnectionHealthBanner,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: { userId: '', flowOptions: { pollIntervalMs: 500 }, onConnected: fn() },
  argTypes: { userId: { control: false }, flowOptions: { control: 'object' } },
  loaders: [({ id }) => seedUser(id, true)],
  render: function Render(args, { loaded }) {
    const storyUser = useStoryUser();
    return (
      <div style={{ maxWidth: 640 }}>
        <ConnectionHealthBanner {...args} userId={(loaded.userId as string | undefined) ?? storyUser} />
      </div>
    );
  },
} satisfies Meta<typeof ConnectionHealthBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Metrics stopped working: the notice, and Reconnect opens the kit's reconnect dialog for the same account. */
export const NeedsReconnecting: Story = {
  play: async ({ canvasElement, globals }) => {
    const { connectionHealth } = storyMessages(globals);
    const region = await within(canvasElement).findByRole('region', { name: connectionHealth.label });
    await expect(within(region).getByText(connectionHealth.one('Acme Metrics'))).toBeVisible();
    await expect(within(region).getByRole('button', { name: connectionHealth.reconnect('Acme Metrics', null) })).toBeVisible();
  },
};

/** Every connection works: nothing is rendered. */
export const AllWell: Story = { loaders: [({ id }) => seedUser(id, false)] };

/** A phone held upright (375 px): the button goes under the notice, nothing scrolls sideways. */
export const Phone: Story = {
  render: function Render(args, { loaded }) {
    return (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <ConnectionHealthBanner {...args} userId={loaded.userId as string} />
      </div>
    );
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
