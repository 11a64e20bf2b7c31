import type { WebhookVersion } from '@patchbay/client';

type Fields = Record<string, unknown>;

/** A JSON object (not an array or null): what the vendor's schemas take for an object or a record. */
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: Fields, names: readonly string[]) => names.every((name) => typeof value[name] === 'string');

/**
 * The payload version of a parsed webhook body by the vendor's own rules,
 * tried in its order (V3, V2, V1), or null when it is none of them (the
 * vendor's SDK refuses such a body even when it is signed): V3 is `id`,
 * `timestamp`, a `type` starting with `composio.`, and objects `metadata`
 * and `data`; V2 is `type`, `timestamp`, `log_id` and a `data` object with
 * the connection and trigger ids and `user_id`; V1 is `trigger_name`,
 * `connection_id`, `trigger_id`, `log_id` and a `payload` object.
 */
export function webhookPayloadVersion(value: unknown): WebhookVersion | null {
  if (!isObject(value)) return null;
  if (
    strings(value, ['id', 'timestamp', 'type']) &&
    (value.type as string).startsWith('composio.') &&
    isObject(value.metadata) &&
    isObject(value.data)
  ) {
    return 'V3';
  }
  if (
    strings(value, ['type', 'timestamp', 'log_id']) &&
    isObject(value.data) &&
    strings(value.data, ['connection_id', 'connection_nano_id', 'trigger_nano_id', 'trigger_id', 'user_id'])
  ) {
    return 'V2';
  }
  if (strings(value, ['trigger_name', 'connection_id', 'trigger_id', 'log_id']) && isObject(value.payload)) return 'V1';
  return null;
}
