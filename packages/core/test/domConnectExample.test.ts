import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountConnectButton } from '../examples/domConnect';
import { completeHostedPage, createServiceKit, postCallback, type ServiceKit, stubPopup } from '@patchbay/server/testing';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

// jsdom's URL does not make file: URLs: paths from this file's folder.
const PACKAGE = join(import.meta.dirname, '..');
const README = readFileSync(join(PACKAGE, 'README.md'), 'utf8');
const EXAMPLE = readFileSync(join(PACKAGE, 'examples', 'domConnect.ts'), 'utf8');

let kit: ServiceKit;
beforeEach(() => {
  kit = createServiceKit();
  window.history.replaceState(null, '', '/settings/integrations');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await kit.close();
});

describe("the README's plain DOM example", () => {
  it('is examples/domConnect.ts, word for word', () => {
    const block = /<!-- examples\/domConnect\.ts -->\s*```ts\n([\s\S]*?)```/.exec(README)?.[1];
    expect(block).toBe(EXAMPLE);
  });

  it('connects an account: the button opens the popup, the status line follows the flow', async () => {
    const popup = stubPopup();
    const { auth_config } = await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const root = document.createElement('div');
    const unmount = mountConnectButton(root, kit.client, auth_config.id, 'user-1');
    const button = root.querySelector('button')!;
    const statusLine = root.querySelector('[role="status"]')!;
    expect(statusLine.textContent).toBe('idle');

    button.click();
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(statusLine.textContent).toBe('opening');
    await vi.waitFor(() => expect(statusLine.textContent).toBe('waiting'), { timeout: SIGNAL_TIMEOUT_MS });
    expect(button.disabled).toBe(true);

    const done = await completeHostedPage(kit, popup.location.href);
    postCallback(new URL(done.headers.get('location')!));
    await vi.waitFor(() => expect(statusLine.textContent).toBe('active'), { timeout: SIGNAL_TIMEOUT_MS });
    expect(button.disabled).toBe(false);
    expect((await kit.client.connectedAccounts.list({ user_ids: ['user-1'] })).items.map((account) => account.status)).toEqual(['ACTIVE']);

    unmount();
    expect(root.childElementCount).toBe(0);
  });
});
