import { ApiError } from '../http/ApiError';
import { atFields, type FieldProblem } from '../http/atField';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { isMetaToolSlug } from './metaTools';
import { sessionRefusal } from './sessionRules';
import { MAX_PRELOAD_ALL_TOOLS, PRELOAD_ALL, type CreateSessionInput } from './sessionConfigSchemas';
import { sessionOfferedToolSlugs } from './sessionOfferedToolSlugs';
import { sessionRequiresApproval } from './approvals/requiresApproval';
import type { ToolRouterSessionSettings } from './ToolRouterSessionRecord';
import { mayUseAccount } from '../connectedAccounts/accountSharing';

/** Settings as a request gives them, before they are checked; each may be absent (an update changes only those given). */
export type SettingsInput = Partial<Omit<CreateSessionInput, 'user_id' | 'toolkits'>> & { toolkits?: CreateSessionInput['toolkits'] | null };

/** The checked settings of the fields given, the meta tools aside. */
export type ResolvedSettings = Partial<Omit<ToolRouterSessionSettings, 'tool_router_tools'>>;

function badFields(
  problems: FieldProblem[],
  suggestedFix = 'Use toolkit slugs from the toolkit list, and ids of this project that match their toolkit and user.',
): ApiError {
  const fields = atFields(problems);
  return new ApiError('BAD_REQUEST', `Invalid request body: ${fields.errors[0]}`, { ...fields, suggestedFix });
}

/**
 * Checks every slug and id the given settings name against the catalog and
 * the store (each pinned account must be live, of its toolkit and `userId`'s),
 * and normalises them as a session keeps them. All problems are reported at
 * once (400, one field error each).
 */
export function resolveSessionSettings(service: Service, project: ProjectRecord, userId: string, input: SettingsInput): ResolvedSettings {
  const problems: FieldProblem[] = [];
  const invalid = (path: string, message: string) => problems.push({ path, code: 'invalid_value', message });
  const unknownToolkit = (slug: string, field: string) => {
    if (service.catalog.toolkit(slug)) return false;
    invalid(field, `unknown toolkit '${slug}'`);
    return true;
  };
  const resolved: ResolvedSettings = {};

  if (input.toolkits !== undefined) {
    // No toolkits given means every toolkit: an empty deny list.
    const mode = input.toolkits?.enable ? 'enable' : 'disable';
    const slugs = [...new Set(input.toolkits?.enable ?? input.toolkits?.disable ?? [])];
    slugs.forEach((slug) => unknownToolkit(slug, `body.toolkits.${mode}`));
    const approval = [...new Set(input.toolkits?.require_approval ?? [])];
    approval.forEach((slug) => unknownToolkit(slug, 'body.toolkits.require_approval'));
    resolved.toolkits = { mode, slugs, ...(approval.length > 0 && { require_approval: approval }) };
  }

  if (input.auth_configs) {
    for (const [slug, id] of Object.entries(input.auth_configs)) {
      if (unknownToolkit(slug, 'body.auth_configs')) continue;
      const config = service.store.get('auth_configs', id);
      if (!config || config.project_id !== project.id) invalid(`body.auth_configs.${slug}`, `auth config '${id}' not found in this project`);
      else if (config.toolkit_slug !== slug) invalid(`body.auth_configs.${slug}`, `auth config '${id}' is for toolkit '${config.toolkit_slug}'`);
    }
    resolved.auth_configs = input.auth_configs;
  }

  if (input.connected_accounts) {
    for (const [slug, ids] of Object.entries(input.connected_accounts)) {
      if (unknownToolkit(slug, 'body.connected_accounts')) continue;
      const where = `body.connected_accounts.${slug}`;
      for (const id of ids) {
        const account = service.store.get('connected_accounts', id);
        if (!account || account.project_id !== project.id) invalid(where, `connected account '${id}' not found in this project`);
        else if (account.deleted_at) invalid(where, `connected account '${id}' is deleted`);
        else if (account.toolkit_slug !== slug) invalid(where, `connected account '${id}' is for toolkit '${account.toolkit_slug}'`);
        // Another user's account only when it is SHARED and its ACL lets this user (the vendor's pinning rule).
        else if (!mayUseAccount(account, userId)) invalid(where, `connected account '${id}' belongs to another user`);
      }
    }
    resolved.connected_accounts = input.connected_accounts;
  }

  if (input.tools) {
    const tools: ToolRouterSessionSettings['tools'] = {};
    for (const [slug, { enable, require_approval, tags }] of Object.entries(input.tools)) {
      const toolkit = service.catalog.toolkit(slug);
      if (!toolkit) {
        invalid('body.tools', `unknown toolkit '${slug}'`);
        continue;
      }
      const known = new Set(toolkit.tools.map((t) => t.slug));
      const check = (list: string[], key: string) => {
        for (const tool of list) if (!known.has(tool)) invalid(`body.tools.${slug}.${key}`, `'${tool}' is not a tool of ${slug}`);
        return [...new Set(list)];
      };
      tools[slug] = {
        ...(enable && { enabled: check(enable, 'enable') }),
        ...(require_approval && { require_approval: check(require_approval, 'require_approval') }),
        ...(tags && { tags: { require_approval: [...new Set(tags.require_approval)] } }),
      };
    }
    resolved.tools = tools;
  }

  if (input.preload?.tools === PRELOAD_ALL) resolved.preload = { tools: PRELOAD_ALL };
  else if (input.preload) {
    const slugs = [...new Set(input.preload.tools)];
    for (const slug of slugs) {
      const named = `'${slug.slice(0, 200)}'`;
      if (isMetaToolSlug(slug)) invalid('body.preload.tools', `${named} is a meta tool: the session lists it by itself (tool_router_tools)`);
      else if (!service.catalog.tool(slug)) invalid('body.preload.tools', `unknown tool ${named}`);
    }
    resolved.preload = { tools: slugs };
  }
  if (problems.length > 0) throw badFields(problems);

  if (input.manage_connections) {
    const manage = input.manage_connections;
    resolved.manage_connections = {
      enabled: manage.enable ?? true,
      callback_url: manage.callback_url ?? null,
      enable_wait_for_connections: manage.enable_wait_for_connections ?? false,
    };
  }
  if (input.tags) {
    const approval = [...new Set(input.tags.require_approval ?? [])];
    resolved.tags = {
      enabled: [...new Set(input.tags.enable)],
      disabled: [...new Set(input.tags.disable)],
      ...(approval.length > 0 && { require_approval: approval }),
    };
  }
  if (input.workbench) resolved.workbench = { proxy_execution_enabled: input.workbench.enable_proxy_execution };
  if (input.search) resolved.search = { enable: input.search.enable ?? true };
  if (input.execute) resolved.execute = { enable_multi_execute: input.execute.enable_multi_execute ?? true };
  if (input.multi_account) {
    const { enable = true, max_accounts_per_toolkit, require_explicit_selection = enable } = input.multi_account;
    resolved.multi_account = { enable, require_explicit_selection, ...(max_accounts_per_toolkit !== undefined && { max_accounts_per_toolkit }) };
  }
  return resolved;
}

/**
 * Refuses (400, at `body.preload.tools`) a preloaded tool the settings leave
 * out (its toolkit not enabled, the toolkit's `tools` list or the `tags`
 * excluding it), and `"all"` where the session offers more than
 * MAX_PRELOAD_ALL_TOOLS. Checked on the settings a create or update results
 * in, so an update that drops a preloaded tool's toolkit, or widens an
 * `"all"` session to the whole catalog, is refused too.
 */
export function requireOfferedPreload(service: Service, settings: ToolRouterSessionSettings): void {
  const { tools } = settings.preload;
  if (tools === PRELOAD_ALL) {
    const offered = sessionOfferedToolSlugs(service.catalog, settings).length;
    if (offered <= MAX_PRELOAD_ALL_TOOLS) return;
    const message = `"all" would preload the ${offered} tools the session offers, more than ${MAX_PRELOAD_ALL_TOOLS}`;
    throw badFields(
      [{ path: 'body.preload.tools', code: 'too_big', message }],
      `Enable specific toolkits (toolkits.enable), narrow them with tools or tags, or list the tools to preload: every preloaded tool's schema goes into each agent turn (the vendor warns of this as PRELOAD_TOOLS_HIGH_CONTEXT_USAGE), and past ${MAX_PRELOAD_ALL_TOOLS} it is refused here. Tools left out stay reachable through PATCHBAY_SEARCH_TOOLS.`,
    );
  }
  const problems: FieldProblem[] = [];
  for (const slug of tools) {
    const entry = service.catalog.tool(slug);
    const why = entry ? sessionRefusal(settings, entry) : 'it is not in the catalog';
    if (why !== null)
      problems.push({ path: 'body.preload.tools', code: 'invalid_value', message: `'${slug}' is not offered by the session: ${why}` });
  }
  if (problems.length > 0) {
    throw badFields(
      problems,
      'Preload only tools the session offers: enable their toolkits (and tools or tags), or leave them out of preload.tools.',
    );
  }
}

/**
 * The meta tools a session offers for its settings: search and multi-execute
 * unless `search` or `execute` turns them off (the vendor's direct tools
 * preset does both), the connection tools as `manage_connections` says, and
 * PATCHBAY_WAIT_FOR_APPROVAL when some tool needs approval.
 */
export function sessionMetaTools(
  settings: Pick<ToolRouterSessionSettings, 'manage_connections' | 'toolkits' | 'tools' | 'tags' | 'search' | 'execute'>,
): string[] {
  const manage = settings.manage_connections;
  return [
    ...(settings.search?.enable === false ? [] : ['PATCHBAY_SEARCH_TOOLS']),
    ...(settings.execute?.enable_multi_execute === false ? [] : ['PATCHBAY_MULTI_EXECUTE_TOOL']),
    ...(manage.enabled ? ['PATCHBAY_MANAGE_CONNECTIONS'] : []),
    ...(manage.enabled && manage.enable_wait_for_connections ? ['PATCHBAY_WAIT_FOR_CONNECTIONS'] : []),
    ...(sessionRequiresApproval(settings) ? ['PATCHBAY_WAIT_FOR_APPROVAL'] : []),
  ];
}
