import type { CatalogToolkit } from '../catalog';
import { endAccountAccess } from '../connectedAccounts/endAccountAccess';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import { faultResponse } from './faultResponse';
import { toolkitBaseUrl } from '../toolkits/toolkitUrls';
import type { UpstreamRequest } from './buildUpstreamRequest';
import { sendUpstream, unreachable, UPSTREAM_TIMEOUT_MS } from './sendUpstream';

/** Who a call to a toolkit's API is made for. */
export interface ToolkitCaller {
  projectId: string;
  toolkit: CatalogToolkit | undefined;
  /** The account whose credentials the call carries; null for a toolkit without auth. */
  account: ConnectedAccountRecord | null;
  /**
   * A read the service makes on its own (naming an approval's records), not one
   * the user or the agent asked for: it uses up no test-controls fault and a 401
   * does not end the account's access. @default false
   */
  lookOnly?: boolean;
}

/** Whether `url` is on the toolkit's own API (its base URL), not some other address the proxy was given. */
function isToolkitApi(url: URL, toolkit: CatalogToolkit, origin: string): boolean {
  const base = toolkitBaseUrl(origin, toolkit).replace(/\/+$/, '');
  if (!URL.canParse(`${base}/`)) return false;
  const root = new URL(`${base}/`);
  return url.origin === root.origin && `${url.pathname}/`.startsWith(root.pathname);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends a proxied request or a tool's call to a toolkit's API. When the
 * test controls set a fault on the toolkit, the call waits its `delay_ms`
 * (past the 30 s limit it times out: 502) and gets its `status` instead of
 * the toolkit's answer. A 401 from the toolkit's own API (a fault's or a real
 * one) ends the account's access: EXPIRED, `provider_unauthorized`, and the
 * webhook. The answer is returned either way: the caller reports it.
 */
export async function sendToToolkit(
  service: Service,
  origin: string,
  upstream: UpstreamRequest,
  caller: ToolkitCaller,
  what: string,
): Promise<Response> {
  const { toolkit, account } = caller;
  const ownApi = toolkit !== undefined && isToolkitApi(upstream.url, toolkit, origin);
  const fault = ownApi && service.testControls && !caller.lookOnly ? service.testState.faults.take(toolkit.slug, caller.projectId) : undefined;
  if (fault && fault.delay_ms > 0) {
    await pause(Math.min(fault.delay_ms, UPSTREAM_TIMEOUT_MS));
    if (fault.delay_ms >= UPSTREAM_TIMEOUT_MS) throw unreachable(upstream.url, what, Object.assign(new Error('timed out'), { name: 'TimeoutError' }));
  }
  const response = fault?.status
    ? faultResponse({ ...fault, status: fault.status })
    : await sendUpstream(service, origin, upstream.url, upstream.init, what);
  if (ownApi && account && response.status === 401 && !caller.lookOnly) endAccountAccess(service, account, 'provider_unauthorized');
  return response;
}
