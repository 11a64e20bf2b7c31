import type { PatchbayClient } from '@patchbay/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectionManager } from '../src/ConnectionManager';
import { ensureAuthConfig } from './support/ensureAuthConfig';
import { createStoryClient, never } from './support/storyClient';
import { storyMessages } from './support/storyMessages';
import { answerConsent } from './support/storyPopup';
import { storyUserId, useStoryUser } from './support/storyUser';

/*
 * Every story talks to the real service that Storybook runs as Vite
 * middleware, and sets up its user's accounts there the way the user would
 * have made them. Each rendering acts for a new user, so a story shown again
 * (another theme, a reload) starts from the same accounts.
 */

type Seed = 'status-twice' | 'tasks' | 'metrics-refused' | 'disable-personal' | 'abandoned';

/** Accounts of a new user: Acme Status twice (Work, used just now, and Personal), Acme Tasks, Acme Metrics with a refused key, ... */
async function seedUser(storyId: string, seeds: Seed[]): Promise<{ userId: string }> {
  const client = createStoryClient();
  const userId = `${storyUserId(storyId)}:${crypto.randomUUID()}`;
  const connection = { user_id: userId };
  const noAuth = (alias: string) => ensureAuthConfig(client, 'patchbay_noauth_demo').then((id) => create(client, id, { ...connection, alias }));
  for (const seed of seeds) {
    if (seed === 'status-twice') {
      const work = await noAuth('Work');
      await client.tools.execute('PATCHBAY_NOAUTH_DEMO_GET_STATUS', { connected_account_id: work });
      await noAuth('Personal');
    } else if (seed === 'tasks' || seed === 'abandoned') {
      const link = await client.connectedAccounts.link({ auth_config_id: await ensureAuthConfig(client, 'patchbay_oauth_demo'), user_id: userId });
      // Abandoned: the user never finished the hosted page, so the attempt is not listed.
      if (seed === 'tasks') await answerConsent(link.redirect_url, 'allow');
    } else if (seed === 'metrics-refused') {
      // Connected with a key that Acme Metrics refused later: it needs reconnecting.
      const id = await create(client, await ensureAuthConfig(client, 'patchbay_apikey_demo', 'API_KEY'), {
        ...connection,
        state: { authScheme: 'API_KEY', val: { api_key: 'storybook-revoked' } },
      });
      await client.connectedAccounts.refresh(id, { validate_credentials: true });
    } else {
      const personal = (await client.connectedAccounts.list({ user_ids: [userId] })).items.find((account) => account.alias === 'Personal');
      if (personal) await client.connectedAccounts.updateStatus(personal.id, false);
    }
  }
  return { userId };
}

async function create(
  client: PatchbayClient,
  authConfigId: string,
  connection: Parameters<PatchbayClient['connectedAccounts']['create']>[0]['connection'],
) {
  return (await client.connectedAccounts.create({ auth_config: { id: authConfigId }, connection })).id;
}

const withAccounts = (...seeds: Seed[]) => [({ id }: { id: string }) => seedUser(id, seeds)];

const meta = {
  title: 'Components/ConnectionManager',
  component: ConnectionManager,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: { userId: '', addAccount: true, flowOptions: { pollIntervalMs: 500 }, onDisconnected: fn(), onConnected: fn() },
  argTypes: { userId: { control: false }, flowOptions: { control: 'object' } },
  loaders: withAccounts('tasks', 'status-twice'),
  render: function Render(args, { loaded }) {
    const storyUser = useStoryUser();
    return (
      <div style={{ maxWidth: 640 }}>
        <ConnectionManager {...args} userId={(loaded.userId as string | undefined) ?? storyUser} />
      </div>
    );
  },
} satisfies Meta<typeof ConnectionManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two apps, one with two accounts told apart by their names; "Add another account" under each. */
export const SeveralApps: Story = {};

/** Acme Metrics refused the key it was connected with: "Needs reconnecting", and Reconnect stands out. */
export const NeedsReconnecting: Story = {
  loaders: withAccounts('metrics-refused', 'status-twice'),
};

/** The Personal account is turned off: "Disabled", and Enable in its menu. */
export const Disabled: Story = {
  loaders: withAccounts('status-twice', 'disable-personal'),
};

/** Nothing connected yet (an attempt the user gave up on does not count), with the app's own way to connect. */
export const Empty: Story = {
  loaders: withAccounts('abandoned'),
  args: {
    addAccount: false,
    emptyAction: (
      <a href="#apps" style={{ color: 'var(--pb-color-primary)', fontWeight: 600 }}>
        Connect an app
      </a>
    ),
  },
};

/** The service has not answered yet (every request held for as long as the story is shown): skeleton rows. */
export const Loading: Story = {
  loaders: [],
  parameters: { patchbay: { client: () => createStoryClient({ holdUntil: never() }) } },
};

/** The service rejects the key: plain words, the details for developers, and Try again. */
export const ServiceError: Story = {
  name: 'Error',
  tags: ['expect-http-error'],
  loaders: [],
  parameters: { patchbay: { client: () => createStoryClient({ apiKey: 'pb_proj_not_a_real_key' }) } },
};

/** Opens the Work account's "More actions" menu: Disable, Rename, Disconnect. */
async function openWorkMenu(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { connections } = storyMessages(globals);
  const name = connections.moreActions(connections.accountOf('Acme Status', 'Work'));
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return within(canvasElement).findByRole('menu', { name });
}

/** An account's More actions menu, open: Reconnect stays beside it, the rest are here. */
export const MenuOpen: Story = {
  name: 'More actions menu',
  play: async ({ canvasElement, globals }) => {
    const menu = await openWorkMenu(canvasElement, globals);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  },
};

/** Disconnect (in the menu) asks first, in an alert dialog whose Cancel has the focus. */
export const ConfirmDisconnect: Story = {
  play: async ({ canvasElement, globals }) => {
    const { connections, common } = storyMessages(globals);
    const menu = await openWorkMenu(canvasElement, globals);
    await userEvent.click(within(menu).getByRole('menuitem', { name: connections.disconnect }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: common.cancel })).toHaveFocus());
  },
};

/** The dark theme (any story follows the toolbar's theme too). */
export const Dark: Story = { globals: { theme: 'dark' }, loaders: withAccounts('tasks', 'status-twice', 'metrics-refused', 'disable-personal') };

/** The brand theme: warmer colours, rounder corners. */
export const Brand: Story = { globals: { theme: 'brand' }, loaders: withAccounts('tasks', 'status-twice', 'metrics-refused', 'disable-personal') };

/** A phone held upright (375 px): Reconnect and the menu go under each account's text on one line, nothing scrolls sideways. */
export const Phone: Story = {
  loaders: withAccounts('tasks', 'status-twice', 'metrics-refused', 'disable-personal'),
  render: function Render(args, { loaded }) {
    return (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <ConnectionManager {...args} userId={loaded.userId as string} />
      </div>
    );
  },
};
