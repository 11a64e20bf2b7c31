/**
 * The most characters of JSON a log keeps of an execution's request
 * (arguments) and of its response, each: logs stay small whatever a tool is
 * sent or answers. A larger one is kept as a preview of this many characters.
 */
export const LOG_PAYLOAD_MAX_CHARS = 2_048;

/** What a log keeps of a payload too large to keep whole. */
export interface TruncatedPayload {
  truncated: true;
  /** Characters of the whole payload as JSON. */
  size: number;
  /** Its first LOG_PAYLOAD_MAX_CHARS characters as JSON. */
  preview: string;
}

/** `value` as a log keeps it: whole when its JSON fits LOG_PAYLOAD_MAX_CHARS, else a preview. */
export function cappedPayload(value: unknown): unknown {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // A value JSON cannot carry (a cycle, a BigInt) is not kept.
    return null;
  }
  if (json === undefined) return null;
  if (json.length <= LOG_PAYLOAD_MAX_CHARS) return value;
  const truncated: TruncatedPayload = { truncated: true, size: json.length, preview: json.slice(0, LOG_PAYLOAD_MAX_CHARS) };
  return truncated;
}
