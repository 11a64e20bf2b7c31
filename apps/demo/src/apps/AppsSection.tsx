import { useConnectedAccounts } from '@patchbay/react';
import { ConnectAccountModal, ToolkitPicker } from '@patchbay/ui';
import { useState } from 'react';
import type { SessionUser } from '../demoSession';
import { Panel } from '../shared/Panel';
import { FEATURED_APPS } from '../shared/toolkitNames';
import { useRoute } from '../useRoute';
import { FeaturedAppCard } from './FeaturedAppCard';

export interface AppsSectionProps {
  user: SessionUser;
}

/**
 * The app catalog: featured sandbox apps and the full picker. The picked app
 * lives in the URL (?toolkit=), so after the redirect fallback the page comes
 * back with the same dialog, which then resumes the flow.
 */
export function AppsSection({ user }: AppsSectionProps) {
  const { search } = useRoute();
  const [toolkit, setToolkit] = useState<string | null>(() => search.get('toolkit'));
  const [open, setOpen] = useState(false);
  const accounts = useConnectedAccounts({ user_ids: [user.id], toolkit_slugs: FEATURED_APPS.map((app) => app.slug) });

  const connect = (slug: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('toolkit', slug);
    window.history.replaceState(window.history.state, '', url);
    setToolkit(slug);
    setOpen(true);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('toolkit');
    window.history.replaceState(window.history.state, '', url);
  };

  // A working connection matters more than a later failed attempt; one never completed does not count.
  const latest = (slug: string) => {
    const ofApp = accounts.data?.items.filter((account) => account.toolkit.slug === slug && account.connected_at !== null) ?? [];
    return ofApp.find((account) => account.status === 'ACTIVE') ?? ofApp[0];
  };

  return (
    <div className="demo-stack">
      <Panel title="Try these" description="Sandbox apps that work end to end: a real sign-in, a real API and live events.">
        <div className="demo-app-grid">
          {FEATURED_APPS.map((app) => (
            <FeaturedAppCard key={app.slug} {...app} account={latest(app.slug)} onConnect={connect} />
          ))}
        </div>
      </Panel>
      <Panel title="All apps" description="Search the catalog. Apps you have connected show a badge.">
        <div className="demo-picker">
          <ToolkitPicker userId={user.id} onSelect={(picked) => connect(picked.slug)} />
        </div>
      </Panel>
      {toolkit ? (
        <ConnectAccountModal
          key={toolkit}
          open={open}
          onOpenChange={onOpenChange}
          userId={user.id}
          toolkit={toolkit}
          flowOptions={{ flowKey: 'acme-apps' }}
        />
      ) : null}
    </div>
  );
}
