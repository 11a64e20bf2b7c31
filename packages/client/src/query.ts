/**
 * Serialises a query object the way the API reads it:
 * - `null` and `undefined` are left out, and so are empty arrays;
 * - arrays are comma-joined (`user_ids=a,b`);
 * - booleans are `true` / `false`;
 * - plain objects use bracket notation (`toolkit_versions[github]=20250101_00`).
 *
 * Returns `''` or a string starting with `?`.
 */
/** A scalar as query text; anything else (never sent by the typed resources) as JSON rather than '[object Object]'. */
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

export function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.map(asText).join(','));
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
        if (subValue !== null && subValue !== undefined) params.append(`${key}[${sub}]`, asText(subValue));
      }
    } else {
      params.append(key, asText(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
