import { describe, expectTypeOf, it } from 'vitest';
import {
  createPatchbayClient,
  isPatchbayError,
  paginate,
  paginateByPageNumber,
  paginateItems,
  type AuthConfigStatus,
  type ConnectedAccount,
  type CursorPage,
  type FileUploadResponse,
  type ListToolkitsRequest,
  type McpInstancePage,
  type PatchbayAbortError,
  type PatchbayApiError,
  type PatchbayResponseError,
  type RequestOptions,
  type Toolkit,
  type TriggerInstanceAction,
} from '../src';

// Type tests: tsc checks them in Vitest's `types` project (and `pnpm typecheck`); nothing here runs.
describe('types', () => {
  const client = createPatchbayClient({ baseUrl: 'http://patchbay.test' });

  it('types requests and responses per endpoint', () => {
    expectTypeOf(client.toolkits.list).parameter(0).toEqualTypeOf<ListToolkitsRequest | undefined>();
    expectTypeOf(client.toolkits.list).returns.resolves.toEqualTypeOf<CursorPage<Toolkit>>();
    expectTypeOf(client.authConfigs.updateStatus).parameter(1).toEqualTypeOf<AuthConfigStatus>();
    expectTypeOf(client.triggerInstances.manage).parameter(1).toEqualTypeOf<TriggerInstanceAction>();
    expectTypeOf(client.connectedAccounts.get).returns.resolves.toEqualTypeOf<ConnectedAccount>();
    expectTypeOf(client.files.requestUpload).returns.resolves.toEqualTypeOf<FileUploadResponse>();
    expectTypeOf(client.mcp.listInstances).returns.resolves.toEqualTypeOf<McpInstancePage>();
    expectTypeOf(client.mcp.deleteInstance).parameters.toEqualTypeOf<[serverId: string, instanceId: string, options?: RequestOptions]>();
    expectTypeOf(client.webhookSubscriptions.rotateSecret).parameters.toEqualTypeOf<[id: string, options?: RequestOptions]>();
  });

  it('rejects wrong calls', () => {
    // @ts-expect-error the link body is required
    void client.connectedAccounts.link();
    // @ts-expect-error status is ENABLED or DISABLED
    void client.authConfigs.updateStatus('ac_1', 'ON');
    // @ts-expect-error toolkit_slugs is an array
    void client.triggerTypes.list({ toolkit_slugs: 'github' });
  });

  it('types the pagination helpers', () => {
    // @ts-expect-error the query is checked against the endpoint's query type
    void paginate(client.toolkits.list, { sort_by: 'random' });
    // @ts-expect-error also with a typed parameter
    void paginate((q: ListToolkitsRequest) => client.toolkits.list(q), { limit: 'all' });
    expectTypeOf(paginate(client.toolkits.list, { limit: 250, sort_by: 'alphabetically' })).toEqualTypeOf<
      AsyncGenerator<CursorPage<Toolkit>, void, undefined>
    >();
    expectTypeOf(paginateItems((q) => client.toolkits.list(q), { limit: 250 })).toEqualTypeOf<AsyncGenerator<Toolkit, void, undefined>>();
    expectTypeOf(paginateByPageNumber((q) => client.mcp.listInstances('srv', q), { limit: 50 })).toEqualTypeOf<
      AsyncGenerator<McpInstancePage, void, undefined>
    >();
  });

  it('narrows errors on kind', () => {
    const narrow = (error: unknown) => {
      if (!isPatchbayError(error)) return;
      if (error.kind === 'api') expectTypeOf(error).toEqualTypeOf<PatchbayApiError>();
      if (error.kind === 'response') expectTypeOf(error).toEqualTypeOf<PatchbayResponseError>();
      if (error.kind === 'abort') expectTypeOf(error).toEqualTypeOf<PatchbayAbortError>();
    };
    expectTypeOf(narrow).parameter(0).toBeUnknown();
  });
});
