import { PatchbayApiError, type AuthConfigStatus } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthConfig } from '../src/hooks/authConfigs/useAuthConfig';
import { useAuthConfigs } from '../src/hooks/authConfigs/useAuthConfigs';
import { useCreateAuthConfig } from '../src/hooks/authConfigs/useCreateAuthConfig';
import { useSetAuthConfigStatus } from '../src/hooks/authConfigs/useSetAuthConfigStatus';
import { useToolkits } from '../src/hooks/toolkits/useToolkits';
import { holdRequests } from './holdRequests';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

describe('auth config hooks', () => {
  it('creates an auth config, and the lists show it when the mutation settles', async () => {
    const { result } = renderHook(
      () => ({
        configs: useAuthConfigs(),
        projectToolkits: useToolkits({ managed_by: 'project' }),
        create: useCreateAuthConfig(),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.configs.isSuccess && result.current.projectToolkits.isSuccess).toBe(true));
    expect(result.current.configs.data?.items).toEqual([]);
    expect(result.current.projectToolkits.toolkits).toEqual([]);

    let created: Awaited<ReturnType<typeof result.current.create.mutateAsync>> | undefined;
    await act(async () => {
      created = await result.current.create.mutateAsync({ toolkit: { slug: 'patchbay_noauth_demo' } });
    });
    expect(created?.auth_config).toMatchObject({ auth_scheme: 'NO_AUTH', is_vendor_managed: true });
    // The render that shows the mutation settled (a button stops spinning) already shows the lists refetched.
    await waitFor(() => expect(result.current.create.data).toBe(created));
    expect(result.current.configs.data?.items.map((c) => c.id)).toEqual([created?.auth_config.id]);
    expect(result.current.projectToolkits.toolkits.map((t) => t.slug)).toEqual(['patchbay_noauth_demo']);
  });

  it('surfaces the server error of a bad create', async () => {
    const { result } = renderHook(() => useCreateAuthConfig(), { wrapper: kit.wrapper });
    act(() => result.current.mutate({ toolkit: { slug: 'no_such_toolkit' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.error).toMatchObject({ status: 400, errors: ["body.toolkit.slug: unknown toolkit 'no_such_toolkit'"] });
  });

  it('disables optimistically: list and detail change before the service answers', async () => {
    const { auth_config } = await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const listStatuses: string[] = [];
    const { result } = renderHook(
      () => {
        const view = {
          list: useAuthConfigs(),
          detail: useAuthConfig(auth_config.id),
          setStatus: useSetAuthConfigStatus(),
        };
        if (view.list.data) listStatuses.push(view.list.data.items[0]!.status);
        return view;
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.detail.isSuccess).toBe(true));

    const patch = holdRequests(kit, 'PATCH', /\/auth_configs\//);
    act(() => result.current.setStatus.mutate({ id: auth_config.id, status: 'DISABLED' }));
    await patch.held;
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe('DISABLED'));
    expect(result.current.detail.data?.status).toBe('DISABLED');
    expect(result.current.setStatus.isPending).toBe(true);

    patch.release();
    await waitFor(() => expect(result.current.setStatus.isSuccess).toBe(true));
    expect((await kit.client.authConfigs.get(auth_config.id)).status).toBe('DISABLED');
    expect(result.current.detail.data?.status).toBe('DISABLED');
    expect(sequenceOf(listStatuses)).toEqual(['ENABLED', 'DISABLED']);
  });

  it('rolls the optimistic status back when the service refuses', async () => {
    const { auth_config } = await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const statuses: string[] = [];
    const { result } = renderHook(
      () => {
        const view = { detail: useAuthConfig(auth_config.id), setStatus: useSetAuthConfigStatus() };
        if (view.detail.data) statuses.push(view.detail.data.status);
        return view;
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    // Not a status the service knows: it answers 400.
    const patch = holdRequests(kit, 'PATCH', /\/auth_configs\//);
    act(() => result.current.setStatus.mutate({ id: auth_config.id, status: 'PAUSED' as AuthConfigStatus }));
    await patch.held;
    await waitFor(() => expect(result.current.detail.data?.status).toBe('PAUSED'));
    patch.release();
    await waitFor(() => expect(result.current.setStatus.isError).toBe(true));
    expect(result.current.setStatus.error).toMatchObject({ status: 400 });
    expect(result.current.detail.data?.status).toBe('ENABLED');
    expect(sequenceOf(statuses)).toEqual(['ENABLED', 'PAUSED', 'ENABLED']);
  });
});
