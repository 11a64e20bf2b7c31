'use client';
import type { UserConnectionGroup } from '@patchbay/react';
import { useId, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { useParts } from '../theme/PatchbayUIProvider';
import { ConnectionManagerAccount } from './ConnectionManagerAccount';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerGroupProps extends HTMLAttributes<HTMLLIElement> {
  /** The app and its accounts, as `useUserConnections` groups them. */
  group: UserConnectionGroup;
}

/** One app: its logo and name (a heading one level below the list's title), its accounts, and "Add another account" when offered. */
export function ConnectionManagerGroup({ group, className, ...rest }: ConnectionManagerGroupProps) {
  const { headingLevel, addAccount, messages, openConnect } = useConnectionManagerContext('Group');
  const part = useParts('connection-manager');
  const headingId = useId();
  const app = group.toolkit?.name ?? group.slug;
  const logo = group.toolkit?.meta.logo;
  const Heading = `h${headingLevel + 1}` as 'h3';

  return (
    <li {...part('group', className)} data-toolkit={group.slug} {...rest}>
      <div {...part('group-header')}>
        {/* Decorative: the heading names the app. */}
        <span {...part('logo')} aria-hidden="true">
          {app.charAt(0)}
          {logo ? (
            <img
              src={logo}
              alt=""
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
              }}
            />
          ) : null}
        </span>
        <Heading id={headingId} {...part('app')}>
          {app}
        </Heading>
      </div>
      <ul {...part('accounts')} aria-labelledby={headingId}>
        {group.accounts.map((account, index) => (
          <ConnectionManagerAccount key={account.id} account={account} app={app} position={index + 1} count={group.accounts.length} />
        ))}
      </ul>
      {addAccount ? (
        <Button
          variant="ghost"
          className={part('add').className}
          data-slot="connection-manager-add"
          aria-describedby={headingId}
          onClick={() => openConnect({ kind: 'add', toolkit: group.slug })}
        >
          {messages.addAccount}
        </Button>
      ) : null}
    </li>
  );
}
