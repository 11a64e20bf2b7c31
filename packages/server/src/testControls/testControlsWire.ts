import type { AccessEndReason } from '../connectedAccounts/endAccountAccess';
import type { FaultStatus, ToolkitFault } from './toolkitFaults';

/*
 * The test controls' request and answer shapes. They are not part of the
 * API v3 contract (no row of the endpoint table, no client function): only
 * tests and the `patchbay-server test-controls` command call them.
 */

/** `POST /api/v3/test_helpers/connected_accounts/{id}/expire` */
export interface ExpireAccountRequest {
  reason: AccessEndReason;
  /** When given, the account must be this project's (404 otherwise). */
  project_id?: string;
}

/** `GET /api/v3/test_helpers/clock`, and the answer of an advance. */
export interface ClockState {
  /** Service time, ISO 8601. */
  now: string;
  /** How far service time is ahead of the configured clock. */
  offset_seconds: number;
}

/** `POST /api/v3/test_helpers/clock/advance` */
export interface AdvanceClockRequest {
  /** A positive whole number of seconds, at most a year (31,622,400). */
  seconds: number;
}

/** `POST /api/v3/test_helpers/toolkits/{slug}/faults` */
export interface ToolkitFaultRequest {
  /** The status the toolkit answers instead; leave it out to only delay the calls. */
  status?: FaultStatus;
  /** How many calls meet the fault (1 to 1000). @default 1 */
  times?: number;
  /** How long each call waits first, up to 60,000 ms (past 30 s the call times out: 502). @default 0 */
  delay_ms?: number;
  /** With status 429: the `Retry-After` the toolkit answers, 0 to 3600 seconds. @default 1 */
  retry_after_seconds?: number;
  /** Only calls made for this project. @default every project */
  project_id?: string;
}

/** A toolkit's fault as set, with the calls it still applies to: the record the proxy reads, as stored. */
export type ToolkitFaultState = ToolkitFault;

/** `GET /api/v3/test_helpers/toolkits/{slug}/faults` */
export interface ToolkitFaultList {
  items: ToolkitFaultState[];
}

/** `DELETE /api/v3/test_helpers/toolkits/{slug}/faults` */
export interface ClearedToolkitFaults {
  removed: number;
}
