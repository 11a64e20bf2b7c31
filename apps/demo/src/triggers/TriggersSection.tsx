import { useConnectedAccounts, useTriggerInstances, useTriggerTypes } from '@patchbay/react';
import { ErrorNotice, Spinner, TriggerConfigForm } from '@patchbay/ui';
import { useCallback, useState } from 'react';
import type { SessionUser } from '../demoSession';
import { ConnectionSelect } from '../shared/ConnectionSelect';
import { Field } from '../shared/Field';
import { Panel, panelHeading } from '../shared/Panel';
import { ACME_TASKS } from '../shared/toolkitNames';
import { CreateTaskButton } from './CreateTaskButton';
import { EventsFeed } from './EventsFeed';
import { TriggerInstanceList } from './TriggerInstanceList';
import { useDemoEvents } from './useDemoEvents';
import { useDemoMessages } from '../i18n/DemoLanguageContext';

export interface TriggersSectionProps {
  user: SessionUser;
}

/** Triggers on the user's ACTIVE connections, and the events they deliver. */
export function TriggersSection({ user }: TriggersSectionProps) {
  const accounts = useConnectedAccounts({ user_ids: [user.id], statuses: ['ACTIVE'] });
  const active = accounts.data?.items ?? [];
  const [chosenAccount, setChosenAccount] = useState<string>('');
  const account = active.find((a) => a.id === chosenAccount) ?? active.find((a) => a.toolkit.slug === ACME_TASKS) ?? active[0];

  const types = useTriggerTypes({ toolkit_slugs: account ? [account.toolkit.slug] : [] }, { enabled: Boolean(account) });
  const [chosenType, setChosenType] = useState<string>('');
  const triggerType = types.triggerTypes.find((t) => t.slug === chosenType) ?? types.triggerTypes[0];

  const instances = useTriggerInstances({ user_ids: [user.id], show_disabled: true });
  const { events, connected } = useDemoEvents();
  const acmeTasks = active.find((a) => a.toolkit.slug === ACME_TASKS);
  // Focus lands on the panel's title once its last trigger is deleted.
  const words = useDemoMessages().triggers;
  const triggersTitle = useCallback(() => panelHeading(words.listTitle), [words]);

  return (
    <div className="demo-grid-2">
      <div className="demo-stack">
        <Panel title={words.newTitle} description={words.newDescription}>
          {accounts.isPending ? <Spinner /> : null}
          {accounts.isSuccess && active.length === 0 ? <p className="demo-empty">{words.connectFirst}</p> : null}
          {account ? (
            <div className="demo-form-row">
              <ConnectionSelect accounts={active} value={account} onChange={setChosenAccount} />
              <Field label={words.trigger}>
                {(id) => (
                  <select id={id} value={triggerType?.slug ?? ''} onChange={(e) => setChosenType(e.target.value)} disabled={!triggerType}>
                    {types.triggerTypes.map((t) => (
                      <option key={t.slug} value={t.slug}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          ) : null}
          {types.error ? <ErrorNotice error={types.error} /> : null}
          {account && triggerType ? (
            <TriggerConfigForm
              key={`${account.id}:${triggerType.slug}`}
              connectedAccountId={account.id}
              triggerType={triggerType}
              defaultValue={{ project: 'inbox' }}
            />
          ) : null}
        </Panel>
        <Panel title={words.listTitle} description={words.listDescription}>
          <CreateTaskButton account={acmeTasks} />
          {instances.error ? <ErrorNotice error={instances.error} /> : null}
          {instances.data && instances.data.items.length === 0 ? <p className="demo-empty">{words.empty}</p> : null}
          <TriggerInstanceList instances={instances.data?.items ?? []} fallbackFocus={triggersTitle} />
        </Panel>
      </div>
      <EventsFeed events={events} connected={connected} />
    </div>
  );
}
