const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Whether an event passes an instance's config: each config key that is also
 * a scalar top-level payload field must equal it. Other config keys (options
 * such as include_archived) do not filter.
 */
export function configMatchesPayload(config: Record<string, unknown>, payload: Record<string, unknown>): boolean {
  return Object.entries(config).every(([key, expected]) => {
    const actual = payload[key];
    return !Object.hasOwn(payload, key) || !isScalar(actual) || actual === expected;
  });
}
