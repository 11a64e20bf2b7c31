export { pollTriggers, startTriggerPolling } from './pollTriggers';
export type { TriggerInstanceRecord, TriggerInstanceStatus } from './records';
