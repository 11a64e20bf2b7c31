import type { Clock } from '../clock';
import type { Store } from '../collections/Store';
import { createShiftedClock, type ShiftedClock } from './shiftedClock';
import { ToolkitFaults } from './toolkitFaults';

/** What the test controls move: service time and the toolkits' faults, both kept in the store. Untouched while the controls are off. */
export interface TestControlState {
  readonly clock: ShiftedClock;
  readonly faults: ToolkitFaults;
}

export function createTestControlState(base: Clock, store: Store): TestControlState {
  return { clock: createShiftedClock(base, store), faults: new ToolkitFaults(store) };
}
