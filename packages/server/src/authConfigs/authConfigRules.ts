import type { CatalogToolkit } from '../catalog/types';
import { ApiError, notFound } from '../http/ApiError';
import { atField } from '../http/atField';
import type { AuthConfigRecord } from './records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

export function findAuthConfig(service: Service, project: ProjectRecord, id: string): AuthConfigRecord {
  const config = service.store.get('auth_configs', id);
  if (!config || config.project_id !== project.id) throw notFound('Auth config', id);
  return config;
}

/** Spec 3: a disabled auth config cannot be used for new connections. */
export function requireEnabledAuthConfig(service: Service, project: ProjectRecord, id: string): AuthConfigRecord {
  const config = findAuthConfig(service, project, id);
  if (config.status === 'DISABLED') {
    throw new ApiError('AUTH_CONFIG_DISABLED', `Auth config '${id}' is disabled and cannot be used for new connections.`, {
      suggestedFix: `Enable it with PATCH /api/v3/auth_configs/${id}/ENABLED, or use another auth config.`,
    });
  }
  return config;
}

/** The toolkit a new auth config names; an unknown slug is a 400. */
export function requireToolkit(service: Service, slug: string): CatalogToolkit {
  const toolkit = service.catalog.toolkit(slug);
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit '${slug}'.`, {
      // The developer's line names the slug; the field's message is read by people at the field: the rule.
      errors: [`body.toolkit.slug: unknown toolkit '${slug}'`],
      fieldErrors: atField('body.toolkit.slug', 'invalid_value', 'matches no app: use a slug from the toolkit list').fieldErrors,
      suggestedFix: 'Use a slug from POST /api/v3/toolkits/multi.',
    });
  }
  return toolkit;
}
