import { formatNumber } from '../../shared/formatNumber';

/** The notice of connections that stopped working (ConnectionHealthBanner). */
export const connectionHealthMessages = {
  /** The name of the notice's region. */
  label: 'Apps to reconnect',
  /** The notice when one app needs it. */
  one: (app: string) => `${app} needs reconnecting`,
  /** The notice when several apps need it. */
  many: (count: number, locale: string) => `${formatNumber(count, locale)} apps need reconnecting`,
  /** An account with no alias, when its app has several: its place among them, as the list of connections names it. */
  unnamedAccount: (position: number, locale: string) => `Account ${formatNumber(position, locale)}`,
  /** Each account's button: "Reconnect Acme Tasks", or with its name, "Reconnect Acme Tasks (Work)". */
  reconnect: (app: string, account: string | null) => `Reconnect ${account ? `${app} (${account})` : app}`,
};
