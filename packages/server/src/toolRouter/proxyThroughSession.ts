import type { ProxyResponse } from '@patchbay/client';
import type { z } from 'zod';
import type { CatalogToolkit } from '../catalog';
import { markAccountUsed } from '../connectedAccounts/markAccountUsed';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { buildUpstreamRequest } from '../proxy/buildUpstreamRequest';
import { credentialHeaders } from '../proxy/credentialHeaders';
import { sendToToolkit } from '../proxy/sendToToolkit';
import { toProxyResponse } from '../proxy/toProxyResponse';
import type { ToolContext } from '../tools/ToolContext';
import { toolkitApprovalRequirement } from './approvals/requiresApproval';
import { sessionProxyAccount } from './sessionProxyAccount';
import { sessionHasToolkit } from './sessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import type { sessionProxyBody } from './toolRouterSchemas';

/**
 * A session's proxy call (the vendor's v3.1 `proxy_execute`): the proxy of
 * spec 4.8 to one of the session's toolkits, with the account the session
 * picks for it.
 */
export async function proxyThroughSession(
  ctx: ToolContext,
  session: ToolRouterSessionRecord,
  input: z.output<typeof sessionProxyBody>,
): Promise<ProxyResponse> {
  const { service, origin } = ctx;
  const toolkit = sessionProxyToolkit(ctx, session, input.toolkit_slug);
  const account = sessionProxyAccount(ctx, session, toolkit);
  const authConfig = account && service.store.get('auth_configs', account.auth_config_id);
  const credentials = account ? credentialHeaders(authConfig?.auth_scheme ?? '', account) : {};

  const upstream = await buildUpstreamRequest(service, origin, { ...input, connected_account_id: undefined }, toolkit, credentials);
  const response = await sendToToolkit(service, origin, upstream, { projectId: session.project_id, toolkit, account }, 'The third-party API');
  // The app answered (whatever its status): the account's credentials were used.
  if (account) markAccountUsed(service, account.id);
  return toProxyResponse(service, origin, upstream.url, response);
}

/**
 * The toolkit `slug` names (any case): 400 when the catalog lacks it, 403
 * when the session does not enable it or gates any of its tools behind the
 * user's approval (a raw call cannot be matched to a tool, so it would
 * bypass the approval).
 */
function sessionProxyToolkit(ctx: ToolContext, session: ToolRouterSessionRecord, slug: string): CatalogToolkit {
  const toolkit = ctx.service.catalog.toolkit(slug.toLowerCase());
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Invalid request body: body.toolkit_slug: unknown toolkit '${slug}'`, {
      ...atField('body.toolkit_slug', 'invalid_value', `unknown toolkit '${slug}'`),
      suggestedFix: 'Pass the slug of one of the session’s toolkits (GET .../toolkits lists them).',
    });
  }
  if (!sessionHasToolkit(session, toolkit.slug)) {
    throw new ApiError('FORBIDDEN', `Toolkit '${toolkit.slug}' is not enabled in tool router session '${session.id}'.`, {
      suggestedFix: 'Call the API of one of the session’s toolkits, or update the session to enable this one.',
    });
  }
  const gated = toolkitApprovalRequirement(session, toolkit);
  if (gated !== null) {
    throw new ApiError(
      'FORBIDDEN',
      `Proxy calls to ${toolkit.slug} are refused in tool router session '${session.id}': ${gated}, and a raw API call cannot be matched to a tool to ask for it.`,
      {
        suggestedFix: `Call the ${toolkit.slug} tools instead (execute, or PATCHBAY_MULTI_EXECUTE_TOOL): those that need approval ask the user first.`,
      },
    );
  }
  return toolkit;
}
