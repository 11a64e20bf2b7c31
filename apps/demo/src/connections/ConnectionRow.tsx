import type { ConnectedAccount } from '@patchbay/client';
import { useDeleteConnectedAccount } from '@patchbay/react';
import { Button, ConnectAccountModal, ErrorNotice, StatusPill } from '@patchbay/ui';
import { statusTone } from '../shared/statusTone';
import { toolkitName } from '../shared/toolkitNames';

export interface ConnectionRowProps {
  account: ConnectedAccount;
  userId: string;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** One connected account: its app, status and the Reconnect and Disconnect actions. */
export function ConnectionRow({ account, userId }: ConnectionRowProps) {
  const remove = useDeleteConnectedAccount();
  const name = toolkitName(account.toolkit.slug);
  return (
    <li className="demo-row" data-account-id={account.id} data-status={account.status} data-toolkit={account.toolkit.slug}>
      <div className="demo-row__main">
        <strong>{name}</strong>
        <span className="demo-muted demo-mono">{account.id}</span>
      </div>
      <span className="demo-muted">{account.auth_config.auth_scheme.replace('_', ' ')}</span>
      <span className="demo-muted">{dateFormat.format(new Date(account.created_at))}</span>
      <StatusPill tone={statusTone(account.status)}>{account.status}</StatusPill>
      <div className="demo-row__actions">
        <ConnectAccountModal
          userId={userId}
          toolkit={account.toolkit.slug}
          connectedAccountId={account.id}
          flowOptions={{ flowKey: `acme-reconnect:${account.id}` }}
          trigger={
            <Button variant="secondary" aria-label={`Reconnect ${name}`}>
              Reconnect
            </Button>
          }
        />
        <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(account.id)} aria-label={`Disconnect ${name}`}>
          Disconnect
        </Button>
      </div>
      {remove.error ? <ErrorNotice error={remove.error} className="demo-row__error" /> : null}
    </li>
  );
}
