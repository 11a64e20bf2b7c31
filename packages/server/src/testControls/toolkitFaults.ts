import type { Store } from '../collections/Store';
import type { ToolkitFaultRecord } from './records';
import type { ToolkitFault } from '../proxy/toolkitFault';

export { FAULT_STATUSES, type FaultStatus, type ToolkitFault } from '../proxy/toolkitFault';

/**
 * Faults waiting for calls to toolkits' APIs, kept in the store: a fault set
 * through one process applies in every process on the same database, and
 * stays over a restart until its calls are used up. A project's own fault
 * comes before one set for every project.
 */
export class ToolkitFaults {
  constructor(private readonly store: Store) {}

  set(fault: ToolkitFault): ToolkitFault {
    return wireOf(this.store.put('toolkit_faults', { id: idOf(fault.toolkit_slug, fault.project_id), ...fault }));
  }

  /** Removes the toolkit's faults (of one project, or all of them); how many were removed. */
  clear(toolkitSlug: string, projectId: string | null): number {
    return this.store.transaction(() => {
      const faults = this.store.find('toolkit_faults', { where: { toolkit_slug: toolkitSlug } });
      return faults.filter((fault) => (projectId === null || fault.project_id === projectId) && this.store.remove('toolkit_faults', fault.id)).length;
    });
  }

  list(toolkitSlug: string): ToolkitFault[] {
    return this.store.find('toolkit_faults', { where: { toolkit_slug: toolkitSlug } }).map(wireOf);
  }

  /**
   * The fault the next call of `projectId` to the toolkit meets, counted as
   * used; undefined when there is none. Counting is one immediate
   * transaction, so of two calls racing for a fault's last use, in one
   * process or two, exactly one gets it.
   */
  take(toolkitSlug: string, projectId: string): ToolkitFault | undefined {
    const ids = [idOf(toolkitSlug, projectId), idOf(toolkitSlug, null)];
    // Two key lookups and no lock while no fault is set: the usual case.
    if (!ids.some((id) => this.store.get('toolkit_faults', id))) return undefined;
    return this.store.transaction(() => {
      for (const id of ids) {
        const fault = this.store.get('toolkit_faults', id);
        if (!fault) continue;
        const remaining = fault.remaining - 1;
        if (remaining <= 0) this.store.remove('toolkit_faults', id);
        else this.store.put('toolkit_faults', { ...fault, remaining });
        return wireOf({ ...fault, remaining });
      }
      return undefined;
    }, 'immediate');
  }
}

function idOf(toolkitSlug: string, projectId: string | null): string {
  return `${projectId ?? '*'}:${toolkitSlug}`;
}

function wireOf({ id: _id, ...fault }: ToolkitFaultRecord): ToolkitFault {
  return fault;
}
