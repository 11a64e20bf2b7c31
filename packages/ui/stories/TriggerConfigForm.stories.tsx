import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TriggerConfigForm } from '../src/TriggerConfigForm';
import { connectAccount } from './support/connectAccount';
import { createStoryClient } from './support/storyClient';
import { storyMessages } from './support/storyMessages';
import { storyUserId } from './support/storyUser';

/*
 * Every story talks to the real service that Storybook runs as Vite
 * middleware: the account is connected through the hosted form, and the
 * trigger instances are real.
 */

const TASK_CREATED = 'PATCHBAY_APIKEY_DEMO_TASK_CREATED';

interface Loaded {
  connectedAccountId: string;
  instanceId?: string;
}

/** An ACTIVE Acme Metrics account of the story's user, and optionally a trigger instance on it. */
function withAccount(instance?: { config: Record<string, unknown>; paused?: boolean }, toolkit = 'patchbay_apikey_demo') {
  return async ({ id }: { id: string }): Promise<Loaded> => {
    const client = createStoryClient();
    const scheme = toolkit === 'patchbay_apikey_demo' ? 'API_KEY' : 'NO_AUTH';
    const account = await connectAccount(client, { toolkit, userId: storyUserId(id), scheme, fields: { api_key: 'pk_storybook' } });
    if (!instance) return { connectedAccountId: account.id };
    const { trigger_id } = await client.triggerInstances.upsert(TASK_CREATED, {
      connected_account_id: account.id,
      trigger_config: instance.config,
    });
    if (instance.paused) await client.triggerInstances.disable(trigger_id);
    else await client.triggerInstances.enable(trigger_id);
    return { connectedAccountId: account.id, instanceId: trigger_id };
  };
}

const meta = {
  title: 'Components/TriggerConfigForm',
  component: TriggerConfigForm,
  // Its docs page: ComponentDocsPage (.storybook/preview.tsx).
  tags: ['autodocs'],
  args: { connectedAccountId: '', triggerSlug: TASK_CREATED, onSaved: fn(), onDeleted: fn(), onValueChange: fn() },
  argTypes: { connectedAccountId: { control: false }, instance: { control: false } },
  loaders: [withAccount()],
  render: function Render(args, { loaded }) {
    const { connectedAccountId, instanceId } = loaded as Loaded;
    return <TriggerConfigForm {...args} connectedAccountId={connectedAccountId} {...(instanceId ? { instance: instanceId } : {})} />;
  },
} satisfies Meta<typeof TriggerConfigForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new trigger: the schema's defaults, nothing filled in yet. */
export const Empty: Story = {};

/** Every field filled in (uncontrolled, from `defaultValue`). */
export const Filled: Story = {
  args: { defaultValue: { project: 'ops', priority: 'high', include_archived: true, min_estimate: 2.5 } },
};

/** Submitted with the project missing and text in the number field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const estimate = await canvas.findByRole('textbox', { name: 'Min estimate' });
    await userEvent.type(estimate, 'two hours');
    await userEvent.click(canvas.getByRole('button', { name: storyMessages(globals).triggerForm.submitCreate }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Project/ })).toHaveFocus());
  },
};

/** The service refuses: the account belongs to another toolkit. Its message, fix and request id. */
export const ServerError: Story = {
  name: 'Error from the service',
  tags: ['expect-http-error'],
  args: { defaultValue: { project: 'ops' } },
  loaders: [withAccount(undefined, 'patchbay_noauth_demo')],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: storyMessages(globals).triggerForm.submitCreate }));
    await canvas.findByRole('alert');
  },
};

/** An existing instance that is listening: Pause and Delete. */
export const ExistingListening: Story = {
  name: 'Existing instance (listening)',
  args: { triggerSlug: undefined },
  loaders: [withAccount({ config: { project: 'ops', priority: 'normal', include_archived: false } })],
};

/** An existing instance that is paused: Resume and Delete. */
export const ExistingPaused: Story = {
  name: 'Existing instance (paused)',
  args: { triggerSlug: undefined },
  loaders: [withAccount({ config: { project: 'billing', priority: 'high', include_archived: true, min_estimate: 4 }, paused: true })],
};

/** The parts composed by hand: two fields only, with labels of the app's own, no payload preview. */
export const Composed: Story = {
  render: function Render(args, { loaded }) {
    return (
      <TriggerConfigForm.Root
        {...args}
        connectedAccountId={(loaded as Loaded).connectedAccountId}
        fieldLabels={{ project: 'Project key', priority: 'Lowest priority' }}
      >
        <TriggerConfigForm.Header />
        <TriggerConfigForm.Field name="project" />
        <TriggerConfigForm.Field name="priority" />
        <TriggerConfigForm.Actions />
      </TriggerConfigForm.Root>
    );
  },
};
