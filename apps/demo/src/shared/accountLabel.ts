import type { ConnectedAccount } from '@patchbay/client';
import { dateFormat } from '../i18n/dateFormat';
import type { DemoMessages } from '../i18n/messages/en';

/** The language of the words on screen and its words for a connection. */
export interface AccountWords {
  language: string;
  words: DemoMessages['accounts'];
}

/**
 * How a person tells their connections apart, never by id: the app alone when it is the only
 * account of its app in `all`, else with the account's name ("Acme Tasks (Work)"), the day it was
 * connected ("Acme Tasks (connected Mar 3)", the day in the page's language), or, when two were
 * connected the same day, its place among them ("Acme Tasks (account 2)").
 */
export function accountLabel(
  account: ConnectedAccount,
  all: ConnectedAccount[],
  appName: (slug: string) => string,
  { language, words }: AccountWords,
): string {
  const app = appName(account.toolkit.slug);
  const ofApp = all.filter((other) => other.toolkit.slug === account.toolkit.slug);
  if (account.alias) return words.named(app, account.alias);
  if (ofApp.length <= 1) return app;
  // The day in the page's language, on purpose, like the words around it: "Mar 3" in English, "3. März" in German.
  const dayFormat = dateFormat(language, { day: 'numeric', month: 'short' });
  const day = (of: ConnectedAccount) => dayFormat.format(new Date(of.connected_at ?? of.created_at));
  const sameDay = ofApp.filter((other) => !other.alias && day(other) === day(account));
  if (sameDay.length === 1) return words.connectedOn(app, day(account));
  return words.numbered(app, ofApp.indexOf(account) + 1);
}
