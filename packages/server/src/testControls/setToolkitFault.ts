import { notFound } from '../http/ApiError';
import { findLiveProject } from '../projects/projectRules';
import type { Service } from '../Service';
import type { FaultStatus } from './toolkitFaults';
import type { ToolkitFaultState } from './testControlsWire';
import { DEFAULT_FAULT_RETRY_AFTER_SECONDS } from '../proxy/faultResponse';

export interface ToolkitFaultInput {
  status?: FaultStatus | undefined;
  times: number;
  delay_ms: number;
  retry_after_seconds?: number | undefined;
  project_id?: string | undefined;
}

/** Makes the next `times` calls to a catalog toolkit's API (of one project, or of all) answer `status` and/or wait `delay_ms`; a 429 says to retry after `retry_after_seconds`. */
export function setToolkitFault(service: Service, orgId: string, slug: string, input: ToolkitFaultInput): ToolkitFaultState {
  const toolkit = service.catalog.toolkit(slug.toLowerCase());
  if (!toolkit) throw notFound('Toolkit', slug);
  const project = input.project_id === undefined ? null : findLiveProject(service.store, orgId, input.project_id);
  return service.testState.faults.set({
    toolkit_slug: toolkit.slug,
    project_id: project?.id ?? null,
    status: input.status ?? null,
    delay_ms: input.delay_ms,
    retry_after_seconds: input.status === 429 ? (input.retry_after_seconds ?? DEFAULT_FAULT_RETRY_AFTER_SECONDS) : null,
    remaining: input.times,
  });
}
