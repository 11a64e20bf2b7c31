import type { UseConnectToolkitResult } from '@patchbay/react';
import { describe, expect, it } from 'vitest';
import { authKindOf, explainerFor } from '../src/ConnectAccountModal/explainerText';
import { defaultMessages } from '../src/theme/messages';

type Status = UseConnectToolkitResult['status'];

/** What the dialog knows about a flow, for `explainerFor`. */
function step(options: { scheme?: string; status?: Status; mode?: 'popup' | 'redirect'; reconnecting?: boolean; appName?: string }) {
  return {
    choosing: false,
    appName: options.appName ?? 'Acme Metrics',
    scheme: options.scheme,
    reconnecting: options.reconnecting ?? false,
    mode: options.mode ?? 'popup',
    flow: { status: options.status ?? 'idle' } as UseConnectToolkitResult,
  };
}
const explain = (options: Parameters<typeof step>[0]) => explainerFor(step(options), defaultMessages.connect);

describe('the connect dialog’s line under its title', () => {
  it('names what the user enters, by scheme', () => {
    expect(explain({ scheme: 'BASIC' })).toBe(
      'You will enter your Acme Metrics username and password on a secure page in a new window. It goes to Acme Metrics, not to this app.',
    );
    expect(explain({ scheme: 'BEARER_TOKEN' })).toMatch(/^You will enter your Acme Metrics token on a secure page/);
    // A credential form the messages have no word for.
    expect(explain({ scheme: 'BILLCOM_AUTH' })).toMatch(/^You will enter your Acme Metrics sign-in details on a secure page/);
  });

  it('signs in at the app for every OAuth flavour, and says nothing it cannot know while the scheme loads', () => {
    expect(authKindOf('OAUTH1')).toBe('oauth');
    expect(explain({ scheme: 'OAUTH1', appName: 'Acme Tasks' })).toBe('You will sign in to Acme Tasks in a new window. We never see your password.');
    expect(explain({ scheme: undefined })).toBe('You will connect Acme Metrics in a new window.');
    expect(explain({ appName: '' })).toBeNull();
  });

  it('fits a reconnect and a page in this tab', () => {
    expect(explain({ scheme: 'API_KEY', reconnecting: true, mode: 'redirect' })).toBe(
      'You will enter your Acme Metrics API key again on a secure page, then come back here. It goes to Acme Metrics, not to this app.',
    );
    expect(explain({ scheme: 'NO_AUTH', reconnecting: true, appName: 'Acme Status' })).toBe(
      'Acme Status needs no password or key: confirm in a new window and it reconnects right away.',
    );
  });

  it('is there while the window is open, and gone once the flow goes on in this tab or has ended', () => {
    expect(explain({ scheme: 'API_KEY', status: 'waiting' })).toMatch(/in a new window/);
    expect(explain({ scheme: 'API_KEY', status: 'waiting', mode: 'redirect' })).toBeNull();
    expect(explain({ scheme: 'API_KEY', status: 'opening', mode: 'redirect' })).toBeNull();
    for (const status of ['active', 'failed', 'expired', 'cancelled'] as const) expect(explain({ scheme: 'API_KEY', status })).toBeNull();
  });

  it('can be translated, sentence by sentence', () => {
    const messages = {
      ...defaultMessages.connect,
      explainers: {
        ...defaultMessages.connect.explainers,
        credentials: { ...defaultMessages.connect.explainers.credentials, popup: (app: string, what: string) => `${app}: ${what} eingeben.` },
      },
      credentialNames: { ...defaultMessages.connect.credentialNames, API_KEY: 'API-Schlüssel' },
    };
    expect(explainerFor(step({ scheme: 'API_KEY' }), messages)).toBe('Acme Metrics: API-Schlüssel eingeben.');
  });
});
