import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import type { TriggerInstanceRecord } from './records';

/** What one poll of a trigger instance found. */
export interface PollResult {
  /** Replaces the instance's state. */
  state: Record<string, unknown>;
  /** The payload to emit, when this poll found something new. */
  payload?: Record<string, unknown>;
}

/** Reads a toolkit's data for a poll-type trigger the service answers itself (the built-in toolkits' are in `sandbox/`). */
export type Poller = (service: Service, instance: TriggerInstanceRecord, account: ConnectedAccountRecord) => PollResult;
