import { notFound } from '../http/ApiError';
import { findLiveProject } from '../projects/projectRules';
import type { Service } from '../Service';
import type { FaultStatus } from './toolkitFaults';
import type { ToolkitFaultState } from './testControlsWire';

export interface ToolkitFaultInput {
  status?: FaultStatus | undefined;
  times: number;
  delay_ms: number;
  project_id?: string | undefined;
}

/** Makes the next `times` calls to a catalog toolkit's API (of one project, or of all) answer `status` and/or wait `delay_ms`. */
export function setToolkitFault(service: Service, orgId: string, slug: string, input: ToolkitFaultInput): ToolkitFaultState {
  const toolkit = service.catalog.toolkit(slug.toLowerCase());
  if (!toolkit) throw notFound('Toolkit', slug);
  const project = input.project_id === undefined ? null : findLiveProject(service.store, orgId, input.project_id);
  return service.testState.faults.set({
    toolkit_slug: toolkit.slug,
    project_id: project?.id ?? null,
    status: input.status ?? null,
    delay_ms: input.delay_ms,
    remaining: input.times,
  });
}
