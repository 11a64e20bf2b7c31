import { notFound } from '../http/ApiError';
import { findLiveProject } from '../projects/projectRules';
import type { Service } from '../Service';
import type { ClearedToolkitFaults } from './testControlsWire';

/** Removes a toolkit's faults: those of one project, or all of them. */
export function clearToolkitFaults(service: Service, orgId: string, slug: string, projectId: string | undefined): ClearedToolkitFaults {
  const toolkit = service.catalog.toolkit(slug.toLowerCase());
  if (!toolkit) throw notFound('Toolkit', slug);
  const project = projectId === undefined ? null : findLiveProject(service.store, orgId, projectId);
  return { removed: service.testState.faults.clear(toolkit.slug, project?.id ?? null) };
}
