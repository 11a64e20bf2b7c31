import { ApiError } from '../http/ApiError';
import { atFields, type FieldProblem } from '../http/atField';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { CreateSessionInput } from './sessionConfigSchemas';
import type { ToolRouterSessionSettings } from './ToolRouterSessionRecord';

/** Settings as a request gives them, before they are checked; each may be absent (an update changes only those given). */
export type SettingsInput = Partial<Omit<CreateSessionInput, 'user_id' | 'toolkits'>> & { toolkits?: CreateSessionInput['toolkits'] | null };

/** The checked settings of the fields given, the meta tools aside. */
export type ResolvedSettings = Partial<Omit<ToolRouterSessionSettings, 'tool_router_tools'>>;

function badFields(problems: FieldProblem[]): ApiError {
  const fields = atFields(problems);
  return new ApiError('BAD_REQUEST', `Invalid request body: ${fields.errors[0]}`, {
    ...fields,
    suggestedFix: 'Use toolkit slugs from the toolkit list, and ids of this project that match their toolkit and user.',
  });
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
    resolved.toolkits = { mode, slugs };
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
        else if (account.user_id !== userId) invalid(where, `connected account '${id}' belongs to another user`);
      }
    }
    resolved.connected_accounts = input.connected_accounts;
  }

  if (input.tools) {
    const tools: Record<string, { enabled: string[] }> = {};
    for (const [slug, { enable }] of Object.entries(input.tools)) {
      const toolkit = service.catalog.toolkit(slug);
      if (!toolkit) {
        invalid('body.tools', `unknown toolkit '${slug}'`);
        continue;
      }
      const known = new Set(toolkit.tools.map((t) => t.slug));
      for (const tool of enable) if (!known.has(tool)) invalid(`body.tools.${slug}.enable`, `'${tool}' is not a tool of ${slug}`);
      tools[slug] = { enabled: [...new Set(enable)] };
    }
    resolved.tools = tools;
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
  if (input.tags) resolved.tags = { enabled: [...new Set(input.tags.enable)], disabled: [...new Set(input.tags.disable)] };
  if (input.workbench) resolved.workbench = { proxy_execution_enabled: input.workbench.enable_proxy_execution };
  return resolved;
}

/** The meta tools a session offers for its connection settings. */
export function sessionMetaTools(manage: ToolRouterSessionSettings['manage_connections']): string[] {
  return [
    'PATCHBAY_SEARCH_TOOLS',
    'PATCHBAY_MULTI_EXECUTE_TOOL',
    ...(manage.enabled ? ['PATCHBAY_MANAGE_CONNECTIONS'] : []),
    ...(manage.enabled && manage.enable_wait_for_connections ? ['PATCHBAY_WAIT_FOR_CONNECTIONS'] : []),
  ];
}
