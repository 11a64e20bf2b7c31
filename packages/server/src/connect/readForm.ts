import type { Context } from 'hono';
import { ApiError, FORBIDDEN_KEYS, parseJsonInput, readBytesWithin } from '@patchbay/relay/http';
import type { AppEnv } from '../http/context';

/** Connect forms and token requests are small; a larger body is not one of them. */
const MAX_FORM_BYTES = 64 * 1024;

async function entriesOf(contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<Iterable<[string, unknown]>> {
  if (contentType.includes('application/json')) {
    const parsed = parseJsonInput(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  }
  if (contentType.includes('multipart/form-data')) {
    return (await new Response(bytes, { headers: { 'content-type': contentType } }).formData()).entries();
  }
  return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).entries();
}

/**
 * The string fields of a posted form (application/x-www-form-urlencoded or
 * multipart); a JSON object body is read the same way. The body is read
 * within MAX_FORM_BYTES as it streams. Anything unreadable or too large
 * reads as an empty form, so a malformed post gets the page's own clear
 * answer, not a 500. A body that stalls or trickles past the service's body
 * timeouts is a 408: there is no form to answer.
 */
export async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const fields = Object.create(null) as Record<string, string>;
  try {
    const bytes = await readBytesWithin(c.req.raw, MAX_FORM_BYTES, c.var.service.bodyTimeouts);
    if (!bytes) return fields;
    for (const [key, value] of await entriesOf(c.req.header('content-type') ?? '', bytes)) {
      if (typeof value === 'string' && !FORBIDDEN_KEYS.has(key)) fields[key] = value;
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'REQUEST_TIMEOUT') throw error;
    return Object.create(null) as Record<string, string>;
  }
  return fields;
}
