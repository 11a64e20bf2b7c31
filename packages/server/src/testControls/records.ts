import type { ToolkitFault } from '../proxy/toolkitFault';

/** How far the test controls moved the service's clock ahead, a singleton in 'settings', so a restart keeps time moving forward. */
export interface ClockOffsetRecord {
  id: 'clock_offset';
  offset_ms: number;
}

/**
 * A toolkit's fault waiting for calls, in 'toolkit_faults' (one per toolkit
 * and project, or for every project), so every process on the same database
 * applies it and a restart keeps it until it is used up.
 */
export interface ToolkitFaultRecord extends ToolkitFault {
  id: string;
}
