import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** Standard Webhooks: a timestamp further than this from now is rejected (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A new signing secret: 'whsec_' + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** The HMAC key is the base64-decoded part after 'whsec_'. */
function signingKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/**
 * The `webhook-signature` header value for one delivery attempt:
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`.
 */
export function signWebhook(secret: string, id: string, timestamp: number | string, body: string): string {
  const mac = createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export type WebhookHeaderSource = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** @default the current time */
  now?: Date;
  /** @default 300 */
  toleranceSeconds?: number;
}

function header(headers: WebhookHeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * Checks the Standard Webhooks headers of a received delivery against the
 * raw body: the timestamp is within the tolerance and one of the
 * space-separated `v1,` signatures matches (compared in constant time).
 */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaderSource,
  body: string,
  options: VerifyWebhookOptions = {},
): boolean {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;

  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;

  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  return signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
