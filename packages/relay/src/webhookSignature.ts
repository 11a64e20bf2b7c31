const SECRET_PREFIX = 'whsec_';

/** Standard Webhooks: a timestamp further than this from now is rejected (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The shortest HMAC key a secret may decode to: anything shorter is guessable, and an empty key signs for anyone. */
export const MIN_WEBHOOK_KEY_BYTES = 16;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const encoder = new TextEncoder();

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

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
 * The HMAC key bytes: the base64 after 'whsec_' (the prefix is optional). A
 * secret that is not strict base64 or decodes to fewer than
 * MIN_WEBHOOK_KEY_BYTES is a configuration error, thrown rather than
 * silently signing with a weak or empty key.
 */
export function webhookSigningKey(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = typeof secret === 'string' && secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = typeof encoded === 'string' && BASE64.test(encoded) ? base64ToBytes(encoded) : undefined;
  if (!key || key.length < MIN_WEBHOOK_KEY_BYTES) {
    throw new TypeError(
      `Webhook secret is not usable: expected 'whsec_' followed by the base64 of at least ${MIN_WEBHOOK_KEY_BYTES} bytes ` +
        "(the subscription's secret, as created or rotated).",
    );
  }
  return key;
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', webhookSigningKey(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

const signedContent = (id: string, timestamp: number | string, body: string) => encoder.encode(`${id}.${timestamp}.${body}`);

/**
 * The `webhook-signature` header value for one delivery attempt:
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. Async: it uses Web
 * Crypto, so it runs in Node, Bun, Deno and edge runtimes alike. Throws a
 * TypeError for an unusable secret (see webhookSigningKey).
 */
export async function signWebhook(secret: string, id: string, timestamp: number | string, body: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signedContent(id, timestamp, body));
  return `v1,${bytesToBase64(new Uint8Array(mac))}`;
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
 * space-separated `v1,` signatures matches (Web Crypto's verify compares in
 * constant time). Async, like signWebhook. Throws a TypeError for an
 * unusable secret (see webhookSigningKey).
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaderSource,
  body: string,
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  const key = await hmacKey(secret, 'verify');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;

  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;

  const content = signedContent(id, timestamp, body);
  for (const candidate of signatures.split(' ')) {
    const mac = candidate.startsWith('v1,') ? candidate.slice(3) : '';
    if (!BASE64.test(mac) || mac === '') continue;
    if (await crypto.subtle.verify('HMAC', key, base64ToBytes(mac), content)) return true;
  }
  return false;
}
