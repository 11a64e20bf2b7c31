/**
 * `@patchbay/server/test-controls`: the typed helpers for a service started
 * with test controls (expire an account, move the clock, make a toolkit
 * fail), on their own so a Playwright or Cypress project can use them
 * without the Vitest-based rest of `@patchbay/server/testing`.
 */
export { testControls, TestControlsError } from './testControlsClient';
export type { TestControls, TestControlsTarget, ToolkitFailure } from './testControlsClient';
export type { AccessEndReason } from '../connectedAccounts/endAccountAccess';
export type { FaultStatus } from './toolkitFaults';
export type {
  AdvanceClockRequest,
  ClearedToolkitFaults,
  ClockState,
  ExpireAccountRequest,
  ToolkitFaultList,
  ToolkitFaultRequest,
  ToolkitFaultState,
} from './testControlsWire';
