import type { ConnectedAccount } from '@patchbay/client';
import { toolkitName } from './toolkitNames';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/**
 * How a person tells their connections apart, never by id: the app alone when it is the only
 * account of its app in `all`, else with the account's name ("Acme Tasks (Work)"), the day it was
 * connected ("Acme Tasks (connected 3 Mar)"), or, when two were connected the same day, its place
 * among them ("Acme Tasks (account 2)").
 */
export function accountLabel(account: ConnectedAccount, all: ConnectedAccount[], appName: (slug: string) => string = toolkitName): string {
  const app = appName(account.toolkit.slug);
  const ofApp = all.filter((other) => other.toolkit.slug === account.toolkit.slug);
  if (account.alias) return `${app} (${account.alias})`;
  if (ofApp.length <= 1) return app;
  const day = (of: ConnectedAccount) => dayFormat.format(new Date(of.connected_at ?? of.created_at));
  const sameDay = ofApp.filter((other) => !other.alias && day(other) === day(account));
  if (sameDay.length === 1) return `${app} (connected ${day(account)})`;
  return `${app} (account ${ofApp.indexOf(account) + 1})`;
}
