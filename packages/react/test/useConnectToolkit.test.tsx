import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConnectToolkit, type UseConnectToolkitOptions } from '../src/connect/useConnectToolkit';
import { completeHostedPage, connectAccount, postCallback, stubPopup } from '@patchbay/server/testing';
import { serveConnectTests } from './connectTestKit';
import type { TestKit } from './renderWithServer';

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(() => {
  kit = tests.kit();
});

function renderConnect(initial: UseConnectToolkitOptions) {
  return renderHook((options: UseConnectToolkitOptions) => useConnectToolkit({ pollIntervalMs: 60_000, ...options }), {
    wrapper: kit.wrapper,
    initialProps: initial,
  });
}

/** Clicks connect, completes the hosted page as the user would and posts the callback; returns the account id. */
async function connectThroughPopup(hook: ReturnType<typeof renderConnect>, fields: Record<string, string> = {}): Promise<string> {
  const popup = stubPopup();
  act(() => hook.result.current.connect());
  await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
  const response = await completeHostedPage(kit, popup.location.href, 'connect', fields);
  act(() => postCallback(new URL(response.headers.get('location')!)));
  await waitFor(() => expect(hook.result.current.status).toBe('active'));
  return hook.result.current.connectedAccountId!;
}

async function authConfigsOf(toolkit: string) {
  return (await kit.client.authConfigs.list({ toolkit_slug: toolkit })).items;
}

describe('useConnectToolkit', () => {
  it('creates a vendor-managed auth config when the project has none, then connects', async () => {
    const hook = renderConnect({ toolkit: 'patchbay_noauth_demo', userId: 'user-1' });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    expect(hook.result.current.toolkit?.name).toBe('Acme Status');
    expect(hook.result.current.authScheme).toBe('NO_AUTH');
    expect(await authConfigsOf('patchbay_noauth_demo')).toHaveLength(0);

    const accountId = await connectThroughPopup(hook);
    const configs = await authConfigsOf('patchbay_noauth_demo');
    expect(configs).toHaveLength(1);
    const account = await kit.client.connectedAccounts.get(accountId);
    expect(account).toMatchObject({ status: 'ACTIVE', user_id: 'user-1', auth_config: { id: configs[0]!.id } });
  });

  it("reuses the project's enabled auth config and skips disabled ones", async () => {
    const disabled = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
    await kit.client.authConfigs.updateStatus(disabled, 'DISABLED');
    // A second config of the toolkit is an explicit one (named): the bare create answers the disabled default with 422.
    const enabled = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' }, auth_config: { name: 'Team' } })).auth_config
      .id;

    const hook = renderConnect({ toolkit: 'patchbay_noauth_demo', userId: 'user-1' });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    const accountId = await connectThroughPopup(hook);

    expect((await kit.client.connectedAccounts.get(accountId)).auth_config.id).toBe(enabled);
    expect(await authConfigsOf('patchbay_noauth_demo')).toHaveLength(2);
  });

  it('connects through the auth config it is given', async () => {
    const given = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_apikey_demo' } })).auth_config.id;
    // Newer, so a lookup would find it first.
    const newer = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_apikey_demo' }, auth_config: { name: 'Newer' } })).auth_config.id;
    const hook = renderConnect({ toolkit: 'patchbay_apikey_demo', userId: 'user-2', authConfigId: given });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    expect(hook.result.current.authScheme).toBe('API_KEY');

    const accountId = await connectThroughPopup(hook, { api_key: 'pk_test' });
    expect((await kit.client.connectedAccounts.get(accountId)).auth_config.id).toBe(given);
    expect((await authConfigsOf('patchbay_apikey_demo'))[0]!.id).toBe(newer);
  });

  it('reconnects an account: the toolkit comes from the account and no new account is made', async () => {
    const account = await connectAccount(kit, { userId: 'user-3', toolkit: 'patchbay_noauth_demo', action: 'cancel' });
    expect(account.status).toBe('EXPIRED');
    stubPopup();
    const hook = renderConnect({ toolkit: undefined, userId: 'user-3', connectedAccountId: account.id, pollIntervalMs: 30 });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    expect(hook.result.current.toolkitSlug).toBe('patchbay_noauth_demo');

    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
    expect(hook.result.current.connectedAccountId).toBe(account.id);
    expect((await kit.client.connectedAccounts.list({ user_ids: ['user-3'] })).items).toHaveLength(1);
  });

  it('waits for a toolkit: nothing to load, and connect fails clearly', async () => {
    stubPopup();
    const hook = renderConnect({ toolkit: null, userId: 'user-4' });
    expect(hook.result.current).toMatchObject({ toolkitSlug: null, preparing: false, loadError: null });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    expect(hook.result.current.error?.message).toMatch(/no toolkit/);

    hook.rerender({ toolkit: 'patchbay_noauth_demo', userId: 'user-4' });
    await waitFor(() => expect(hook.result.current.toolkit?.slug).toBe('patchbay_noauth_demo'));
  });

  it('reports an unknown toolkit as a load error', async () => {
    const hook = renderConnect({ toolkit: 'no_such_toolkit', userId: 'user-5' });
    await waitFor(() => expect(hook.result.current.loadError).not.toBeNull());
    expect(hook.result.current.loadError?.message).toMatch(/no_such_toolkit/);
  });

  it('returns the same object across renders until the flow or its data changes', async () => {
    const options = { toolkit: 'patchbay_noauth_demo', userId: 'user-6', onSuccess: () => undefined };
    const hook = renderConnect(options);
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));
    const ready = hook.result.current;

    // A parent re-rendering with the same options, or with a new inline callback, changes nothing.
    hook.rerender(options);
    expect(hook.result.current).toBe(ready);
    hook.rerender({ ...options, onSuccess: () => undefined });
    expect(hook.result.current).toBe(ready);

    stubPopup();
    act(() => ready.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    const waiting = hook.result.current;
    expect(waiting).not.toBe(ready);
    // The actions stay the same functions, so a child given only them is not re-rendered by the flow.
    expect([waiting.connect, waiting.cancel, waiting.reset]).toEqual([ready.connect, ready.cancel, ready.reset]);
    act(() => waiting.cancel());
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));
  });
});
