import { ConnectionManager } from '@patchbay/ui';
import type { SessionUser } from '../demoSession';
import { INTEGRATIONS_PATH } from '../integrationTabs';
import { Panel } from '../shared/Panel';

export interface ConnectionsSectionProps {
  user: SessionUser;
}

/** The signed-in user's connections (the relay only ever returns their own), managed with the kit's ConnectionManager. */
export function ConnectionsSection({ user }: ConnectionsSectionProps) {
  return (
    <Panel title="Your connections" description="Accounts you have connected. Reconnect one whose access expired, name, turn off or disconnect it.">
      <ConnectionManager userId={user.id} title={null} addAccount emptyAction={<a href={`${INTEGRATIONS_PATH}/apps`}>Connect an app</a>} />
    </Panel>
  );
}
