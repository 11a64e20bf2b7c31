import type { SessionLink } from '@patchbay/client';
import { createDefaultAuthConfig } from '../authConfigs/defaultAuthConfig';
import { startLink } from '../connectedAccounts/startLink';
import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { ApiError } from '../http/ApiError';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { sessionHasToolkit } from './sessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { atField } from '../http/atField';

/**
 * Spec 4.5 session link: connects the session's user to one of its toolkits
 * through the session's auth config for it, else an enabled one of the
 * project, else (when the project has none for the toolkit at all) the
 * project's default vendor-managed one, created here. That last step is what
 * lets an end user connect a session toolkit with no admin step, as the
 * hosted service does; it carries no credentials from the caller, and an
 * admin who disabled the toolkit's configs is obeyed: the link is refused.
 * The project has at most one such default config per toolkit (see
 * defaultAuthConfig): it is created only when the toolkit has no config.
 *
 * Like every link, it reuses the user's unfinished attempt through the same
 * auth config (`startLink`): an agent's Manage connections and the app's
 * Connect button are one connection, not a second account left to expire.
 */
export function startSessionLink(
  service: Service,
  origin: string,
  project: ProjectRecord,
  session: ToolRouterSessionRecord,
  input: { toolkit: string; callback_url?: string | undefined; alias?: string | null | undefined; locale?: string | undefined },
): SessionLink {
  const toolkit = service.catalog.toolkit(input.toolkit);
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit '${input.toolkit}'.`, {
      ...atField('body.toolkit', 'invalid_value', `unknown toolkit '${input.toolkit}'`),
      suggestedFix: 'Use a toolkit slug from GET /api/v3/tool_router/session/{session_id}/toolkits.',
    });
  }
  if (!sessionHasToolkit(session, toolkit.slug)) {
    throw new ApiError('BAD_REQUEST', `Toolkit '${toolkit.slug}' is not part of tool router session '${session.id}'.`, {
      ...atField('body.toolkit', 'invalid_value', `'${toolkit.slug}' is not enabled in this session`),
      suggestedFix: "Link one of the session's toolkits, or create a session that enables this toolkit.",
    });
  }
  // Immediate: the lookup and the create of the default config hold the write lock, so no other process creates one between them.
  return service.store.transaction(() => {
    const mapped = session.auth_configs[toolkit.slug];
    const configs = service.store.find('auth_configs', { where: { project_id: project.id, toolkit_slug: toolkit.slug } });
    const authConfig: AuthConfigRecord =
      (mapped ? requireEnabledAuthConfig(service, project, mapped) : undefined) ??
      configs.find((ac) => ac.status === 'ENABLED') ??
      (configs[0] ? requireEnabledAuthConfig(service, project, configs[0].id) : undefined) ??
      createDefaultAuthConfig(service, project, toolkit);
    const callbackUrl = input.callback_url ?? session.manage_connections.callback_url;
    const link = startLink(service, origin, { authConfig, userId: session.user_id, callbackUrl, alias: input.alias, locale: input.locale });
    // Spec 2.4: the tool-router variant answers without expires_at.
    return { link_token: link.link_token, redirect_url: link.redirect_url, connected_account_id: link.connected_account_id };
  }, 'immediate');
}
