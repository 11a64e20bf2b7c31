import { useConnectedAccounts } from '@patchbay/react';
import { ConnectAccountModal, ToolkitPicker } from '@patchbay/ui';
import { useState } from 'react';
import type { SessionUser } from '../demoSession';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { Panel } from '../shared/Panel';
import { FEATURED_APPS } from '../shared/toolkitNames';
import { useRoute } from '../useRoute';
import { FeaturedAppCard, type ConnectRequest } from './FeaturedAppCard';

export interface AppsSectionProps {
  user: SessionUser;
}

/** The dialog's request as the URL keeps it: ?toolkit= (and &account= for a reconnect). */
function requestOf(search: URLSearchParams): ConnectRequest | null {
  const slug = search.get('toolkit');
  const accountId = search.get('account');
  return slug ? { slug, ...(accountId ? { accountId } : {}) } : null;
}

function setRequestInUrl(request: ConnectRequest | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete('toolkit');
  url.searchParams.delete('account');
  if (request) url.searchParams.set('toolkit', request.slug);
  if (request?.accountId) url.searchParams.set('account', request.accountId);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The app catalog: featured sandbox apps and the full picker. The picked app
 * (and the account, for a reconnect) lives in the URL, so after the redirect
 * fallback the page comes back with the same dialog, which then resumes the flow.
 * The dialog has no trigger of its own: it gives focus back to the card's or
 * the picker's control that opened it.
 */
export function AppsSection({ user }: AppsSectionProps) {
  const { search } = useRoute();
  const [request, setRequest] = useState<ConnectRequest | null>(() => requestOf(search));
  const [open, setOpen] = useState(false);
  const text = useDemoMessages().apps;
  const accounts = useConnectedAccounts({ user_ids: [user.id], toolkit_slugs: FEATURED_APPS.map((app) => app.slug) });

  const connect = (next: ConnectRequest) => {
    setRequestInUrl(next);
    setRequest(next);
    setOpen(true);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setRequestInUrl(null);
  };

  // A working connection matters more than a later failed attempt; one never completed does not count.
  const latest = (slug: string) => {
    const ofApp = accounts.data?.items.filter((account) => account.toolkit.slug === slug && account.connected_at !== null) ?? [];
    return ofApp.find((account) => account.status === 'ACTIVE') ?? ofApp[0];
  };

  return (
    <div className="demo-stack">
      <Panel title={text.featuredTitle} description={text.featuredDescription}>
        <div className="demo-app-grid">
          {FEATURED_APPS.map((app) => (
            <FeaturedAppCard key={app.slug} {...app} account={latest(app.slug)} onConnect={connect} />
          ))}
        </div>
      </Panel>
      <Panel title={text.allTitle} description={text.allDescription}>
        <div className="demo-picker">
          <ToolkitPicker
            userId={user.id}
            // Only the apps this user can connect; the relay keeps its default managedAuthConfigs (true), as the picker does.
            connectableOnly
            onSelect={(picked) => connect({ slug: picked.slug })}
            // Reconnect renews the account the badge is about, in the dialog titled "Reconnect …".
            onReconnect={(picked, account) => connect({ slug: picked.slug, accountId: account.id })}
          />
        </div>
      </Panel>
      {request ? (
        <ConnectAccountModal
          key={`${request.slug}:${request.accountId ?? 'new'}`}
          open={open}
          onOpenChange={onOpenChange}
          userId={user.id}
          toolkit={request.slug}
          connectedAccountId={request.accountId}
          flowOptions={{ flowKey: 'acme-apps' }}
        />
      ) : null}
    </div>
  );
}
