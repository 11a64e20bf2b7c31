/** The statuses a toolkit can be made to answer: what a provider answers when access ended, it is busy or it broke. */
export const FAULT_STATUSES = [401, 403, 429, 500, 503] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

/** What the next calls to a toolkit's API meet, set by the test controls. */
export interface ToolkitFault {
  toolkit_slug: string;
  /** Only calls made for this project; null for every project. */
  project_id: string | null;
  /** The status answered instead of the toolkit's; null to only delay the call. */
  status: FaultStatus | null;
  /** How long each call waits before it is sent (or answered with `status`). */
  delay_ms: number;
  /** How many more calls meet the fault. */
  remaining: number;
}

/**
 * Faults waiting for calls to toolkits' APIs, in memory: a restart clears
 * them, as a test that set them is over. A project's own fault comes before
 * one set for every project.
 */
export class ToolkitFaults {
  readonly #faults = new Map<string, ToolkitFault>();

  set(fault: ToolkitFault): ToolkitFault {
    this.#faults.set(keyOf(fault.toolkit_slug, fault.project_id), { ...fault });
    return { ...fault };
  }

  /** Removes the toolkit's faults (of one project, or all of them); how many were removed. */
  clear(toolkitSlug: string, projectId: string | null): number {
    let removed = 0;
    for (const [key, fault] of this.#faults) {
      if (fault.toolkit_slug === toolkitSlug && (projectId === null || fault.project_id === projectId) && this.#faults.delete(key)) removed += 1;
    }
    return removed;
  }

  list(toolkitSlug: string): ToolkitFault[] {
    return [...this.#faults.values()].filter((fault) => fault.toolkit_slug === toolkitSlug).map((fault) => ({ ...fault }));
  }

  /** The fault the next call of `projectId` to the toolkit meets, counted as used; undefined when there is none. */
  take(toolkitSlug: string, projectId: string): ToolkitFault | undefined {
    for (const key of [keyOf(toolkitSlug, projectId), keyOf(toolkitSlug, null)]) {
      const fault = this.#faults.get(key);
      if (!fault) continue;
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.#faults.delete(key);
      return { ...fault };
    }
    return undefined;
  }
}

function keyOf(toolkitSlug: string, projectId: string | null): string {
  return `${projectId ?? '*'}\u0000${toolkitSlug}`;
}
