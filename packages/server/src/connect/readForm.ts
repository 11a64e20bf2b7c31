import type { Context } from 'hono';

/** Connect forms and token requests are small; a larger body is not one of them. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * The string fields of a posted form (application/x-www-form-urlencoded or
 * multipart); a JSON object body is read the same way. Anything unreadable
 * reads as an empty form, so a malformed post gets a clear answer, not a 500.
 */
export async function readForm(c: Context): Promise<Record<string, string>> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return {};
  let raw: Record<string, unknown> = {};
  try {
    if ((c.req.header('content-type') ?? '').includes('application/json')) {
      const parsed: unknown = await c.req.json();
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
    } else {
      raw = await c.req.parseBody();
    }
  } catch {
    return {};
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') fields[key] = value;
  return fields;
}
