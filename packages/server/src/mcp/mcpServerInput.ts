import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { toolkitAuthConfig } from '../authConfigs/toolkitAuthConfig';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/** The project's enabled auth configs, in the given order without repeats; 404 or 422 names the first unusable one. */
export function resolveAuthConfigs(service: Service, project: ProjectRecord, ids: readonly string[]): AuthConfigRecord[] {
  // A server's URLs connect users through its auth configs, so a disabled one (spec 3: no new connections) is refused.
  return [...new Set(ids)].map((id) => requireEnabledAuthConfig(service, project, id));
}

export function toolkitsOf(configs: readonly AuthConfigRecord[]): string[] {
  return [...new Set(configs.map((c) => c.toolkit_slug))];
}

/** Every tool slug of the toolkits, in catalog order. */
export function allToolsOf(service: Service, toolkits: readonly string[]): string[] {
  return toolkits.flatMap((slug) => service.catalog.toolkit(slug)?.tools.map((t) => t.slug) ?? []);
}

/** The allowed tools as given, which must all be tools of the server's toolkits (400 names the others). */
export function checkAllowedTools(service: Service, toolkits: readonly string[], tools: readonly string[]): string[] {
  const known = new Set(allToolsOf(service, toolkits));
  const unknown = tools.filter((t) => !known.has(t));
  if (unknown.length > 0) {
    throw new ApiError('BAD_REQUEST', `Not a tool of the server's toolkits (${toolkits.join(', ')}): ${unknown.join(', ')}.`, {
      errors: unknown.map((t) => `body.allowed_tools: '${t}' is not a tool of ${toolkits.join(', ')}`),
      suggestedFix: "List tool slugs of the auth configs' toolkits, or omit allowed_tools to allow all of them.",
    });
  }
  return [...new Set(tools)];
}

/**
 * The auth configs of a server given as the vendor's SDK gives it: the auth
 * configs named, then for each toolkit named that none of them covers, the
 * project's auth config for it (see toolkitAuthConfig). 400 names an unknown
 * toolkit; none at all is a 400 too (a server serves some toolkit).
 */
export function resolveServerAuthConfigs(
  service: Service,
  project: ProjectRecord,
  ids: readonly string[],
  toolkits: readonly string[],
): AuthConfigRecord[] {
  const configs = resolveAuthConfigs(service, project, ids);
  for (const slug of new Set(toolkits)) {
    const toolkit = service.catalog.toolkit(slug.toLowerCase());
    if (!toolkit) {
      throw new ApiError('BAD_REQUEST', `Unknown toolkit '${slug}'.`, {
        ...atField('body.toolkits', 'invalid_value', `unknown toolkit '${slug}'`),
        suggestedFix: 'Use toolkit slugs from GET /api/v3/toolkits.',
      });
    }
    if (!configs.some((config) => config.toolkit_slug === toolkit.slug)) configs.push(toolkitAuthConfig(service, project, toolkit));
  }
  if (configs.length === 0) {
    throw new ApiError('BAD_REQUEST', 'An MCP server needs at least one toolkit or auth config.', {
      ...atField('body.toolkits', 'too_small', 'give toolkits or auth_config_ids'),
    });
  }
  return configs;
}
