import { webhookPayloadVersion } from './webhookPayloadVersion';

const SECRET_PREFIX = 'whsec_';

/** Standard Webhooks: a timestamp further than this from now is rejected (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The fewest bytes a secret may have after its optional 'whsec_' prefix: anything shorter is guessable, and an empty key signs for anyone. */
export const MIN_WEBHOOK_KEY_BYTES = 16;

const encoder = new TextEncoder();

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A new signing secret: 'whsec_' + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + bytesToBase64(crypto.getRandomValues(new Uint8Array(24)));
}

/**
 * The HMAC key of a secret: its UTF-8 bytes, the whole string, as the vendor
 * keys it (a `whsec_` secret is not base64-decoded). A secret that is not a
 * string, or has fewer than MIN_WEBHOOK_KEY_BYTES bytes after an optional
 * `whsec_` prefix, is a configuration error, thrown rather than silently
 * signing with a weak or empty key.
 */
export function webhookSigningKey(secret: string): Uint8Array<ArrayBuffer> {
  const key = typeof secret === 'string' ? encoder.encode(secret) : undefined;
  const strength =
    typeof secret === 'string' ? encoder.encode(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret).length : 0;
  if (!key || strength < MIN_WEBHOOK_KEY_BYTES) {
    throw new TypeError(
      `Webhook secret is not usable: expected a string of at least ${MIN_WEBHOOK_KEY_BYTES} bytes after an optional 'whsec_' ` +
        "(the subscription's secret, as created or rotated).",
    );
  }
  return key;
}

/** The base64 HMAC-SHA256 of `id.timestamp.body` keyed by the secret string: the vendor's `v1` signature. */
async function signature(secret: string, id: string, timestamp: number | string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', webhookSigningKey(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${id}.${timestamp}.${body}`))));
}

/**
 * The `webhook-signature` header value for one delivery attempt:
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by the secret
 * string itself as the vendor signs. Async: it uses Web Crypto, so it runs
 * in Node, Bun, Deno and edge runtimes alike. Throws a TypeError for an
 * unusable secret (see webhookSigningKey).
 */
export async function signWebhook(secret: string, id: string, timestamp: number | string, body: string): Promise<string> {
  return `v1,${await signature(secret, id, timestamp, body)}`;
}

export type WebhookHeaderSource = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The time to check `webhook-timestamp` against: a valid Date (an invalid one throws a TypeError). @default the current time */
  now?: Date;
  /**
   * How far `webhook-timestamp` may be from now, in seconds: a positive,
   * finite number, or exactly 0 to check no time at all (as the vendor's
   * `tolerance: 0`). NaN, Infinity, a negative number or a non-number
   * throws a TypeError naming the option: none of them may turn the replay
   * check off by accident.
   * @default 300
   */
  toleranceSeconds?: number;
}

/**
 * The tolerance to check with: `value`, or the default when undefined. What
 * would quietly turn the timestamp check off or make it meaningless (NaN,
 * Infinity, a negative number, a non-number) throws a TypeError naming
 * `option`; 0 is the one way to turn it off, on purpose.
 */
export function resolveToleranceSeconds(value: unknown, option: string): number {
  if (value === undefined) return WEBHOOK_TOLERANCE_SECONDS;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(
      `${option} must be a positive, finite number of seconds (or 0 to check no time), got ${typeof value === 'number' ? String(value) : typeof value}.`,
    );
  }
  return value;
}

/** A header's value; of a repeated header, the first (as the vendor's SDK reads them). */
function header(headers: WebhookHeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
}

/** Compares in time that depends only on the lengths, as the vendor's verifier does. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Checks a received delivery exactly as the vendor's `triggers.verifyWebhook`
 * does, so a receiver accepts what it accepts and refuses what it refuses:
 * the body, id, timestamp and signature are present; the timestamp (read
 * with `parseInt`) is within the tolerance; one of the space-separated
 * `v1,<base64>` signatures equals the HMAC of `id.timestamp.body` keyed by
 * the secret string (compared in constant time); and the body is one of the
 * vendor's V1, V2 or V3 payloads. Async, like signWebhook. Rejects with a
 * TypeError, before reading anything, for an unusable secret (see
 * webhookSigningKey), a `toleranceSeconds` that is NaN, Infinity or negative
 * (see resolveToleranceSeconds) or an invalid `now`.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaderSource,
  body: string,
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  webhookSigningKey(secret);
  const tolerance = resolveToleranceSeconds(options.toleranceSeconds, 'verifyWebhook: toleranceSeconds');
  const now = options.now ?? new Date();
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new TypeError('verifyWebhook: now must be a valid Date.');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || typeof body !== 'string' || body === '') return false;

  if (tolerance > 0) {
    const seconds = parseInt(timestamp, 10);
    if (Number.isNaN(seconds)) return false;
    if (Math.abs(now.getTime() - seconds * 1000) > tolerance * 1000) return false;
  }

  const candidates = signatures
    .split(' ')
    .map((entry) => entry.split(','))
    .filter(([version, value]) => version === 'v1' && value)
    .map(([, value]) => value!);
  if (candidates.length === 0) return false;
  const expected = await signature(secret, id, timestamp, body);
  if (!candidates.some((candidate) => sameString(candidate, expected))) return false;

  try {
    return webhookPayloadVersion(JSON.parse(body)) !== null;
  } catch {
    return false;
  }
}
