import { z } from 'zod';
import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { toolkitAuthConfig } from '../authConfigs/toolkitAuthConfig';
import { isId } from '../ids';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

export const mcpServerName = z
  .string({ error: 'expected a string' })
  .regex(/^[A-Za-z0-9 -]{4,30}$/, 'must be 4 to 30 characters: letters, digits, spaces and hyphens')
  .refine((name) => /[A-Za-z0-9]/.test(name), 'must contain a letter or digit');

export const authConfigIds = z
  .array(
    z.string({ error: 'expected a string' }).refine((id) => isId('authConfig', id), "must be an auth config id ('ac_...')"),
    { error: 'expected an array of auth config ids' },
  )
  .min(1, 'must list at least one auth config')
  .max(50, 'at most 50 auth configs');

export const toolSlugs = z.array(z.string({ error: 'expected a string' }), { error: 'expected an array of tool slugs' }).max(1000);

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

export const toolkitSlugs = z
  .array(z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty'), { error: 'expected an array of toolkit slugs' })
  .max(50, 'at most 50 toolkits');

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
