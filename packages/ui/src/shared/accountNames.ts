import type { ConnectedAccount } from '@patchbay/client';

/** The longest alias the service keeps (it answers 400 past it). */
export const MAX_ALIAS_LENGTH = 100;

/*
 * What the service refuses in an alias: control characters, line and
 * paragraph separators, and the bidirectional overrides that make a label
 * read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Why a name cannot label a new account: too long, characters the service refuses, or another account of the app has it. */
export type AliasProblem = 'tooLong' | 'unshowable' | 'taken';

/** Names compare as the service compares them: without case ('Work' and 'work' are one label to the person choosing). */
export function sameAlias(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/**
 * Why `typed` cannot name a new account of an app whose accounts are
 * `others`, by the service's rules (trimmed, at most 100 characters, nothing
 * unshowable, unique per user and app); null when it can. Empty is fine: no name.
 */
export function aliasProblem(typed: string, others: readonly ConnectedAccount[]): AliasProblem | null {
  const alias = typed.trim();
  if (alias.length > MAX_ALIAS_LENGTH) return 'tooLong';
  if (UNSHOWABLE.test(alias)) return 'unshowable';
  if (alias !== '' && others.some((account) => account.alias !== null && sameAlias(account.alias, alias))) return 'taken';
  return null;
}

/**
 * The user's accounts that were connected once and not deleted, by toolkit,
 * each list oldest first: the accounts people see and tell apart (an attempt
 * never finished is not one of them). One pass, however many accounts.
 */
export function connectedAccountsByToolkit(accounts: readonly ConnectedAccount[] | undefined): Map<string, ConnectedAccount[]> {
  const byToolkit = new Map<string, ConnectedAccount[]>();
  for (const account of accounts ?? []) {
    if (account.connected_at === null || account.deleted_at !== null) continue;
    const list = byToolkit.get(account.toolkit.slug);
    if (list) list.push(account);
    else byToolkit.set(account.toolkit.slug, [account]);
  }
  for (const list of byToolkit.values()) list.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return byToolkit;
}

/** The user's accounts of `toolkit` as `connectedAccountsByToolkit` lists them. */
export function connectedAccountsOf(accounts: readonly ConnectedAccount[] | undefined, toolkit: string): ConnectedAccount[] {
  return connectedAccountsByToolkit(accounts).get(toolkit) ?? [];
}

/**
 * An account's name as people read it: its alias, else "Account 2" (its
 * place among `accounts`, from 1, written as language `lang` writes numbers) when the app has several; null for a lone
 * account without alias, which needs no name of its own.
 */
export function accountName(
  account: ConnectedAccount,
  accounts: readonly ConnectedAccount[],
  unnamed: (position: number, locale: string) => string,
  lang: string,
): string | null {
  if (account.alias) return account.alias;
  if (accounts.length < 2) return null;
  const index = accounts.findIndex((other) => other.id === account.id);
  return unnamed(index < 0 ? accounts.length + 1 : index + 1, lang);
}
