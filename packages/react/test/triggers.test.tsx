import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDeleteTriggerInstance } from '../src/hooks/triggers/useDeleteTriggerInstance';
import { useSetTriggerInstanceStatus } from '../src/hooks/triggers/useSetTriggerInstanceStatus';
import { useTriggerInstances } from '../src/hooks/triggers/useTriggerInstances';
import { useTriggerType } from '../src/hooks/triggers/useTriggerType';
import { useTriggerTypes } from '../src/hooks/triggers/useTriggerTypes';
import { useUpsertTriggerInstance } from '../src/hooks/triggers/useUpsertTriggerInstance';
import { connectAccount } from '@patchbay/server/testing';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

const TASK_CREATED = 'PATCHBAY_NOAUTH_DEMO_TASK_CREATED';

describe('trigger type hooks', () => {
  it('lists a toolkit’s trigger types page by page', async () => {
    const { result } = renderHook(() => useTriggerTypes({ toolkit_slugs: ['patchbay_noauth_demo'], limit: 1 }), {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.triggerTypes).toHaveLength(1);
    expect(result.current.totalItems).toBe(2);
    await act(() => result.current.fetchNextPage());
    // The next page reaches the hook in a render of its own, after fetchNextPage resolves.
    await waitFor(() =>
      expect(result.current.triggerTypes.map((t) => t.slug).sort()).toEqual(['PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED', TASK_CREATED]),
    );
    expect(result.current.hasNextPage).toBe(false);
  });

  it('reads one trigger type with its config schema', async () => {
    const { result } = renderHook(() => useTriggerType(TASK_CREATED), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.config.project).toMatchObject({ type: 'string', required: true });
    expect(result.current.data?.config.priority?.options).toEqual(['low', 'normal', 'high']);
  });
});

describe('trigger instance hooks', () => {
  it('surfaces the config validation errors of an upsert', async () => {
    const account = await connectAccount(kit, { userId: 'user-1' });
    const { result } = renderHook(() => useUpsertTriggerInstance(), { wrapper: kit.wrapper });
    act(() => result.current.mutate({ slug: TASK_CREATED, connected_account_id: account.id, trigger_config: { priority: 'urgent' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as PatchbayApiError).errors).toEqual([
      'body.trigger_config.project: required',
      "body.trigger_config.priority: expected one of 'low', 'normal', 'high', received 'urgent'",
    ]);
  });

  it('upserts, disables, enables and deletes an instance, the lists following', async () => {
    const account = await connectAccount(kit, { userId: 'user-1' });
    const { result } = renderHook(
      () => ({
        listening: useTriggerInstances(),
        all: useTriggerInstances({ show_disabled: true }),
        upsert: useUpsertTriggerInstance(),
        setStatus: useSetTriggerInstanceStatus(),
        remove: useDeleteTriggerInstance(),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.listening.isSuccess && result.current.all.isSuccess).toBe(true));
    const ids = (page: typeof result.current.all) => page.data?.items.map((i) => i.id);

    const { trigger_id: id } = await act(() =>
      result.current.upsert.mutateAsync({ slug: TASK_CREATED, connected_account_id: account.id, trigger_config: { project: 'ops' } }),
    );
    // Each list shows the change with its own next render: wait for it rather than for the event loop.
    await waitFor(() => expect(ids(result.current.listening)).toEqual([id]));
    expect(result.current.listening.data?.items[0]?.trigger_config).toEqual({ project: 'ops', include_archived: false });

    await act(() => result.current.setStatus.mutateAsync({ id, status: 'disable' }));
    await waitFor(() => expect(ids(result.current.listening)).toEqual([]));
    await waitFor(() => expect(result.current.all.data?.items[0]?.disabled_at).not.toBeNull());
    expect(ids(result.current.all)).toEqual([id]);

    await act(() => result.current.setStatus.mutateAsync({ id, status: 'enable' }));
    await waitFor(() => expect(ids(result.current.listening)).toEqual([id]));

    await act(() => result.current.remove.mutateAsync(id));
    await waitFor(() => expect(ids(result.current.listening)).toEqual([]));
    await waitFor(() => expect(ids(result.current.all)).toEqual([]));
  });
});
