import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCreateWebhookSubscription } from '../src/hooks/webhookSubscriptions/useCreateWebhookSubscription';
import { useDeleteWebhookSubscription } from '../src/hooks/webhookSubscriptions/useDeleteWebhookSubscription';
import { useRotateWebhookSecret } from '../src/hooks/webhookSubscriptions/useRotateWebhookSecret';
import { useUpdateWebhookSubscription } from '../src/hooks/webhookSubscriptions/useUpdateWebhookSubscription';
import { useWebhookSubscription } from '../src/hooks/webhookSubscriptions/useWebhookSubscription';
import { useWebhookSubscriptions } from '../src/hooks/webhookSubscriptions/useWebhookSubscriptions';
import { patchbayKeys } from '../src/queries/patchbayKeys';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

describe('webhook subscription hooks', () => {
  it('creates, updates, rotates and deletes the subscription', async () => {
    const { result } = renderHook(
      () => ({
        list: useWebhookSubscriptions(),
        create: useCreateWebhookSubscription(),
        update: useUpdateWebhookSubscription(),
        rotate: useRotateWebhookSecret(),
        remove: useDeleteWebhookSubscription(),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.data?.items).toEqual([]);

    const created = await act(() => result.current.create.mutateAsync({ webhook_url: 'https://app.example/hooks' }));
    const fullSecret = created.secret;
    expect(created.enabled_events).toEqual([
      'composio.trigger.message',
      'composio.connected_account.expired',
      'composio.connected_account.status_changed',
    ]);
    await waitFor(() => expect(result.current.list.data?.items.map((s) => s.id)).toEqual([created.id]));
    // Every read answers the signing secret in full, as the vendor's does.
    expect(result.current.list.data?.items[0]?.secret).toBe(fullSecret);

    // One per project: a second one is a 409.
    await expect(result.current.create.mutateAsync({ webhook_url: 'https://other.example' })).rejects.toBeInstanceOf(PatchbayApiError);
    await waitFor(() => expect(result.current.create.error).toMatchObject({ status: 409 }));

    const detail = renderHook(() => useWebhookSubscription(created.id), { wrapper: kit.wrapper });
    await waitFor(() => expect(detail.result.current.data?.webhook_url).toBe('https://app.example/hooks'));

    await act(() => result.current.update.mutateAsync({ id: created.id, enabled_events: ['composio.trigger.message'] }));
    await waitFor(() => expect(detail.result.current.data?.enabled_events).toEqual(['composio.trigger.message']));
    await waitFor(() => expect(result.current.list.data?.items[0]?.enabled_events).toEqual(['composio.trigger.message']));

    const rotated = await act(() => result.current.rotate.mutateAsync(created.id));
    expect(rotated.id).toBe(created.id);
    expect(rotated.secret).not.toBe(fullSecret);
    await waitFor(() => expect(result.current.rotate.data?.secret).toBe(rotated.secret));
    // The detail and the lists refetch: they hold the new secret, the old one is gone.
    await waitFor(() => expect(detail.result.current.data?.secret).toBe(rotated.secret));
    await waitFor(() => expect(result.current.list.data?.items[0]?.secret).toBe(rotated.secret));

    await act(() => result.current.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
    expect(kit.queryClient.getQueryData(patchbayKeys.webhookSubscriptions.detail(created.id))).toBeUndefined();
  });
});
