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
  /** With status 429: the seconds `Retry-After` asks the caller to wait; null otherwise. */
  retry_after_seconds: number | null;
  /** How many more calls meet the fault. */
  remaining: number;
}
