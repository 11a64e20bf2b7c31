import { formatList } from '../../shared/formatList';
import { formatNumber } from '../../shared/formatNumber';

/** Names of accounts (their alias), where a user has several accounts of one app: the connect dialog, a connection request and the picker. */
export const aliasMessages = {
  /** The connect dialog's group when the user has an account of the app already. */
  addAnother: 'Add another account',
  /** Above the name field: the accounts the user has ("Work, Personal"), or '' when none has a name. */
  existing: (app: string, names: string) =>
    names ? `Your ${app} accounts: ${names}. Continuing adds another one.` : `You have connected ${app} already. Continuing adds another account.`,
  fieldLabel: 'Name this account (optional)',
  fieldHint: 'For example Work or Personal, to tell your accounts apart.',
  tooLong: (max: number, locale: string) => `Use at most ${formatNumber(max, locale)} characters.`,
  unshowable: 'Use letters, numbers, spaces and punctuation only.',
  taken: 'Another account of this app already has this name.',
  /** An account with no name, when its app has several. */
  unnamed: (position: number, locale: string) => `Account ${formatNumber(position, locale)}`,
  /** Several names in a row, as the active language lists them. */
  list: (names: string[], locale: string) => formatList(names, locale),
  /** A connection request when the user has several accounts of the app. */
  choose: (app: string) => `Which ${app} account should be used?`,
  use: 'Use this account',
  /** The connection request once an account is chosen or connected: "Acme Tasks (Work) is connected." */
  chosen: (app: string, account: string) => `${app} (${account}) is connected.`,
};
