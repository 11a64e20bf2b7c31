/**
 * Whole seconds a toolkit's `Retry-After` asks to wait (given in seconds or
 * as an HTTP date, rounded up, never below 0); undefined when the header is
 * absent or unreadable.
 */
export function retryAfterSeconds(header: string | undefined, now: number = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
