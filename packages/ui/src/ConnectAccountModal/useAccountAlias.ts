'use client';
import type { ConnectedAccount } from '@patchbay/client';
import { useConnectionsByToolkit } from '@patchbay/react';
import { useCallback, useMemo, useState } from 'react';
import { useMemoObject } from '../shared/useMemoObject';
import { aliasProblem, connectedAccountsOf, type AliasProblem } from '../shared/accountNames';

/** The name the user gives a new account of an app they have connected already. */
export interface AccountAliasDraft {
  /** What the user typed. */
  value: string;
  setValue: (value: string) => void;
  /** The user's accounts of the app connected once, oldest first; naming the new one is offered when there is one. */
  existing: ConnectedAccount[];
  /** Why `value` cannot be used, or null. */
  problem: AliasProblem | null;
  /** What goes into the link: the trimmed name; undefined for none, or when naming is not offered. */
  alias: string | undefined;
  /** Forgets what was typed (another app, or the account was made). */
  clear: () => void;
}

/**
 * The connect dialog's name for a new account: offered when the user has an
 * account of `toolkit` already, and checked as the service checks it, so a
 * name the user already gave another account of the app is caught as typed.
 * Reads the user's accounts from the query the picker's badges share.
 */
export function useAccountAlias(userId: string, toolkit: string | null, offered: boolean): AccountAliasDraft {
  const [value, setValue] = useState('');
  const { data } = useConnectionsByToolkit(offered && toolkit ? userId : null);
  const existing = useMemo(() => (offered && toolkit ? connectedAccountsOf(data?.items, toolkit) : []), [offered, toolkit, data]);
  const named = existing.length > 0;
  const problem = named ? aliasProblem(value, existing) : null;
  const alias = named ? value.trim() || undefined : undefined;
  const clear = useCallback(() => setValue(''), []);
  return useMemoObject({ value, setValue, existing, problem, alias, clear });
}
