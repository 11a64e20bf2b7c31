import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** Standard Webhooks: a timestamp further than this from now is rejected (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A new signing secret: 'whsec_' + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** The shortest HMAC key a secret may decode to: anything shorter is guessable, and an empty key signs for anyone. */
export const MIN_WEBHOOK_KEY_BYTES = 16;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The HMAC key: the base64 after 'whsec_' (the prefix is optional). A secret
 * that is not strict base64 or decodes to fewer than MIN_WEBHOOK_KEY_BYTES
 * is a configuration error, thrown rather than silently signing with a weak
 * or empty key.
 */
export function webhookSigningKey(secret: string): Buffer {
  const encoded = typeof secret === 'string' && secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = typeof encoded === 'string' && BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : undefined;
  if (!key || key.length < MIN_WEBHOOK_KEY_BYTES) {
    throw new TypeError(
      `Webhook secret is not usable: expected 'whsec_' followed by the base64 of at least ${MIN_WEBHOOK_KEY_BYTES} bytes ` +
        "(the subscription's secret, as created or rotated).",
    );
  }
  return key;
}

/**
 * The `webhook-signature` header value for one delivery attempt:
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`.
 */
export function signWebhook(secret: string, id: string, timestamp: number | string, body: string): string {
  const mac = createHmac('sha256', webhookSigningKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
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
 * Throws a TypeError for an unusable secret (see webhookSigningKey).
 */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaderSource,
  body: string,
  options: VerifyWebhookOptions = {},
): boolean {
  webhookSigningKey(secret);
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
