import { ConnectionHealthBanner } from '@patchbay/ui';
import type { ReactNode } from 'react';
import { AdminSection } from './admin/AdminSection';
import { AppsSection } from './apps/AppsSection';
import { AssistantSection } from './assistant/AssistantSection';
import { ConnectionsSection } from './connections/ConnectionsSection';
import type { SessionUser } from './demoSession';
import { FilesSection } from './files/FilesSection';
import { useDemoMessages } from './i18n/DemoLanguageContext';
import { INTEGRATION_TABS, INTEGRATIONS_PATH, tabOfPath, type IntegrationTab } from './integrationTabs';
import { PlaygroundSection } from './playground/PlaygroundSection';
import { TriggersSection } from './triggers/TriggersSection';
import { useRoute } from './useRoute';

export interface IntegrationsPageProps {
  user: SessionUser;
}

/** Settings → Integrations: one tab per part of the kit. */
export function IntegrationsPage({ user }: IntegrationsPageProps) {
  const { path, navigate } = useRoute();
  const tab = tabOfPath(path);
  const text = useDemoMessages().integrations;
  const sections: Record<IntegrationTab, ReactNode> = {
    apps: <AppsSection user={user} />,
    connections: <ConnectionsSection user={user} />,
    triggers: <TriggersSection user={user} />,
    files: <FilesSection />,
    playground: <PlaygroundSection user={user} />,
    assistant: <AssistantSection user={user} />,
    admin: <AdminSection user={user} />,
  };

  return (
    <>
      <div className="demo-page-header">
        {/* Focused after sign-in (see AppShell), so it takes focus from script only. */}
        <h1 tabIndex={-1}>{text.title}</h1>
        <p className="demo-muted">{text.intro}</p>
      </div>
      {/* Above every tab: an account that stopped working is fixed where the user is, before a tool finds it refused. */}
      <ConnectionHealthBanner userId={user.id} className="demo-health-banner" />
      <nav className="demo-tabs" aria-label={text.tabsLabel}>
        {INTEGRATION_TABS.map(({ id }) => (
          <a
            key={id}
            href={`${INTEGRATIONS_PATH}/${id}`}
            className="demo-tabs__tab"
            aria-current={tab === id ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              navigate(`${INTEGRATIONS_PATH}/${id}`);
            }}
          >
            {text.tabs[id]}
          </a>
        ))}
      </nav>
      {/* No landmark of its own: the tab's panels are the regions, and one named like the tab would repeat it. */}
      <div className="demo-section" data-tab={tab}>
        {sections[tab]}
      </div>
    </>
  );
}
