import type { SessionUser } from '../demoSession';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { Panel } from '../shared/Panel';
import { AuthConfigsPanel } from './AuthConfigsPanel';
import { McpServersPanel } from './McpServersPanel';
import { ProjectsPanel } from './ProjectsPanel';
import { WebhookPanel } from './WebhookPanel';

export interface AdminSectionProps {
  user: SessionUser;
}

/** Project-wide settings; the relay refuses these operations to non-admins anyway. */
export function AdminSection({ user }: AdminSectionProps) {
  const words = useDemoMessages().admin;
  if (!user.isAdmin) {
    return (
      <Panel title={words.adminsOnlyTitle}>
        <p className="demo-empty" data-testid="admins-only">
          {words.adminsOnly}
        </p>
      </Panel>
    );
  }
  return (
    <div className="demo-stack">
      <AuthConfigsPanel />
      <McpServersPanel userId={user.id} />
      <WebhookPanel />
      <ProjectsPanel />
    </div>
  );
}
