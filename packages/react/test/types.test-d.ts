import type {
  AnyPatchbayError,
  ConnectedAccount,
  PatchbayClient,
  CursorPage,
  ProxyRequest,
  ProxyResponse,
  SessionSearchResponse,
  SessionToolkit,
  Tool,
  ToolExecuteResponse,
  Toolkit,
  ToolkitDetails,
  TriggerType,
  UpdateAuthConfigStatusResponse,
  UpsertTriggerInstanceResponse,
} from '@patchbay/client';
import type { InfiniteData, QueryClient, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import {
  connectedAccountsQueryOptions,
  toolkitQueryOptions,
  toolkitsInfiniteQueryOptions,
  type ConnectStatus,
  type ExecuteToolVariables,
  type PatchbayQueryError,
  type SetAuthConfigStatusVariables,
  type UpsertTriggerInstanceVariables,
  type useConnectionsByToolkit,
  type useConnectLink,
  type useDeleteConnectedAccount,
  type useExecuteTool,
  type useProxy,
  type useSessionSearch,
  type useSessionToolkits,
  type useSetAuthConfigStatus,
  useToolkit,
  type useToolkits,
  type useTools,
  type useTriggerTypes,
  type useUpsertTriggerInstance,
} from '../src/index';

// Type tests: tsc checks them in Vitest's `types` project (and `pnpm typecheck`); nothing here runs.
declare const client: PatchbayClient;
declare const queryClient: QueryClient;

describe('public types', () => {
  it('types the flat arrays and totals of infinite lists', () => {
    expectTypeOf<ReturnType<typeof useToolkits>['toolkits']>().toEqualTypeOf<Toolkit[]>();
    expectTypeOf<ReturnType<typeof useToolkits>['totalItems']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ReturnType<typeof useToolkits>['data']>().toEqualTypeOf<InfiniteData<CursorPage<Toolkit>, string | undefined> | undefined>();
    expectTypeOf<ReturnType<typeof useSessionToolkits>['toolkits']>().toEqualTypeOf<SessionToolkit[]>();
    expectTypeOf<ReturnType<typeof useTriggerTypes>['triggerTypes']>().toEqualTypeOf<TriggerType[]>();
    expectTypeOf<ReturnType<typeof useTools>['tools']>().toEqualTypeOf<Tool[]>();
    expectTypeOf<Parameters<typeof useToolkits>[0]>().toExtend<{ search?: string; sort_by?: 'usage' | 'alphabetically' } | undefined>();
  });

  it('types errors as the client’s errors', () => {
    expectTypeOf<PatchbayQueryError>().toEqualTypeOf<AnyPatchbayError>();
    expectTypeOf<ReturnType<typeof useToolkits>['error']>().toEqualTypeOf<AnyPatchbayError | null>();
    expectTypeOf<ReturnType<typeof useDeleteConnectedAccount>['error']>().toEqualTypeOf<AnyPatchbayError | null>();
  });

  it('types query data, with select', () => {
    const useReadToolkit = () => useToolkit('github');
    const useReadToolCount = () => useToolkit('github', { select: (toolkit) => toolkit.tools.length });
    expectTypeOf(useReadToolkit).returns.toHaveProperty('data').toEqualTypeOf<ToolkitDetails | undefined>();
    expectTypeOf(useReadToolCount).returns.toHaveProperty('data').toEqualTypeOf<number | undefined>();
    expectTypeOf<ReturnType<typeof useToolkit<ToolkitDetails>>>().toEqualTypeOf<UseQueryResult<ToolkitDetails, AnyPatchbayError>>();
    expectTypeOf<ReturnType<typeof useToolkit<number>>['data']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Parameters<typeof useToolkit>[0]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ReturnType<typeof useConnectionsByToolkit>['connections']>().toEqualTypeOf<Map<string, ConnectedAccount>>();
  });

  it('types mutation variables and results', () => {
    expectTypeOf<ReturnType<typeof useDeleteConnectedAccount>['mutate']>().parameter(0).toEqualTypeOf<string>();
    expectTypeOf<ReturnType<typeof useSetAuthConfigStatus>>().toEqualTypeOf<
      UseMutationResult<UpdateAuthConfigStatusResponse, AnyPatchbayError, SetAuthConfigStatusVariables>
    >();
    expectTypeOf<SetAuthConfigStatusVariables>().toEqualTypeOf<{ id: string; status: 'ENABLED' | 'DISABLED' }>();
    expectTypeOf<ReturnType<typeof useUpsertTriggerInstance>['mutateAsync']>().returns.resolves.toEqualTypeOf<UpsertTriggerInstanceResponse>();
    expectTypeOf<UpsertTriggerInstanceVariables>().toHaveProperty('slug').toEqualTypeOf<string>();
    // Optional: without it the service uses the user's newest ACTIVE account of the trigger's toolkit.
    expectTypeOf<UpsertTriggerInstanceVariables>().toHaveProperty('connected_account_id').toEqualTypeOf<string | undefined>();
    expectTypeOf<ReturnType<typeof useProxy>['mutate']>().parameter(0).toEqualTypeOf<ProxyRequest>();
    expectTypeOf<ReturnType<typeof useProxy>['data']>().toEqualTypeOf<ProxyResponse | undefined>();
    expectTypeOf<ReturnType<typeof useConnectLink>['status']>().toEqualTypeOf<ConnectStatus>();
    expectTypeOf<ExecuteToolVariables>().toHaveProperty('toolSlug').toEqualTypeOf<string>();
    expectTypeOf<ReturnType<typeof useExecuteTool>['mutateAsync']>().returns.resolves.toEqualTypeOf<ToolExecuteResponse>();
    expectTypeOf<ReturnType<typeof useSessionSearch<SessionSearchResponse>>['data']>().toEqualTypeOf<SessionSearchResponse | undefined>();
  });

  it('lets query options feed the QueryClient with their data types', () => {
    expectTypeOf(queryClient.fetchQuery(toolkitQueryOptions(client, 'github'))).resolves.toEqualTypeOf<ToolkitDetails>();
    expectTypeOf(queryClient.getQueryData(toolkitQueryOptions(client, 'github').queryKey)).toEqualTypeOf<ToolkitDetails | undefined>();
    expectTypeOf(queryClient.fetchInfiniteQuery(toolkitsInfiniteQueryOptions(client, { limit: 5 }))).resolves.toEqualTypeOf<
      InfiniteData<CursorPage<Toolkit>, string | undefined>
    >();
    expectTypeOf(queryClient.fetchQuery(connectedAccountsQueryOptions(client, { user_ids: ['u'] }))).resolves.toEqualTypeOf<
      CursorPage<ConnectedAccount>
    >();
  });

  it('rejects inputs the API does not take', () => {
    // @ts-expect-error not a sort order
    expectTypeOf<Parameters<typeof useToolkits>[0]>().toExtend<{ sort_by: 'random' }>();
    // @ts-expect-error an id is a string
    expectTypeOf<ReturnType<typeof useDeleteConnectedAccount>['mutate']>().parameter(0).toEqualTypeOf<number>();
  });
});
