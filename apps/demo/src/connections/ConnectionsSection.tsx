import { ConnectionManager } from '@patchbay/ui';
import type { SessionUser } from '../demoSession';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { INTEGRATIONS_PATH } from '../integrationTabs';
import { Panel } from '../shared/Panel';

export interface ConnectionsSectionProps {
  user: SessionUser;
}

/** The signed-in user's connections (the relay only ever returns their own), managed with the kit's ConnectionManager. */
export function ConnectionsSection({ user }: ConnectionsSectionProps) {
  const text = useDemoMessages().connections;
  return (
    <Panel title={text.title} description={text.description}>
      <ConnectionManager userId={user.id} title={null} addAccount emptyAction={<a href={`${INTEGRATIONS_PATH}/apps`}>{text.connectApp}</a>} />
    </Panel>
  );
}
