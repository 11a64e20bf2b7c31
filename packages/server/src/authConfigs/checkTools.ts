import type { CatalogToolkit } from '../catalog/types';
import { ApiError } from '../http/ApiError';

/** Validates a tool list against the toolkit's tools; 400 names every unknown slug at `field`. */
export function checkTools(toolkit: CatalogToolkit, tools: string[], field = 'body.auth_config.restrict_to_following_tools'): void {
  const known = new Set(toolkit.tools.map((t) => t.slug));
  const unknown = tools.filter((t) => !known.has(t));
  if (unknown.length > 0) {
    throw new ApiError('BAD_REQUEST', `Unknown tool${unknown.length > 1 ? 's' : ''} for toolkit '${toolkit.slug}': ${unknown.join(', ')}.`, {
      errors: unknown.map((t) => `${field}: '${t}' is not a tool of ${toolkit.slug}`),
      suggestedFix: `List tool slugs of ${toolkit.slug} (GET /api/v3/toolkits/${toolkit.slug}) or leave the list empty.`,
    });
  }
}
