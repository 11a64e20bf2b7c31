import type { ConnectedAccount } from '@patchbay/client';
import { useToolkit } from '@patchbay/react';
import { Button, ConnectionStatus } from '@patchbay/ui';

export interface FeaturedAppCardProps {
  slug: string;
  name: string;
  kind: string;
  account: ConnectedAccount | undefined;
  onConnect: (slug: string) => void;
}

/** One of the "Try these" sandbox apps: logo, what it needs, and its connection state. */
export function FeaturedAppCard({ slug, name, kind, account, onConnect }: FeaturedAppCardProps) {
  const toolkit = useToolkit(slug).data;
  return (
    <article className="demo-app-card" data-toolkit={slug}>
      <div className="demo-app-card__top">
        {toolkit?.meta.logo ? (
          <img src={toolkit.meta.logo} alt="" width={40} height={40} className="demo-app-card__logo" />
        ) : (
          <span className="demo-app-card__logo" />
        )}
        <div>
          <h3>{toolkit?.name ?? name}</h3>
          <span className="demo-muted">{kind}</span>
        </div>
      </div>
      <p className="demo-app-card__description">{toolkit?.meta.description ?? ' '}</p>
      <div className="demo-app-card__footer">
        {account ? <ConnectionStatus account={account} /> : <span className="demo-muted">Not connected</span>}
        <Button variant={account?.status === 'ACTIVE' ? 'secondary' : 'primary'} onClick={() => onConnect(slug)} aria-label={`Connect ${name}`}>
          {account?.status === 'ACTIVE' ? 'Add another' : 'Connect'}
        </Button>
      </div>
    </article>
  );
}
