import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ToolkitPicker } from '../src/ToolkitPicker';
import { connectAccount } from './support/connectAccount';
import { userWithStatusAccounts } from './support/namedAccounts';
import { createStoryClient, never } from './support/storyClient';
import { storyUserId, useStoryUser } from './support/storyUser';

/**
 * Every story talks to the real service that Storybook runs as Vite
 * middleware (or that serveStatic runs beside a static build).
 */
const meta = {
  title: 'Components/ToolkitPicker',
  component: ToolkitPicker,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: { onSelect: fn(), onValueChange: fn(), debounceMs: 200, pageSize: 100 },
  argTypes: {
    userId: { control: false },
    filters: { control: 'object' },
  },
  render: function Render(args) {
    const userId = useStoryUser();
    return (
      <div style={{ maxWidth: 560 }}>
        <ToolkitPicker userId={userId} {...args} />
      </div>
    );
  },
} satisfies Meta<typeof ToolkitPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole catalog (1,773 toolkits), most used first, 100 per page. */
export const Default: Story = {};

/** The user has connected two toolkits and cancelled a third: badges on the two, nothing on the attempt never finished. */
export const ConnectionBadges: Story = {
  args: { filters: { toolkits: ['github', 'slack', 'notion', 'hubspot', 'jira', 'linear', 'stripe'] } },
  loaders: [
    async ({ id }) => {
      const client = createStoryClient();
      const userId = storyUserId(id);
      await Promise.all([
        connectAccount(client, { toolkit: 'notion', userId, scheme: 'BEARER_TOKEN', fields: { token: 'secret_storybook' } }),
        connectAccount(client, { toolkit: 'hubspot', userId, scheme: 'API_KEY' }),
        connectAccount(client, { toolkit: 'jira', userId, scheme: 'BASIC', action: 'cancel' }),
      ]);
      return {};
    },
  ],
};

/**
 * `connectableOnly`: only the apps this user can connect. Apps that need the
 * project's own credentials (an API key app nobody set up, say) are left out;
 * apps with vendor-managed auth stay, as the relay lets users create that config.
 */
export const ConnectableOnly: Story = {
  args: { connectableOnly: true },
};

/** The user has two Acme Status accounts, Work and Personal: the row names them. */
export const AccountNames: Story = {
  args: { filters: { toolkits: ['patchbay_noauth_demo', 'patchbay_oauth_demo', 'patchbay_apikey_demo'], sort_by: 'alphabetically' } },
  loaders: [({ id }) => userWithStatusAccounts(id, ['Work', 'Personal'])],
  render: (args, { loaded }) => (
    <div style={{ maxWidth: 560 }}>
      <ToolkitPicker {...args} userId={loaded.userId as string} />
    </div>
  ),
};

/** 1,000 toolkits in one page: the list stays smooth because only the visible rows are in the DOM. */
export const ThousandToolkits: Story = {
  name: '1,000 toolkits',
  args: { pageSize: 1000, filters: { sort_by: 'alphabetically' } },
};

/** A search that matches nothing. */
export const Empty: Story = {
  args: { defaultSearch: 'no app is called this' },
};

/** The service has not answered yet (every request held for as long as the story is shown): skeleton rows. */
export const Loading: Story = {
  parameters: { patchbay: { client: () => createStoryClient({ holdUntil: never() }) } },
};

/** The service rejects the key: its message and request id, and a retry button. */
export const ServiceError: Story = {
  name: 'Error',
  // The browser logs the 401 itself; the story checks tolerate that one message.
  tags: ['expect-http-error'],
  parameters: { patchbay: { client: () => createStoryClient({ apiKey: 'pb_proj_not_a_real_key' }) } },
};

/** Filtered server-side to one category, sorted by name. */
export const OneCategory: Story = {
  args: { defaultCategory: 'developer-tools', filters: { sort_by: 'alphabetically' } },
};

/** Controlled selection: the app holds the slug. */
export const Controlled: Story = {
  render: function Render(args) {
    const userId = useStoryUser();
    const [value, setValue] = useState<string>('slack');
    return (
      <div style={{ maxWidth: 560, display: 'grid', gap: 12 }}>
        <ToolkitPicker
          {...args}
          userId={userId}
          value={value}
          onValueChange={(slug) => {
            setValue(slug);
            args.onValueChange?.(slug);
          }}
        />
        <p style={{ margin: 0 }}>
          Selected: <code>{value}</code>
        </p>
      </div>
    );
  },
};

/** The parts composed by hand: search on its own, no category filter, a custom empty state. */
export const Composed: Story = {
  render: function Render(args) {
    const userId = useStoryUser();
    return (
      <div style={{ maxWidth: 420 }}>
        <ToolkitPicker.Root userId={userId} onSelect={args.onSelect} filters={{ sort_by: 'alphabetically' }} style={{ height: 360 }}>
          <div style={{ padding: 12, borderBottom: '1px solid var(--pb-color-border)' }}>
            <ToolkitPicker.Search placeholder="Find an integration" />
          </div>
          <ToolkitPicker.List empty={<ToolkitPicker.Empty>Nothing here. Request an integration?</ToolkitPicker.Empty>} />
        </ToolkitPicker.Root>
      </div>
    );
  },
};
