import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectAccount, stubPopup, testControls } from '@patchbay/server/testing';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { ConnectionRequest } from '../src/ConnectionRequest';
import ar from '../src/locales/ar';
import de from '../src/locales/de';
import { isolate } from '../src/shared/isolate';
import type { PatchbayUIProviderProps } from '../src/theme/PatchbayUIProvider';
import { ToolkitPicker } from '../src/ToolkitPicker';
import { connectAccount as connectWithScheme } from '../stories/support/connectAccount';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { serve } = serveEachTest('/settings/integrations');

type Body = Record<string, unknown>;

/** The JSON bodies of the requests to `path` as the service receives them, recorded at its door. */
function bodiesAt(kit: TestKit, path: string): Body[] {
  const bodies: Body[] = [];
  const { server } = kit;
  const answer = server.fetch.bind(server);
  server.fetch = async (request: Request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) bodies.push((await request.clone().json()) as Body);
    return answer(request);
  };
  return bodies;
}

/** Opens the modal under the provider's `ui` settings and clicks its primary button (`name`); the link's request body. */
async function linkBody(ui: Omit<PatchbayUIProviderProps, 'children'>, name: RegExp): Promise<Body> {
  const popup = stubPopup();
  const kit = serve({ ui });
  const bodies = bodiesAt(kit, '/api/v3/connected_accounts/link');
  renderWithServer(kit, <ConnectAccountModal userId="user-1" toolkit="patchbay_noauth_demo" defaultOpen flowOptions={{ pollIntervalMs: 60_000 }} />);
  const start = await within(await screen.findByRole('dialog')).findByRole('button', { name });
  await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
  await userEvent.setup().click(start);
  // The flow waits at the hosted page: nothing more is asked of the service.
  await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
  expect(bodies).toHaveLength(1);
  return bodies[0]!;
}

describe('the connect flows tell the hosted pages the kit’s language (the link’s `locale`)', () => {
  it('the modal under a German provider creates its link with locale "de"', async () => {
    expect(await linkBody({ locale: de }, /^Weiter zu/)).toMatchObject({ user_id: 'user-1', locale: 'de' });
  });

  it('sends no locale when the app chose no language, so the hosted page follows the browser', async () => {
    expect(await linkBody({}, /^Continue to/)).not.toHaveProperty('locale');
  });

  it('sends "en" when the app chose English, so the hosted page matches the kit', async () => {
    expect(await linkBody({ locale: 'en' }, /^Continue to/)).toMatchObject({ locale: 'en' });
  });

  it('a reconnect asks its hosted page for the provider’s language too', async () => {
    const popup = stubPopup();
    const kit = serve({ testControls: true, ui: { locale: ar } });
    const account = await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_live' } });
    await testControls(kit.server).expireAccount(account.id, 'token_expired');
    const bodies = bodiesAt(kit, `/api/v3/connected_accounts/${account.id}/refresh`);
    renderWithServer(
      kit,
      <ConnectAccountModal userId="user-1" connectedAccountId={account.id} defaultOpen flowOptions={{ pollIntervalMs: 60_000 }} />,
    );
    const start = await within(await screen.findByRole('dialog')).findByRole('button', { name: 'إعادة الربط' });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    await userEvent.setup().click(start);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ collect_credentials: true, locale: 'ar' });
  });

  it('asks for English when `locales` matched English (the browser asks for it)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'de']);
    expect(await linkBody({ locales: [de] }, /^Continue to/)).toMatchObject({ locale: 'en' });
  });

  it('sends no locale when `locales` matched none of the user’s languages, so the hosted page may speak theirs', async () => {
    // The app offers German; the user reads French, which the hosted pages have and the kit does not.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    expect(await linkBody({ locales: [de] }, /^Continue to/)).not.toHaveProperty('locale');
  });
});

describe('ConnectionRequest and the picker tell the hosted pages the kit’s language', () => {
  /** Clicks `button` once it can start and waits for the popup to reach the hosted page. */
  async function startIn(popup: ReturnType<typeof stubPopup>, button: HTMLElement) {
    await waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    await userEvent.setup().click(button);
    await waitFor(() => expect(popup.location.href).toMatch(/\/connect\/lt_/));
  }

  it('a request through a tool router session creates the session\'s link with locale "de"', async () => {
    const popup = stubPopup();
    const kit = serve({ ui: { locale: de } });
    const session = await kit.client.toolRouter.createSession({ user_id: 'user-1', toolkits: { enable: ['patchbay_noauth_demo'] } });
    const bodies = bodiesAt(kit, `/api/v3/tool_router/session/${session.session_id}/link`);
    renderWithServer(
      kit,
      <ConnectionRequest userId="user-1" toolkit="patchbay_noauth_demo" sessionId={session.session_id} flowOptions={{ pollIntervalMs: 60_000 }} />,
    );
    await startIn(popup, await screen.findByRole('button', { name: `${isolate('Acme Status')} verbinden` }));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ toolkit: 'patchbay_noauth_demo', locale: 'de' });
  });

  it('a request without a session creates its link with locale "de"', async () => {
    const popup = stubPopup();
    const kit = serve({ ui: { locale: de } });
    const bodies = bodiesAt(kit, '/api/v3/connected_accounts/link');
    renderWithServer(kit, <ConnectionRequest userId="user-1" toolkit="patchbay_noauth_demo" flowOptions={{ pollIntervalMs: 60_000 }} />);
    await startIn(popup, await screen.findByRole('button', { name: `${isolate('Acme Status')} verbinden` }));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ user_id: 'user-1', locale: 'de' });
  });

  it('the picker’s Reconnect creates its link with locale "de"', async () => {
    const popup = stubPopup();
    const kit = serve({ ui: { locale: de } });
    const notion = await connectWithScheme(kit.client, { toolkit: 'notion', userId: 'user-1', scheme: 'BEARER_TOKEN' }, kit.browserFetch);
    // What a token that can no longer be refreshed leaves.
    kit.server.store.put('connected_accounts', { ...kit.server.store.get('connected_accounts', notion.id)!, status: 'EXPIRED' });
    const bodies = bodiesAt(kit, '/api/v3/connected_accounts/link');
    renderWithServer(kit, <ToolkitPicker userId="user-1" />);
    await startIn(popup, await screen.findByRole('button', { name: `${isolate('Notion')} erneut verbinden` }));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ user_id: 'user-1', locale: 'de' });
  });
});
