import { useConnectedAccounts } from '@patchbay/react';
import { ErrorNotice, Spinner } from '@patchbay/ui';
import type { SessionUser } from '../demoSession';
import { INTEGRATIONS_PATH } from '../integrationTabs';
import { Panel } from '../shared/Panel';
import { ConnectionRow } from './ConnectionRow';

export interface ConnectionsSectionProps {
  user: SessionUser;
}

/** The signed-in user's connected accounts (the relay only ever returns their own). */
export function ConnectionsSection({ user }: ConnectionsSectionProps) {
  const accounts = useConnectedAccounts({ user_ids: [user.id], order_by: 'created_at', order_direction: 'desc' });
  const items = accounts.data?.items ?? [];
  return (
    <Panel title="Your connections" description="Accounts you have connected. Reconnect one whose access expired, or disconnect it.">
      {accounts.isPending ? <Spinner /> : null}
      {accounts.error ? <ErrorNotice error={accounts.error} /> : null}
      {accounts.isSuccess && items.length === 0 ? (
        <p className="demo-empty">
          No connections yet. <a href={`${INTEGRATIONS_PATH}/apps`}>Connect an app</a> to get started.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="demo-list" aria-label="Connections">
          {items.map((account) => (
            <ConnectionRow key={account.id} account={account} userId={user.id} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
