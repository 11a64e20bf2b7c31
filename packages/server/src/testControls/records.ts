/** How far the test controls moved the service's clock ahead, a singleton in 'settings', so a restart keeps time moving forward. */
export interface ClockOffsetRecord {
  id: 'clock_offset';
  offset_ms: number;
}
