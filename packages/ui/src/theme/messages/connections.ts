import { formatNumber } from '../../shared/formatNumber';
import { formatTimeAgo } from '../../shared/formatTimeAgo';

/** The list of connected apps (ConnectionManager). */
export const connectionsMessages = {
  title: 'Connected apps',
  empty: 'No connected apps yet',
  emptyHint: 'Apps you connect show up here.',
  error: 'Your connections could not be loaded.',
  /** The words for each state of an account (`connectionStateOf` in @patchbay/react). */
  status: {
    connected: 'Connected',
    'needs-reconnecting': 'Needs reconnecting',
    reconnecting: 'Reconnecting…',
    disabled: 'Disabled',
    connecting: 'Connecting…',
    'not-connected': 'Not connected',
  },
  /** Why an account that needs reconnecting stopped working (`connectionAttentionOf` in @patchbay/react), given its app's name; any other reason shows `status`. */
  attention: {
    expired: (_app: string) => 'Access expired',
    revoked: (app: string) => `Access removed at ${app}`,
    provider_rejected: (app: string) => `${app} refused access`,
  },
  /** An account with no alias, when its app has several. */
  unnamedAccount: (position: number, locale: string) => `Account ${formatNumber(position, locale)}`,
  /** One account of an app, e.g. in a button's name: "Acme Tasks (Work)". */
  accountOf: (app: string, account: string) => `${app} (${account})`,
  /** A button's accessible name: the action and the account it acts on. */
  actionFor: (action: string, account: string) => `${action} ${account}`,
  /** The name of an account's menu button (Disable / Enable, Rename, Disconnect), and of the menu. */
  moreActions: (account: string) => `More actions for ${account}`,
  connectedAgo: (when: string) => `Connected ${when}`,
  lastUsedAgo: (when: string) => `Last used ${when}`,
  neverUsed: 'Never used',
  separator: ' · ',
  /** How long ago `date` was, in words ("3 days ago", "yesterday"), in the active language (`locale`). */
  timeAgo: (date: Date, now: Date, locale: string) => formatTimeAgo(date, now, locale, 'just now'),
  reconnect: 'Reconnect',
  disable: 'Disable',
  enable: 'Enable',
  rename: 'Rename',
  disconnect: 'Disconnect',
  addAccount: 'Add another account',
  aliasLabel: (app: string) => `Name of this ${app} account`,
  save: 'Save',
  aliasTaken: 'Another account of this app already has this name.',
  nameRemoved: 'Name removed.',
  confirmTitle: (account: string) => `Disconnect ${account}?`,
  confirmDescription: (app: string) => `${app} stops working here until you connect it again.`,
  disconnected: (account: string) => `${account} disconnected.`,
  disabledDone: (account: string) => `${account} disabled.`,
  enabledDone: (account: string) => `${account} enabled.`,
  renamed: (account: string) => `Renamed to ${account}.`,
};
