import { createPatchbayClient, type ConnectedAccount } from '@patchbay/client';
import { PatchbayProvider } from '@patchbay/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionSelect } from '../shared/ConnectionSelect';
import { DemoLanguageProvider } from './DemoLanguageContext';
import type { DemoLanguage } from './demoLanguages';
import { de } from './messages/de';
import { en, type DemoMessages } from './messages/en';

afterEach(cleanup);

/** An Acme Tasks account connected at `when`, with what the select reads of it. */
const account = (id: string, when: string) =>
  ({ id, toolkit: { slug: 'patchbay_oauth_demo' }, alias: null, connected_at: when, created_at: when }) as unknown as ConnectedAccount;
const ACCOUNTS = [account('ca_first', '2026-03-03T12:00:00Z'), account('ca_second', '2026-05-09T12:00:00Z')];

/** The select's options with the menu at `chosen` and the page showing `shown`'s words. */
function optionsWith(chosen: DemoLanguage, shown: DemoLanguage, messages: DemoMessages): string[] {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PatchbayProvider client={createPatchbayClient({ baseUrl: '/patchbay' })}>
        <DemoLanguageProvider language={chosen} shownLanguage={shown} messages={messages} choose={() => undefined}>
          <ConnectionSelect accounts={ACCOUNTS} value={ACCOUNTS[0]} onChange={() => undefined} />
        </DemoLanguageProvider>
      </PatchbayProvider>
    </QueryClientProvider>,
  );
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

const day = (language: string, iso: string) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(iso));

describe('dates on the page', () => {
  it('follow the words shown, not the language still loading: English days among English words while German loads', () => {
    expect(optionsWith('de', 'en', en)).toEqual([
      en.accounts.connectedOn('Acme Tasks', day('en', '2026-03-03T12:00:00Z')),
      en.accounts.connectedOn('Acme Tasks', day('en', '2026-05-09T12:00:00Z')),
    ]);
  });

  it('are German once the German words show', () => {
    expect(optionsWith('de', 'de', de)).toEqual([
      de.accounts.connectedOn('Acme Tasks', day('de', '2026-03-03T12:00:00Z')),
      de.accounts.connectedOn('Acme Tasks', day('de', '2026-05-09T12:00:00Z')),
    ]);
  });
});
