'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useUpdateConnectedAccount } from '@patchbay/react';
import { useEffect, useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { apiErrorOf } from '../shared/ErrorNotice';
import { Button } from '../shared/Button';
import { plainError } from '../shared/plainError';
import { useMessages, useParts } from '../theme/PatchbayUIProvider';
import { errorMessages } from '../theme/messages/errors';
import { useConnectionManagerContext } from './connectionManagerContext';

export interface ConnectionManagerRenameProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The account to name. */
  account: ConnectedAccount;
  /** Its app's name. */
  app: string;
  /** Called when the user saved or cancelled. */
  onDone: () => void;
}

/** The account's name (its alias) as a field: Enter saves, Escape cancels; an empty name removes it. */
export function ConnectionManagerRename({ account, app, onDone, className, ...rest }: ConnectionManagerRenameProps) {
  const { messages, common, announce } = useConnectionManagerContext('Rename');
  const errors = useMessages('errors', errorMessages);
  const part = useParts('connection-manager');
  const update = useUpdateConnectedAccount();
  const [value, setValue] = useState(account.alias ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const alias = value.trim();
    if (alias === (account.alias ?? '')) return onDone();
    update.mutate(
      { id: account.id, alias },
      {
        onSuccess: () => {
          announce(alias ? messages.renamed(alias) : messages.nameRemoved);
          onDone();
        },
      },
    );
  };

  const error = update.error ? (apiErrorOf(update.error)?.status === 409 ? messages.aliasTaken : plainError(update.error, errors)) : null;

  return (
    <form {...part('rename', className)} {...rest} onSubmit={submit}>
      <label htmlFor={`${id}-input`} {...part('rename-label')}>
        {messages.aliasLabel(app)}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        {...part('rename-input')}
        value={value}
        maxLength={100}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onDone();
        }}
      />
      <div {...part('rename-actions')}>
        <Button type="submit" variant="primary" busy={update.isPending} data-slot="connection-manager-rename-save">
          {messages.save}
        </Button>
        <Button data-slot="connection-manager-rename-cancel" onClick={onDone}>
          {common.cancel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" {...part('rename-error')}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
