import type { ConnectedAccount } from '@patchbay/client';
import { connectionStateOf, useAuthConfigs, useToolkit } from '@patchbay/react';
import { Button, ConnectionStatus, usePatchbayUI } from '@patchbay/ui';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import type { DemoMessages } from '../i18n/messages/en';

/** What the app asks the dialog for: a new account, or the same account again. */
export interface ConnectRequest {
  slug: string;
  /** The account to reconnect; none: connect a new one. */
  accountId?: string;
}

/** What each sandbox app asks the user for, by slug. */
const KINDS: Record<string, 'kindOAuth' | 'kindApiKey' | 'kindNone'> = {
  patchbay_oauth_demo: 'kindOAuth',
  patchbay_apikey_demo: 'kindApiKey',
  patchbay_noauth_demo: 'kindNone',
};

export interface FeaturedAppCardProps {
  slug: string;
  name: string;
  /** What it asks for, in English (the card shows it in the chosen language). */
  kind: string;
  account: ConnectedAccount | undefined;
  onConnect: (request: ConnectRequest) => void;
}

/**
 * One of the "Try these" sandbox apps: logo, what it needs, and its connection state, with the action
 * that state calls for: Connect, Reconnect (the same account, in a dialog titled so) or Add another; none when an
 * admin turned the app off (every auth config of it disabled), which the card says instead.
 */
export function FeaturedAppCard({ slug, name, kind, account, onConnect }: FeaturedAppCardProps) {
  const toolkit = useToolkit(slug).data;
  const { messages } = usePatchbayUI();
  const text: DemoMessages['apps'] = useDemoMessages().apps;
  const { status } = messages.connections;
  // An admin disabled every auth config of the app: no Connect or Add another, for anyone, until one is enabled again.
  const configs = useAuthConfigs({ toolkit_slug: slug, show_disabled: true }).data?.items.filter((config) => config.toolkit.slug === slug);
  const turnedOff = configs !== undefined && configs.length > 0 && configs.every((config) => config.status === 'DISABLED');
  const app = toolkit?.name ?? name;
  const state = account ? connectionStateOf(account) : 'not-connected';
  // The button's name starts with what it says, and adds the app: "Reconnect Acme Tasks".
  const action =
    state === 'connected' || state === 'disabled'
      ? { text: text.addAnother, label: text.addAnotherApp(app), request: { slug }, variant: 'secondary' as const }
      : account && (state === 'needs-reconnecting' || state === 'reconnecting')
        ? { text: text.reconnect, label: text.reconnectApp(app), request: { slug, accountId: account.id }, variant: 'primary' as const }
        : { text: text.connect, label: text.connectApp(app), request: { slug }, variant: 'primary' as const };
  return (
    <article className="demo-app-card" data-toolkit={slug}>
      <div className="demo-app-card__top">
        {toolkit?.meta.logo ? (
          <img src={toolkit.meta.logo} alt="" width={40} height={40} className="demo-app-card__logo" />
        ) : (
          <span className="demo-app-card__logo" />
        )}
        <div>
          <h3>{app}</h3>
          <span className="demo-muted">{KINDS[slug] ? text[KINDS[slug]] : kind}</span>
        </div>
      </div>
      <p className="demo-app-card__description" dir="auto">
        {toolkit?.meta.description ?? ' '}
      </p>
      <div className="demo-app-card__footer">
        {account ? <ConnectionStatus account={account} /> : <span className="demo-muted">{status['not-connected']}</span>}
        {turnedOff ? (
          <span className="demo-muted" data-slot="app-turned-off">
            {messages.errors.appTurnedOff}
          </span>
        ) : (
          <Button variant={action.variant} onClick={() => onConnect(action.request)} aria-label={action.label}>
            {action.text}
          </Button>
        )}
      </div>
    </article>
  );
}
