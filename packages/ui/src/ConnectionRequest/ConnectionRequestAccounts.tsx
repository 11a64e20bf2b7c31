'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useId, useState } from 'react';
import { accountName } from '../shared/accountNames';
import { Button } from '../shared/Button';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { aliasMessages } from '../theme/messages/alias';

export interface ConnectionRequestAccountsProps {
  /** The app's name. */
  app: string;
  /** The accounts to pick from, oldest first. */
  usable: readonly ConnectedAccount[];
  /** All the user's accounts of the app connected once, for their names ("Account 2"). */
  accounts: readonly ConnectedAccount[];
  onPick: (account: ConnectedAccount) => void;
  /** "Add another account": connect a new one instead. */
  onAdd: () => void;
}

/** The account used when nothing else says: the newest, as the service picks when a call names none. */
const newest = (accounts: readonly ConnectedAccount[]) => accounts[accounts.length - 1];

/**
 * When the user has several accounts of the app: which one the agent uses,
 * by name (a radio group, the newest checked as the service would pick it),
 * "Use this account", or "Add another account".
 */
export function ConnectionRequestAccounts({ app, usable, accounts, onPick, onAdd }: ConnectionRequestAccountsProps) {
  const messages = useMessages('alias', aliasMessages);
  const { lang } = useUISettings();
  const part = useParts('connection-request');
  const name = useId();
  const [selected, setSelected] = useState<string | undefined>(() => newest(usable)?.id);
  const chosen = usable.find((account) => account.id === selected) ?? newest(usable);

  return (
    <>
      <fieldset {...part('accounts')}>
        <legend {...part('accounts-legend')}>{messages.choose(app)}</legend>
        {usable.map((account) => (
          <label key={account.id} {...part('account')} data-state={account.id === chosen?.id ? 'checked' : 'unchecked'}>
            <input
              type="radio"
              name={name}
              value={account.id}
              checked={account.id === chosen?.id}
              onChange={() => setSelected(account.id)}
              {...part('account-radio')}
            />
            <span>{accountName(account, accounts, messages.unnamed, lang) ?? app}</span>
          </label>
        ))}
      </fieldset>
      <div {...part('actions')}>
        <Button variant="ghost" data-slot="connection-request-add" onClick={onAdd}>
          {messages.addAnother}
        </Button>
        <Button variant="primary" data-slot="connection-request-use" onClick={() => chosen && onPick(chosen)}>
          {messages.use}
        </Button>
      </div>
    </>
  );
}
