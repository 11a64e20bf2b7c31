/** The service's notion of now; injectable so tests can move time (link expiry, retries). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function isoNow(clock: Clock): string {
  return clock().toISOString();
}
