import type { ProxyResponse } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog';
import { inactiveAccountOf } from '../connectedAccounts/AccountNotActiveError';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import { ApiError } from '../http/ApiError';
import { buildUpstreamRequest } from '../proxy/buildUpstreamRequest';
import { credentialHeaders } from '../proxy/credentialHeaders';
import { sendToToolkit, type ToolkitCaller } from '../proxy/sendToToolkit';
import { toProxyResponse } from '../proxy/toProxyResponse';
import type { ToolContext } from './ToolContext';
import { retryAfterSeconds } from './retryAfterSeconds';
import { ToolFailure } from './ToolFailure';

export interface ToolkitRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path under the toolkit's API, e.g. `/tasks`. */
  path: string;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
}

/** Calls a toolkit's API the way the app would answer it; failures throw a ToolFailure. */
export type ToolkitApi = (request: ToolkitRequest) => Promise<Record<string, unknown>>;

function failureOf(ctx: ToolContext, toolkit: CatalogToolkit, result: ProxyResponse, account: ConnectedAccountRecord | null): ToolFailure {
  const { status, data } = result;
  const body = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const detail = [body.error, body.message].filter((part) => typeof part === 'string').join(': ');
  const answered = `${toolkit.name} answered HTTP ${status}${detail ? ` (${detail})` : ''}.`;
  // A 401 ended the account's access (see sendToToolkit): the same code as running a tool on it from now on.
  if (status === 401 && account) {
    // As it is now (EXPIRED), not as the call started.
    const now = ctx.service.store.get('connected_accounts', account.id) ?? account;
    return new ToolFailure(
      'connected_account_not_active',
      `${answered} Connected account '${account.id}' is now EXPIRED (provider_unauthorized): reconnect it with POST /api/v3/connected_accounts/${account.id}/refresh.`,
      inactiveAccountOf(now),
    );
  }
  const retryAfter = status === 429 ? retryAfterSeconds(result.headers['retry-after']) : undefined;
  if (retryAfter !== undefined) {
    // Said in the words the model reads, and as a number for code.
    const wait = `Rate limited: retry after ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`;
    return new ToolFailure('toolkit_error', `${answered} ${wait}`, undefined, retryAfter);
  }
  return new ToolFailure('toolkit_error', answered);
}

/**
 * The toolkit's API, called with the account's credentials exactly as the
 * proxy calls it (same request building, credential headers, limits and
 * response reading): a tool is a proxied request with a schema in front.
 * The built-in toolkits' APIs are the service's own sandbox, answered in-process.
 */
export function toolkitApi(
  ctx: ToolContext,
  toolkit: CatalogToolkit,
  account: ConnectedAccountRecord | null,
  { lookOnly = false }: Pick<ToolkitCaller, 'lookOnly'> = {},
): ToolkitApi {
  const authScheme = account ? (ctx.service.store.get('auth_configs', account.auth_config_id)?.auth_scheme ?? '') : 'NO_AUTH';
  const credentials = account ? credentialHeaders(authScheme, account) : {};
  return async ({ method, path, query = {}, body }) => {
    const parameters = Object.entries(query)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([name, value]) => ({ name, type: 'query' as const, value: String(value) }));
    try {
      const upstream = await buildUpstreamRequest(ctx.service, ctx.origin, { endpoint: path, method, body, parameters }, toolkit, credentials);
      const caller: ToolkitCaller = { projectId: ctx.project.id, toolkit, account, lookOnly };
      const response = await sendToToolkit(ctx.service, ctx.origin, upstream, caller, `The ${toolkit.name} API`);
      const result = await toProxyResponse(ctx.service, ctx.origin, upstream.url, response);
      if (result.status < 200 || result.status >= 300) throw failureOf(ctx, toolkit, result, account);
      if (result.data === null || typeof result.data !== 'object' || Array.isArray(result.data)) {
        throw new ToolFailure('toolkit_error', `${toolkit.name} answered HTTP ${result.status} without a JSON object.`);
      }
      return result.data as Record<string, unknown>;
    } catch (error) {
      // The app could not be reached (or the request not built): the tool failed, the call did not.
      if (error instanceof ApiError) throw new ToolFailure('toolkit_unreachable', error.message);
      throw error;
    }
  };
}
