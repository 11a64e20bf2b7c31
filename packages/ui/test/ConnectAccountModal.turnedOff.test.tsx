import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubPopup } from '@patchbay/server/testing';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { renderWithServer, serveEachTest, type TestKit } from './renderWithServer';

const { kit } = serveEachTest('/settings/integrations');
const TOOLKIT = 'patchbay_noauth_demo';

/** As the demo sets Acme Status up on start: a custom auth config (the toolkit has no vendor-managed scheme). */
async function setUpAcmeStatus(k: TestKit): Promise<string> {
  const created = await k.client.authConfigs.create({ toolkit: { slug: TOOLKIT }, auth_config: { type: 'use_custom_auth', auth_scheme: 'NO_AUTH' } });
  return created.auth_config.id;
}

const configsOf = async (k: TestKit) => (await k.client.authConfigs.list({ toolkit_slug: TOOLKIT, show_disabled: true })).items;

function renderModal() {
  renderWithServer(
    kit(),
    <ConnectAccountModal
      userId="user-1"
      toolkit={TOOLKIT}
      trigger={<button type="button">Add another</button>}
      flowOptions={{ pollIntervalMs: 60_000 }}
    />,
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog');
const primaryButtons = () => within(dialog()).queryAllByRole('button', { name: /^(Continue to Acme Status|Try again)$/ });

describe('ConnectAccountModal: an app an admin turned off', () => {
  it('says so before any click, opens no window and creates no auth config', async () => {
    const configId = await setUpAcmeStatus(kit());
    await kit().client.authConfigs.updateStatus(configId, 'DISABLED');
    const popup = stubPopup();
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Add another' }));

    await waitFor(() => expect(within(dialog()).getByText('Connecting this app is turned off.')).toBeTruthy());
    const [continueButton] = primaryButtons();
    expect(continueButton?.getAttribute('aria-disabled')).toBe('true');
    await user.click(continueButton!);
    expect(window.open).not.toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
    expect(within(dialog()).queryByText('This cannot be done right now.')).toBeNull();
    expect((await configsOf(kit())).map((config) => [config.id, config.status])).toEqual([[configId, 'DISABLED']]);
  });

  it('turned off after the dialog opened: the click gets "turned off", with no Try again and no new config', async () => {
    const configId = await setUpAcmeStatus(kit());
    stubPopup();
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    const continueButton = await within(dialog()).findByRole('button', { name: 'Continue to Acme Status' });
    await waitFor(() => expect(continueButton.hasAttribute('aria-busy')).toBe(false));
    // An admin disables it while the dialog is open: what the dialog read says it is enabled.
    await kit().client.authConfigs.updateStatus(configId, 'DISABLED');

    await user.click(continueButton);
    await waitFor(() => expect(within(dialog()).getByText('Connecting this app is turned off.')).toBeTruthy());
    expect(primaryButtons()).toEqual([]);
    expect(document.activeElement).toBe(dialog().querySelector('[data-slot="connect-modal-cancel"]'));
    expect((await configsOf(kit())).map((config) => [config.id, config.status])).toEqual([[configId, 'DISABLED']]);
  });

  it('with the toolkit turned off and nothing cached, the click itself refuses and creates nothing', async () => {
    // Nobody set it up when the dialog opened: Continue would make the default config.
    stubPopup();
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    const continueButton = await within(dialog()).findByRole('button', { name: 'Continue to Acme Status' });
    await waitFor(() => expect(continueButton.hasAttribute('aria-busy')).toBe(false));
    // Then an admin sets it up and turns it off; the dialog still holds the empty list.
    const configId = await setUpAcmeStatus(kit());
    await kit().client.authConfigs.updateStatus(configId, 'DISABLED');

    await user.click(continueButton);
    await waitFor(() => expect(within(dialog()).getByText('Connecting this app is turned off.')).toBeTruthy());
    expect(primaryButtons()).toEqual([]);
    expect((await configsOf(kit())).map((config) => config.id)).toEqual([configId]);
  });
});
