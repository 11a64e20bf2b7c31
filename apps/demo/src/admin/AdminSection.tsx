import type { SessionUser } from '../demoSession';
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
  if (!user.isAdmin) {
    return (
      <Panel title="Admins only">
        <p className="demo-empty" data-testid="admins-only">
          Only workspace admins can manage auth configs, MCP servers, webhooks and projects. Ask an admin (Ada Lovelace in this demo).
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
